import { isUserRejection, UserMessages, VestibuleError, type ConnectorContext } from 'vestibule/plugin'
import type { RpcMethodClass } from './rpcPolicy'

/** Signing methods: the visitor saying no to one is SPEC §8's 'Signature declined'. */
const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'solana_signMessage']

/** SPEC §8: 'Action not allowed' shows 300 ms after the refusal. */
const NOT_ALLOWED_SNACK_DELAY_MS = 300

/**
 * The modal's side of SPEC §4–§6's RPC policy for one request: a not-safe one opens
 * ApproveTransaction (where the secure frame shows the approval) and, once answered, pops it (the
 * modal closes when no other approval is waiting); a declined signature says 'Signature declined';
 * a disallowed one opens the modal, aborts the open not-safe requests and shows 'Action not allowed'.
 */
export function showRpcPolicy(
  ctx: ConnectorContext,
  abortUnsafe: () => void,
  approvals: { pending: number },
  method: string,
  kind: RpcMethodClass,
  answer: Promise<unknown>,
): void {
  answer.then(
    () => settled(),
    (error: unknown) => {
      if (error instanceof VestibuleError && error.shortMessage === UserMessages.RPC_NOT_ALLOWED) {
        abortUnsafe()
        ctx.dispatch({ type: 'modal/open-requested', payload: {} })
        setTimeout(
          () => ctx.dispatch({ type: 'snackbar/shown', payload: { message: UserMessages.ACTION_NOT_ALLOWED, variant: 'error' } }),
          NOT_ALLOWED_SNACK_DELAY_MS,
        )
        return
      }
      if (SIGNING_METHODS.includes(method) && isUserRejection(error)) {
        ctx.dispatch({ type: 'snackbar/shown', payload: { message: UserMessages.SIGNATURE_DECLINED, variant: 'error' } })
      }
      settled()
    },
  )
  if (kind === 'not-safe') {
    approvals.pending += 1
    const { isOpen, view } = ctx.getState().modal
    if (!isOpen || view !== 'ApproveTransaction') ctx.dispatch({ type: 'modal/open-requested', payload: { view: 'ApproveTransaction' } })
  }
  let counted = false
  function settled(): void {
    if (counted || kind !== 'not-safe') return
    counted = true
    approvals.pending -= 1
    // SPEC §4 transaction stack: empty closes the modal; non-empty pops.
    const { isOpen, view } = ctx.getState().modal
    if (!isOpen || view !== 'ApproveTransaction') return
    if (approvals.pending === 0) ctx.dispatch({ type: 'modal/closed', payload: {} })
    else ctx.dispatch({ type: 'router/went-back', payload: {} })
  }
}
