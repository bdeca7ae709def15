import type { Account, ConnectorContext } from 'vestibule/plugin'
import type { EmbeddedWalletClient } from './embeddedWalletClient'

export interface EmbeddedSessionChanges {
  /** The secure site has no session any more (signed out there, or expired). */
  ended(): void
  /** The session is another account's now (another login on the secure site). */
  accounts(accounts: readonly Account[]): void
}

/**
 * SPEC §4 SESSION_UPDATE and RELOAD while the embedded wallet is connected: the frame tells the
 * page its session changed, and the page follows at once (disconnect, or the new account). When the
 * visitor comes back to the page, the frame is asked to RELOAD its session: one ended where the frame
 * could not hear it (another browser, a storage the browser partitions) is found then.
 */
export function watchEmbeddedSession(
  ctx: ConnectorContext,
  client: EmbeddedWalletClient,
  on: EmbeddedSessionChanges,
  doc: Document | undefined = globalThis.document,
): () => void {
  let stopped = false
  const warn = (error: unknown) => ctx.logger.warn('The embedded wallet session could not be read again', error)
  const follow = async (connected: boolean | undefined): Promise<void> => {
    if (stopped || connected === undefined) return
    if (!connected) return on.ended()
    const { accounts } = await client.connection(false)
    if (!stopped) on.accounts(accounts)
  }
  const stopUpdates = client.onSessionUpdate(({ connected }) => void follow(connected).catch(warn))
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void client.reload().then(follow).catch(warn)
  }
  doc?.addEventListener('visibilitychange', onVisible)
  return () => {
    stopped = true
    stopUpdates()
    doc?.removeEventListener('visibilitychange', onVisible)
  }
}
