import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from './providerRpcError'

/** A chain the wallet knows: the configured local chains, plus any added by wallet_addEthereumChain. */
export type SandboxWalletChain = {
  chainId: number
  rpcUrl: string
  name: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** How state-changing requests are answered: by a person (prompt), always yes, always no (4001). */
export type ApprovalMode = 'prompt' | 'auto' | 'reject'

/** What the wallet asks its user about; `summary` is one human-readable line. */
export type ApprovalRequest = {
  id: number
  method: string
  summary: string
  params: unknown
  /** EVM chain id, or the CAIP-2 id of a Solana chain (the same prompt serves both). */
  chainId: number | string
  /** 0x address (EVM) or base58 public key (Solana). */
  account: Address | string
}

/** Resolves true to approve, false to reject; the prompt UI is one implementation. */
export type Approver = (request: ApprovalRequest) => Promise<boolean>

/** EIP-6963 provider info. */
export type EIP6963ProviderInfo = {
  uuid: string
  name: string
  /** EIP-6963 requires a data URI. */
  icon: `data:image/${string}`
  rdns: string
}

/** EIP-2255 permission record, as wallet_getPermissions returns it. */
export type Eip2255Permission = {
  invoker: string
  parentCapability: 'eth_accounts'
  caveats: Array<{ type: string; value: unknown }>
  date: number
}

/** Where granted permissions live; localStorage in the browser, memory in node tests. */
export type PermissionStore = {
  read: () => Eip2255Permission[]
  write: (permissions: Eip2255Permission[]) => void
  clear: () => void
}

export type RequestArguments = { method: string; params?: unknown }

/** EIP-1193 events with their arguments. */
export type SandboxWalletEvents = {
  accountsChanged: [accounts: Address[]]
  chainChanged: [chainId: Hex]
  connect: [info: { chainId: Hex }]
  disconnect: [error: ProviderRpcError]
}

export type SandboxWalletEventName = keyof SandboxWalletEvents

export type SandboxWalletListener<Event extends SandboxWalletEventName> = (...args: SandboxWalletEvents[Event]) => void

/** An EIP-1193 provider. */
export type SandboxWalletProvider = {
  readonly isSandboxWallet: true
  request: (args: RequestArguments) => Promise<unknown>
  on: <Event extends SandboxWalletEventName>(event: Event, listener: SandboxWalletListener<Event>) => SandboxWalletProvider
  removeListener: <Event extends SandboxWalletEventName>(event: Event, listener: SandboxWalletListener<Event>) => SandboxWalletProvider
  /** Same as removeListener; extension providers are EventEmitters and have both. */
  off: <Event extends SandboxWalletEventName>(event: Event, listener: SandboxWalletListener<Event>) => SandboxWalletProvider
  /** False after disconnectFromWallet() until the next grant of accounts. */
  isConnected: () => boolean
}

export type SandboxWalletState = {
  accountIndex: number
  /** The selected account, whether or not the site may see it. */
  address: Address
  /** What eth_accounts answers. */
  accounts: Address[]
  permitted: boolean
  chainId: number
  chains: SandboxWalletChain[]
  approval: ApprovalMode
  connected: boolean
}

/** Test and demo controls, the buttons a real extension would have. */
export type SandboxWalletControls = {
  setApproval: (mode: ApprovalMode) => void
  /** The next request that needs approval is rejected with 4001, whatever the mode. */
  rejectNext: () => void
  /** The user disconnects the site in the wallet: permission revoked, `disconnect` then `accountsChanged []`. */
  disconnectFromWallet: () => void
  /** The user picks another account; emits accountsChanged if the site is connected. */
  setAccountIndex: (index: number) => void
  getState: () => SandboxWalletState
}

export type SandboxWallet = SandboxWalletControls & {
  provider: SandboxWalletProvider
  info: Readonly<EIP6963ProviderInfo>
}
