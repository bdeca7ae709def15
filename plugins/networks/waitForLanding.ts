import type { PluginContext } from 'vestibule/plugin'

/** How often a sent transaction's status is read, and how many times before its account's assets are read anyway (a minute). */
const POLL_MS = 1_000
const POLLS = 60

/**
 * Resolves once `landed` says the sent transaction is on chain (failed ones included: their fee
 * moved), after a minute without it, or when the plugin stops; a read that fails is tried at the
 * next poll. Never rejects. The network plugins' `landed`, written once.
 */
export async function waitForLanding(ctx: PluginContext, landed: () => Promise<boolean>): Promise<void> {
  for (let poll = 0; poll < POLLS && !ctx.signal.aborted; poll++) {
    if (await landed().catch(() => false)) return
    await new Promise<void>(resolve => {
      const done = () => {
        clearTimeout(timer)
        ctx.signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, POLL_MS)
      ctx.signal.addEventListener('abort', done)
    })
  }
}
