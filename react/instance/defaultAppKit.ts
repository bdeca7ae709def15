import type { AppKit } from '../../core'

let defaultAppKit: AppKit | undefined

/** The instance `createAppKit` made last: hooks use it outside an `<AppKitProvider>`, as AppKit's hooks use its singleton. */
export function setDefaultAppKit(appKit: AppKit | undefined): void {
  defaultAppKit = appKit
}

export function getDefaultAppKit(): AppKit | undefined {
  return defaultAppKit
}
