import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { PendingProposal, PhonePeer, PhoneSession } from './phoneWalletTypes'
import { requestedNamespaces } from './sessionNamespaces'

const unique = (values: Iterable<string>): string[] => [...new Set(values)]

/** A peer as the phone page shows it (WalletConnect metadata may carry more). */
export function peerOf(metadata: { name: string; url: string; icons: string[] } | undefined): PhonePeer {
  return { name: metadata?.name ?? 'Unknown app', url: metadata?.url ?? '', icons: [...(metadata?.icons ?? [])] }
}

export function toPendingProposal(proposal: ProposalTypes.Struct): PendingProposal {
  const requested = Object.values(requestedNamespaces(proposal))
  return {
    id: proposal.id,
    peer: peerOf(proposal.proposer.metadata),
    chains: unique(requested.flatMap(namespace => namespace.chains ?? [])),
    methods: unique(requested.flatMap(namespace => namespace.methods)),
    events: unique(requested.flatMap(namespace => namespace.events)),
    expiresAt: (proposal.expiryTimestamp ?? 0) * 1000,
  }
}

/** A session across its namespaces (eip155 first, then Solana when approved). */
export function toPhoneSession(session: SessionTypes.Struct): PhoneSession {
  const namespaces = Object.values(session.namespaces)
  return {
    topic: session.topic,
    peer: peerOf(session.peer.metadata),
    chains: namespaces.flatMap(namespace => namespace.chains ?? []),
    accounts: namespaces.flatMap(namespace => namespace.accounts),
    methods: unique(namespaces.flatMap(namespace => namespace.methods)),
    events: unique(namespaces.flatMap(namespace => namespace.events)),
    expiresAt: session.expiry * 1000,
  }
}
