import type { CaipNetworkId, ChainNamespace, ViewData } from '../../../core'
import { CHAIN_NAMESPACES } from '../../../core/constants'

/** A string argument the view was opened with, or undefined. */
export function viewDataString(data: ViewData | null, key: string): string | undefined {
  const value = data?.[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function viewDataCaipNetworkId(data: ViewData | null): CaipNetworkId | undefined {
  return viewDataString(data, 'caipNetworkId') as CaipNetworkId | undefined
}

export function viewDataNamespace(data: ViewData | null): ChainNamespace | undefined {
  const namespace = viewDataString(data, 'namespace')
  return (CHAIN_NAMESPACES as readonly string[]).includes(namespace ?? '') ? (namespace as ChainNamespace) : undefined
}
