import { type ComponentType, lazy } from 'react'
import type { ConnectMethod } from '../connect/connectMethodsOrder'

/** A connect method a feature draws in the Connect view (SPEC §1: email, social), as a lazy chunk. */
export interface ConnectMethodEntry {
  readonly load: () => Promise<ComponentType>
  /** Whether the method shows, from the connectors registered (an AUTH connector for email). */
  readonly shown: (connectorTypes: readonly string[]) => boolean
}

const methods = new Map<ConnectMethod, { readonly Component: ComponentType; readonly shown: ConnectMethodEntry['shown'] }>()

/** Registers a feature's connect methods; the first registration of a method wins. */
export function registerConnectMethods(entries: Partial<Record<ConnectMethod, ConnectMethodEntry>>): void {
  for (const [method, entry] of Object.entries(entries) as [ConnectMethod, ConnectMethodEntry][]) {
    if (!methods.has(method)) methods.set(method, { Component: lazy(() => entry.load().then(Component => ({ default: Component }))), shown: entry.shown })
  }
}

/** The component drawing `method`, when a feature registered it and it shows for these connectors. */
export function connectMethodComponent(method: ConnectMethod, connectorTypes: readonly string[]): ComponentType | undefined {
  const entry = methods.get(method)
  return entry?.shown(connectorTypes) ? entry.Component : undefined
}
