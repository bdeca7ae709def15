import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, mergeRequiredAndOptionalNamespaces, normalizeNamespaces } from '@walletconnect/utils'
import type { Address } from 'viem'
import { PHONE_EVENTS, PHONE_METHODS } from './phoneMethods'

/** CAIP-2 `eip155:<id>`. */
export const caip2 = (chainId: number): string => `eip155:${chainId}`

/** CAIP-10 `eip155:<id>:<address>`. */
export const caip10 = (chainId: number, address: Address): string => `${caip2(chainId)}:${address}`

/** What the dapp asked for, across required and optional namespaces (CAIP-2 keys included). */
export function requestedNamespaces(proposal: ProposalTypes.Struct): ProposalTypes.OptionalNamespaces {
  return normalizeNamespaces(mergeRequiredAndOptionalNamespaces(proposal.requiredNamespaces ?? {}, proposal.optionalNamespaces ?? {}))
}

/** A non-EVM namespace the phone can approve: one chain, one account. */
export type NamespaceSupport = { namespace: string; caipNetworkId: string; address: string; methods: readonly string[] }

/**
 * The namespaces the phone approves a proposal with: the eip155 chains requested that it
 * knows, the selected account on each (CAIP-10), and the requested methods and events it
 * can serve (`buildApprovedNamespaces` intersects, and enforces required namespaces); with
 * Solana or Bitcoin sides, their local chain too when the dapp asked for it.
 * Throws when nothing is left, so the caller can reject with UNSUPPORTED_CHAINS.
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainIds: readonly number[],
  address: Address,
  others: readonly NamespaceSupport[] = [],
): SessionTypes.Namespaces {
  const requested = requestedNamespaces(proposal)
  const namespaces = buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains: chainIds.map(caip2),
        methods: [...PHONE_METHODS.keys()],
        events: [...PHONE_EVENTS],
        accounts: chainIds.map(chainId => caip10(chainId, address)),
      },
      // Offered only when asked for: buildApprovedNamespaces keeps every supported namespace.
      ...Object.fromEntries(
        others
          .filter(side => requested[side.namespace]?.chains?.includes(side.caipNetworkId))
          .map(side => [
            side.namespace,
            { chains: [side.caipNetworkId], methods: [...side.methods], events: [...PHONE_EVENTS], accounts: [`${side.caipNetworkId}:${side.address}`] },
          ]),
      ),
    },
  })
  if (Object.keys(namespaces).length === 0) {
    const chains = Object.values(requested).flatMap(namespace => namespace.chains ?? [])
    throw new Error(`none of the requested chains (${chains.join(', ') || 'none'}) is one this wallet knows (${chainIds.map(caip2).join(', ')})`)
  }
  return namespaces
}

/** The session's namespaces with a chain added (and the account on it); undefined when it is already there. */
export function withChain(namespaces: SessionTypes.Namespaces, chainId: number, address: Address): SessionTypes.Namespaces | undefined {
  const eip155 = namespaces.eip155
  if (!eip155 || eip155.chains?.includes(caip2(chainId))) return undefined
  return {
    ...namespaces,
    eip155: {
      ...eip155,
      chains: [...(eip155.chains ?? []), caip2(chainId)],
      accounts: [...eip155.accounts, caip10(chainId, address)],
    },
  }
}

/** The session's namespaces with every eip155 account replaced by `address`; undefined when nothing changes. */
export function withAddress(namespaces: SessionTypes.Namespaces, address: Address): SessionTypes.Namespaces | undefined {
  const eip155 = namespaces.eip155
  if (!eip155) return undefined
  const accounts = eip155.accounts.map(account => `${account.split(':').slice(0, 2).join(':')}:${address}`)
  if (accounts.every((account, index) => account === eip155.accounts[index])) return undefined
  return { ...namespaces, eip155: { ...eip155, accounts } }
}

/** The chains of a session's eip155 namespace, as numbers. */
export function sessionChainIds(namespaces: SessionTypes.Namespaces): number[] {
  const eip155 = namespaces.eip155
  const chains = eip155?.chains ?? eip155?.accounts.map(account => account.split(':').slice(0, 2).join(':')) ?? []
  return [...new Set(chains.map(chain => Number(chain.split(':')[1])))]
}
