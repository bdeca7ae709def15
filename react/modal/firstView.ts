import type { AppKit } from '../../core'
import { FIRST_VIEW_KEY } from '../../core/scheduling/afterFirstView'

const resolvers = new WeakMap<AppKit, () => void>()

/** The modal is mounted: work that waits for its first view (`afterFirstView`) may now wait for it. */
export function expectFirstView(appKit: AppKit): void {
  if (appKit.registry.has(FIRST_VIEW_KEY)) return
  appKit.registry.set(FIRST_VIEW_KEY, new Promise<void>(resolve => resolvers.set(appKit, resolve)))
}

/** The modal committed a view while open. */
export function firstViewDrawn(appKit: AppKit): void {
  resolvers.get(appKit)?.()
}
