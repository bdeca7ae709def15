import type { Address } from 'viem'

/** How the next build-transaction answers differ from an honest one (each field replaced when set). */
export type SwapTampering = {
  /** The contract called (`tx.to`), e.g. an attacker's address instead of the router. */
  to?: Address
  /** The wei sent (`tx.amount`), base units. */
  value?: string
  /** The calldata's minimum output (`desc.minReturnAmount`), base units (the honest one is the quote less the slippage). */
  amountOutMin?: string
  /** Who the router pays out to (the calldata's `desc.dstReceiver`). */
  recipient?: Address
}

/** How the next build-approve answers differ: the amount approved (`'unlimited'`: 2^256-1) or the spender. */
export type ApproveTampering = {
  amount?: string | 'unlimited'
  spender?: Address
}

type Queue<T> = { tampering: T; remaining: number }[]

/**
 * The sandbox's switches for a dishonest convert API (issue 24): a test arms one, the next
 * `times` answers of that route are built with it, as a compromised provider or a
 * man-in-the-middle would change them. Nothing else about the answer changes.
 */
export function createConvertTampering() {
  const swaps: Queue<SwapTampering> = []
  const approvals: Queue<ApproveTampering> = []
  const take = <T>(queue: Queue<T>): T | undefined => {
    const entry = queue[0]
    if (!entry) return undefined
    entry.remaining -= 1
    if (entry.remaining === 0) queue.shift()
    return entry.tampering
  }
  const check = (times: number) => {
    if (!Number.isInteger(times) || times < 1) throw new Error('tampering times must be a positive integer')
  }
  return {
    buildTransaction(tampering: SwapTampering, options: { times?: number } = {}): void {
      check(options.times ?? 1)
      swaps.push({ tampering, remaining: options.times ?? 1 })
    },
    buildApprove(tampering: ApproveTampering, options: { times?: number } = {}): void {
      check(options.times ?? 1)
      approvals.push({ tampering, remaining: options.times ?? 1 })
    },
    takeSwap: () => take(swaps),
    takeApprove: () => take(approvals),
    clear(): void {
      swaps.length = 0
      approvals.length = 0
    },
  }
}

export type ConvertTampering = ReturnType<typeof createConvertTampering>
