import { namespaceOf, splitCaipAddress, type ChainNamespace } from '../events/caip'
import type { CaipNetwork } from '../schemas'
import type { VestibuleState } from '../state/state'

export type GetCaipNetworkParameters = ChainNamespace | undefined
export type GetCaipNetworkReturnType = CaipNetwork | undefined

/**
 * AppKit's `getCaipNetwork`: the active network, or with a namespace that namespace's network (the
 * one `id` names, else the one its account is on, else its first configured network). Undefined while the wallet sits on a
 * network the app does not configure.
 *
 * @example
 * getCaipNetwork(appKit.getState())?.name // 'Ethereum'
 * getCaipNetwork(appKit.getState(), 'solana')?.caipNetworkId // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function getCaipNetwork(state: VestibuleState, namespace?: GetCaipNetworkParameters, id?: string | number): GetCaipNetworkReturnType {
  const networks = state.options?.networks ?? []
  // As AppKit's: with a namespace and an id, that network of the namespace when the app has it.
  const byId = namespace && id !== undefined ? networks.find(network => network.chainNamespace === namespace && network.id === id) : undefined
  if (byId) return byId
  const active = state.activeCaipNetworkId
  if (!namespace || (active && namespaceOf(active) === namespace)) {
    return active
      ? networks.find(network => network.caipNetworkId === active)
      : (networks.find(n => n.caipNetworkId === state.options?.defaultNetwork) ?? networks[0])
  }
  const caipAddress = state.accounts[namespace]?.caipAddress
  const onNetwork = caipAddress ? splitCaipAddress(caipAddress).caipNetworkId : undefined
  return networks.find(network => network.caipNetworkId === onNetwork) ?? networks.find(network => network.chainNamespace === namespace)
}

/**
 * AppKit's `getChainId` (and its `getCaipNetworkId`, which gives the same): the active network's
 * CAIP-2 reference, a number on eip155.
 *
 * @example
 * getChainId(appKit.getState()) // 1
 */
export function getChainId(state: VestibuleState): number | string | undefined {
  const active = state.activeCaipNetworkId
  if (!active) return undefined
  const network = state.options?.networks.find(n => n.caipNetworkId === active)
  if (network) return network.id
  const reference = active.slice(active.indexOf(':') + 1)
  return namespaceOf(active) === 'eip155' ? Number(reference) : reference
}
