import { accountMethods } from './accountMethods'
import { createApprovalGate } from './approvalGate'
import { chainMethods } from './chainMethods'
import { isForwardable } from './forwardRpc'
import { createMemoryPermissionStore } from './permissionStore'
import { disconnected, invalidParams, toProviderRpcError, unsupportedMethod } from './providerRpcError'
import { SANDBOX_WALLET_ICON } from './sandboxWalletIcon'
import { transactionMethods } from './sendTransaction'
import { signingMethods } from './signingMethods'
import { SANDBOX_MNEMONIC } from '../sandboxConstants'
import type {
  ApprovalMode,
  Approver,
  EIP6963ProviderInfo,
  PermissionStore,
  RequestArguments,
  SandboxWallet,
  SandboxWalletChain,
  SandboxWalletProvider,
} from './sandboxWalletTypes'
import { createWalletContext } from './walletContext'
import type { MethodHandler } from './walletContext'
import { createWalletEvents } from './walletEvents'

export type CreateSandboxWalletParameters = {
  /** Known chains; the first is selected at start. */
  chains: readonly SandboxWalletChain[]
  mnemonic?: string
  accountIndex?: number
  approval: ApprovalMode
  /** Answers prompts in 'prompt' mode; the browser passes the DOM prompt, tests a scripted function. */
  approver?: Approver
  /** EIP-6963 info; defaults name 'Sandbox Wallet', rdns 'dev.vestibule.sandbox', the sandbox icon, a fresh uuid. */
  announce?: Partial<EIP6963ProviderInfo>
  /** Granted permissions; default in memory (the browser entry passes localStorage). */
  storage?: PermissionStore
  /** EIP-2255 invoker recorded with a grant; defaults to the page origin. */
  origin?: string
}

// A Map, not an object: a method named `toString` or `__proto__` must not find a handler.
const HANDLERS = new Map<string, MethodHandler>(Object.entries({ ...accountMethods, ...chainMethods, ...signingMethods, ...transactionMethods }))

/**
 * The sandbox wallet: an EIP-1193 provider that behaves like a browser
 * extension (permissions, prompts, chain switching, local signing) on top of
 * the local nodes, plus the controls a test needs. No DOM here; the prompt UI
 * and the EIP-6963 announcement are separate modules.
 *
 * @example
 * const wallet = createSandboxWallet({ chains: [{ chainId: 31337, rpcUrl, name: 'Sandbox Alpha' }], approval: 'auto' })
 * const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' }) as Address[]
 * wallet.rejectNext() // the next signature request fails with 4001
 */
export function createSandboxWallet(parameters: CreateSandboxWalletParameters): SandboxWallet {
  const { mnemonic = SANDBOX_MNEMONIC, accountIndex = 0, approval, approver } = parameters
  assertAccountIndex(accountIndex)
  const events = createWalletEvents()
  const gate = createApprovalGate(approval, approver)
  const context = createWalletContext({
    mnemonic,
    accountIndex,
    chains: parameters.chains,
    events,
    gate,
    store: parameters.storage ?? createMemoryPermissionStore(),
    invoker: parameters.origin ?? globalThis.location?.origin ?? 'unknown',
  })
  const info: Readonly<EIP6963ProviderInfo> = Object.freeze({
    uuid: parameters.announce?.uuid ?? crypto.randomUUID(),
    name: parameters.announce?.name ?? 'Sandbox Wallet',
    icon: parameters.announce?.icon ?? SANDBOX_WALLET_ICON,
    rdns: parameters.announce?.rdns ?? 'dev.vestibule.sandbox',
  })

  async function request(args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') throw invalidParams('request expects { method, params? }')
    const { method, params } = args
    try {
      const handler = HANDLERS.get(method)
      if (handler) return await handler(context, params)
      if (isForwardable(method)) return await context.forward(method, params)
      throw unsupportedMethod(method)
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }

  const provider: SandboxWalletProvider = {
    isSandboxWallet: true,
    request,
    on: (event, listener) => {
      events.on(event, listener)
      return provider
    },
    removeListener: (event, listener) => {
      events.off(event, listener)
      return provider
    },
    off: (event, listener) => provider.removeListener(event, listener),
    isConnected: () => context.state.connected,
  }

  // EIP-1193: `connect` once the provider can serve a chain; deferred so listeners attached right after creation hear it.
  setTimeout(() => {
    if (context.state.connected) events.emit('connect', { chainId: context.chainIdHex() })
  }, 0)

  return {
    provider,
    info,
    setApproval: mode => gate.setMode(mode),
    rejectNext: () => gate.rejectNext(),
    disconnectFromWallet: () => {
      context.store.clear()
      context.state.connected = false
      events.emit('disconnect', disconnected())
      events.emit('accountsChanged', [])
    },
    setAccountIndex: index => {
      assertAccountIndex(index)
      if (index === context.state.accountIndex) return
      context.state.accountIndex = index
      if (context.isPermitted()) events.emit('accountsChanged', context.exposedAccounts())
    },
    getState: () => ({
      accountIndex: context.state.accountIndex,
      address: context.account().address,
      accounts: context.exposedAccounts(),
      permitted: context.isPermitted(),
      chainId: context.state.chainId,
      chains: [...context.chains.values()].map(chain => ({ ...chain })),
      approval: gate.getMode(),
      connected: context.state.connected,
    }),
  }
}

/** BIP-32 non-hardened child indexes stop at 2^31 - 1. */
function assertAccountIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index > 0x7fffffff) throw new RangeError(`account index must be an integer from 0 to 2147483647, got ${index}`)
}
