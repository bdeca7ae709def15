import type { Connection, TransactionSignature } from '@solana/web3.js'
import type { PluginContext } from 'vestibule/plugin'
import { waitForLanding } from '../../networks/waitForLanding'

/**
 * A transaction the app sent on its own connection moves the account's assets, which the modal
 * cannot see land (a send through the wallet is followed by the Solana networks plugin): its status
 * is read on that connection until it is confirmed or failed (or a minute went by), then the
 * account's assets are announced changed, so its balance and portfolio are read again. Runs in the
 * background; the instance's end stops it.
 */
export async function refreshAfterLanding(ctx: PluginContext, connection: Connection, signature: TransactionSignature): Promise<void> {
  await waitForLanding(ctx, async () => {
    const status = (await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]
    return Boolean(status && (status.err !== null || status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
  })
  const caipAddress = ctx.getState().accounts.solana?.caipAddress
  if (!ctx.signal.aborted && caipAddress) ctx.dispatch({ type: 'account/assets-changed', payload: { caipAddress } })
}
