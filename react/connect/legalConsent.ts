import { BehaviorSubject } from '../../core/rx/kernelRx'
import type { AppKit } from '../../core'

/**
 * Whether the visitor ticked the legal checkbox (`features.legalCheckbox`), per instance and for the
 * page's life: closing the modal or leaving the Connect view and coming back keeps the tick, as AppKit
 * does. It is the visitor's answer to this page, not connection state, so it is neither stored nor logged.
 */
const consents = new WeakMap<AppKit, BehaviorSubject<boolean>>()

export function legalConsent(appKit: AppKit): BehaviorSubject<boolean> {
  let consent = consents.get(appKit)
  if (!consent) consents.set(appKit, (consent = new BehaviorSubject(false)))
  return consent
}
