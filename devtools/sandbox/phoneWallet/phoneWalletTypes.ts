import type { Address } from 'viem'
import type { SandboxWalletChain } from '../wallet/sandboxWalletTypes'

/** A chain the phone wallet can serve: the sandbox chains, plus any added by wallet_addEthereumChain. */
export type PhoneChain = SandboxWalletChain

/**
 * How proposals and requests are answered: 'manual' waits for approve…/reject… (the phone
 * page, a test), 'auto' approves at once, 'reject' refuses (5000 for a proposal, 4001 for a
 * request). Reads (eth_chainId, eth_accounts) are always answered.
 */
export type PhoneApprovalMode = 'auto' | 'manual' | 'reject'

/** The other side of a pairing or session, from its WalletConnect metadata. */
export type PhonePeer = { name: string; url: string; icons: string[] }

export type PendingProposal = {
  id: number
  peer: PhonePeer
  /** CAIP-2 chains the dapp asked for, in every namespace (the wallet serves eip155, and Solana and Bitcoin when given their side). */
  chains: string[]
  methods: string[]
  events: string[]
  /** Epoch ms. */
  expiresAt: number
}

export type PendingRequest = {
  id: number
  topic: string
  peer: PhonePeer
  /** CAIP-2 chain the request is addressed to. */
  chainId: string
  method: string
  params: unknown
  /** One line for the person holding the phone. */
  summary: string
}

export type PhoneSession = {
  topic: string
  peer: PhonePeer
  chains: string[]
  /** CAIP-10 `eip155:<chain>:<address>` (and `solana:<chain>:<address>` when approved). */
  accounts: string[]
  methods: string[]
  events: string[]
  /** Epoch ms. */
  expiresAt: number
}

/** Everything the phone page shows; JSON only. */
export type PhoneWalletState = {
  address: Address
  accountIndex: number
  /** The chain selected in the wallet (what chainChanged announces). */
  chainId: number
  chains: Array<{ chainId: number; name: string }>
  approval: PhoneApprovalMode
  proposals: PendingProposal[]
  requests: PendingRequest[]
  sessions: PhoneSession[]
  /** The last failure of something the wallet did on its own (auto approval, a session update), for the page. */
  lastError?: string
}

export type PhoneWallet = {
  /** Pairs with a `wc:` URI; the proposal then arrives on its own (see proposals()). */
  pair: (uri: string) => Promise<void>
  getApproval: () => PhoneApprovalMode
  setApproval: (mode: PhoneApprovalMode) => void
  proposals: () => PendingProposal[]
  requests: () => PendingRequest[]
  sessions: () => PhoneSession[]
  /** Approves a proposal (default: the oldest) with every requested eip155 chain the wallet knows. */
  approveSession: (id?: number) => Promise<PhoneSession>
  /** Rejects a proposal (default: the oldest) with 5000 USER_REJECTED. */
  rejectSession: (id?: number) => Promise<void>
  /** Runs a pending request and sends its result (or the error it raised). */
  approveRequest: (id: number) => Promise<void>
  /** Answers a pending request with EIP-1193 4001. */
  rejectRequest: (id: number) => Promise<void>
  /** Wallet-initiated disconnect of one session, or of all. */
  disconnect: (topic?: string) => Promise<void>
  /** Selects a known chain: adds it to each session that lacks it, then emits chainChanged. */
  switchChain: (chainId: number) => Promise<void>
  /** Selects another account of the mnemonic: updates each session's accounts, then emits accountsChanged. */
  setAccountIndex: (index: number) => Promise<void>
  getState: () => PhoneWalletState
  /** Calls the listener after every change of getState(); returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /** Closes the relay socket and timers; sessions stay (a phone switched off does not end them). */
  destroy: () => Promise<void>
}
