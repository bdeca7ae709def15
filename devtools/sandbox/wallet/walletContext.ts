import { mnemonicToAccount } from 'viem/accounts'
import type { HDAccount } from 'viem/accounts'
import type { Address } from 'viem'
import { numberToHex } from 'viem'
import type { ApprovalGate } from './approvalGate'
import { forwardRpc } from './forwardRpc'
import type { WalletEvents } from './walletEvents'
import type { Eip2255Permission, PermissionStore, SandboxWalletChain } from './sandboxWalletTypes'

/** Mutable wallet state; only the wallet's own methods and controls change it. */
type WalletState = { chainId: number; accountIndex: number; connected: boolean }

export type CreateWalletContextParameters = {
  mnemonic: string
  accountIndex: number
  chains: readonly SandboxWalletChain[]
  events: WalletEvents
  gate: ApprovalGate
  store: PermissionStore
  /** Who asked for the permission (EIP-2255 `invoker`): the page origin. */
  invoker: string
}

/**
 * Everything a request handler may use: the keys, the known chains, the
 * permission, the approval gate and the event channel. Kept free of the DOM so
 * the wallet runs, and is tested, in node.
 */
export function createWalletContext(parameters: CreateWalletContextParameters) {
  const { mnemonic, events, gate, store, invoker } = parameters
  const [firstChain] = parameters.chains
  if (!firstChain) throw new Error('the sandbox wallet needs at least one chain')
  const chains = new Map(parameters.chains.map(chain => [chain.chainId, chain]))
  const state: WalletState = { chainId: firstChain.chainId, accountIndex: parameters.accountIndex, connected: true }
  // Deriving a key runs PBKDF2 over the mnemonic; do it once per account index.
  const accounts = new Map<number, HDAccount>()

  function account(): HDAccount {
    let derived = accounts.get(state.accountIndex)
    if (!derived) {
      derived = mnemonicToAccount(mnemonic, { addressIndex: state.accountIndex })
      accounts.set(state.accountIndex, derived)
    }
    return derived
  }

  function currentChain(): SandboxWalletChain {
    const chain = chains.get(state.chainId)
    if (!chain) throw new Error(`current chain ${state.chainId} is not known`)
    return chain
  }

  const isPermitted = (): boolean => store.read().some(permission => permission.parentCapability === 'eth_accounts')

  /** What eth_accounts shows the site: nothing until the user connected it. */
  const exposedAccounts = (): Address[] => (isPermitted() ? [account().address] : [])

  const chainIdHex = () => numberToHex(state.chainId)

  return {
    state,
    chains,
    events,
    gate,
    store,
    account,
    currentChain,
    isPermitted,
    exposedAccounts,
    chainIdHex,

    /** Asks the user (through the gate) about a request; throws 4001 on refusal. */
    approve: (method: string, params: unknown, summary: string): Promise<void> =>
      gate.approve({ method, params, summary, chainId: state.chainId, account: account().address }),

    /**
     * Records the site's permission and tells it about the account, like an
     * extension after "Connect". EIP-1193: accountsChanged only when what
     * eth_accounts returns actually changes.
     */
    grant(): Eip2255Permission[] {
      const wasPermitted = isPermitted()
      const permissions: Eip2255Permission[] = [{ invoker, parentCapability: 'eth_accounts', caveats: [], date: Date.now() }]
      store.write(permissions)
      if (!state.connected) {
        state.connected = true
        events.emit('connect', { chainId: chainIdHex() })
      }
      if (!wasPermitted) events.emit('accountsChanged', [account().address])
      return permissions
    },

    revoke(): void {
      const wasPermitted = isPermitted()
      store.clear()
      if (wasPermitted) events.emit('accountsChanged', [])
    },

    forward: (method: string, params: unknown): Promise<unknown> => forwardRpc(currentChain().rpcUrl, method, params),
  }
}

export type WalletContext = ReturnType<typeof createWalletContext>

export type MethodHandler = (context: WalletContext, params: unknown) => Promise<unknown>
