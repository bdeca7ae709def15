import type { AppKit } from '../../core'

let defaultAppKit: AppKit | undefined

/** The instance `createAppKit` made last in the browser: hooks use it outside an `<AppKitProvider>`, as AppKit's hooks use its singleton. Never set during server rendering, where it would be shared by every request. */
export function setDefaultAppKit(appKit: AppKit | undefined): void {
  defaultAppKit = appKit
}

export function getDefaultAppKit(): AppKit | undefined {
  return defaultAppKit
}
