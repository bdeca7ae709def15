import type { PluginContext } from '../plugins/definePlugin'
import { crossTabChanges } from './crossTabChanges'
import { readStoredSnapshot } from '../storage/readStoredSnapshot'

/**
 * Reads what another tab stored (validated, as a reload reads it) and dispatches what this tab must
 * do to match it. Loaded with `import()` on the first change another tab makes.
 *
 * @example
 * window.addEventListener('storage', () => void import('./takeUpOtherTab').then(m => m.takeUpOtherTab(ctx)))
 */
export function takeUpOtherTab(ctx: Pick<PluginContext, 'storage' | 'logger' | 'getState' | 'dispatch' | 'signal'>): void {
  if (ctx.signal.aborted) return
  for (const event of crossTabChanges(readStoredSnapshot(ctx.storage, ctx.logger), ctx.getState())) ctx.dispatch(event)
}
