import { userRejected } from './providerRpcError'
import type { ApprovalMode, ApprovalRequest, Approver } from './sandboxWalletTypes'

/**
 * Decides every state-changing request. Mode 'prompt' asks the injected approver
 * (the DOM panel in the browser, a scripted function in tests); 'auto' approves;
 * 'reject' refuses. A pending rejectNext() beats any mode. A refusal throws the
 * EIP-1193 4001 error.
 */
export function createApprovalGate(initialMode: ApprovalMode, approver: Approver | undefined) {
  let mode = initialMode
  let rejections = 0
  let nextId = 1

  function setMode(next: ApprovalMode): void {
    if (next === 'prompt' && !approver) throw new Error("approval 'prompt' needs an approver (the prompt UI or a test double)")
    mode = next
  }
  setMode(initialMode)

  return {
    setMode,
    getMode: (): ApprovalMode => mode,
    rejectNext: (): void => {
      rejections += 1
    },
    async approve(request: Omit<ApprovalRequest, 'id'>): Promise<void> {
      if (rejections > 0) {
        rejections -= 1
        throw userRejected()
      }
      if (mode === 'auto') return
      if (mode === 'reject' || !approver) throw userRejected()
      const approved = await approver({ ...request, id: nextId++ })
      if (!approved) throw userRejected()
    },
  }
}

export type ApprovalGate = ReturnType<typeof createApprovalGate>
