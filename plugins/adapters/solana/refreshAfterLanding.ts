import type { Connection, TransactionSignature } from '@solana/web3.js'
import type { PluginContext } from 'vestibule/plugin'

/** How often, and how long, a sent transaction's status is read before the balance is asked anyway. */
const POLL_MS = 1_000
const GIVE_UP_MS = 60_000

/**
 * A transaction the app sent on its own connection changes the modal's SOL balance, which it cannot
 * see land (a send through the wallet is followed by the Solana networks plugin): its status is
 * read on that connection until it is confirmed or failed (or a minute went by), then the balance
 * is asked for again. Runs in the background; the instance's end stops it.
 */
export async function refreshAfterLanding(ctx: PluginContext, connection: Connection, signature: TransactionSignature): Promise<void> {
  const end = ctx.now() + GIVE_UP_MS
  while (!ctx.signal.aborted && ctx.now() < end) {
    const status = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true }).then(
      ({ value }) => value[0],
      () => undefined,
    )
    if (status && (status.err !== null || status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) break
    await new Promise(resolve => setTimeout(resolve, POLL_MS))
  }
  const caipAddress = ctx.getState().accounts.solana?.caipAddress
  if (!ctx.signal.aborted && caipAddress) ctx.dispatch({ type: 'account/balance-requested', payload: { caipAddress } })
}
