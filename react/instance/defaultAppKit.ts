import type { AppKit } from '../../core'

let defaultAppKit: AppKit | undefined

/**
 * The instance `createAppKit` made last: hooks use it outside an `<AppKitProvider>`, as AppKit's
 * hooks use its singleton. Set on a server too, where AppKit's Next.js pattern calls `createAppKit`
 * at module scope: that instance is shared by every request, but it never connects there (no
 * wallet, no storage, no fetch), and what differs per request (the visitor's connection, read from
 * a cookie) reaches the render through `<AppKitProvider initialState>`, never through the instance.
 */
export function setDefaultAppKit(appKit: AppKit | undefined): void {
  defaultAppKit = appKit
}

export function getDefaultAppKit(): AppKit | undefined {
  return defaultAppKit
}
