/**
 * Why the ledger refused a transaction. `reason` is Bitcoin Core's reject reason (`dust`,
 * `min relay fee not met`, `txn-mempool-conflict`, …) so a client can match on it as it would on a
 * node's; the message adds what the sandbox saw, in words.
 */
export class BitcoinLedgerRefusal extends Error {
  override readonly name = 'BitcoinLedgerRefusal'
  constructor(
    readonly reason: string,
    detail: string,
    /** Core's RPC error code: -26 (rejected by policy or consensus), -25 (missing inputs), -22 (decode failed), -27 (already in chain). */
    readonly code: -22 | -25 | -26 | -27 = -26,
  ) {
    super(`${reason}: ${detail}`)
  }
}
