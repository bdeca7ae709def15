import type { PluginContext } from 'vestibule/plugin'

/**
 * Where the wagmi connector (made with the adapter, before `createAppKit`) finds the instance it
 * drives: the adapter's plugin hands its context over at setup. `restored` settles once the
 * instance has read its stored connection (`storage/restored`), so wagmi's `reconnect` knows
 * whether there is one to wait for.
 */
export interface VestibuleLink {
  readonly context: Promise<PluginContext>
  readonly restored: Promise<void>
  attach(ctx: PluginContext): void
  markRestored(): void
}

export function createVestibuleLink(): VestibuleLink {
  let attach!: (ctx: PluginContext) => void
  let markRestored!: () => void
  const context = new Promise<PluginContext>(resolve => (attach = resolve))
  const restored = new Promise<void>(resolve => (markRestored = resolve))
  return { context, restored, attach: ctx => attach(ctx), markRestored: () => markRestored() }
}
