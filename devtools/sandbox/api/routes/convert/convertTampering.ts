import type { Address } from 'viem'
import { createArmedQueue } from '../../armedQueue'

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

/**
 * The sandbox's switches for a dishonest convert API (issue 24): a test arms one, the next
 * `times` answers of that route are built with it, as a compromised provider or a
 * man-in-the-middle would change them. Nothing else about the answer changes.
 */
export function createConvertTampering() {
  const swaps = createArmedQueue<SwapTampering>('tampering')
  const approvals = createArmedQueue<ApproveTampering>('tampering')
  return {
    buildTransaction(tampering: SwapTampering, options: { times?: number } = {}): void {
      swaps.add(tampering, options.times)
    },
    buildApprove(tampering: ApproveTampering, options: { times?: number } = {}): void {
      approvals.add(tampering, options.times)
    },
    takeSwap: () => swaps.take(),
    takeApprove: () => approvals.take(),
    clear(): void {
      swaps.clear()
      approvals.clear()
    },
  }
}

export type ConvertTampering = ReturnType<typeof createConvertTampering>
