import { type ComponentType, lazy } from 'react'
import type { AppKit } from '../../core'
import type { ConnectMethod } from '../connect/connectMethodsOrder'

/** A connect method a feature draws in the Connect view (SPEC §1: email, social), as a lazy chunk. */
export interface ConnectMethodEntry {
  readonly load: () => Promise<ComponentType>
  /** Whether the method shows, from the connectors registered (an AUTH connector for email). */
  readonly shown: (connectorTypes: readonly string[]) => boolean
}

interface RegisteredMethod {
  readonly Component: ComponentType
  readonly shown: ConnectMethodEntry['shown']
}

/** Each instance's features' connect methods: two instances on one page draw each its own. */
const registries = new WeakMap<AppKit, Map<ConnectMethod, RegisteredMethod>>()

/** Registers a feature's connect methods for the instance; the first registration of a method wins. */
export function registerConnectMethods(appKit: AppKit, entries: Partial<Record<ConnectMethod, ConnectMethodEntry>>): void {
  let methods = registries.get(appKit)
  if (!methods) registries.set(appKit, (methods = new Map()))
  for (const [method, entry] of Object.entries(entries) as [ConnectMethod, ConnectMethodEntry][]) {
    if (!methods.has(method)) methods.set(method, { Component: lazy(() => entry.load().then(Component => ({ default: Component }))), shown: entry.shown })
  }
}

/** The component drawing `method`, when one of the instance's features registered it and it shows for these connectors. */
export function connectMethodComponent(appKit: AppKit, method: ConnectMethod, connectorTypes: readonly string[]): ComponentType | undefined {
  const entry = registries.get(appKit)?.get(method)
  return entry?.shown(connectorTypes) ? entry.Component : undefined
}
