import { ed25519 } from '@noble/curves/ed25519'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_SANDBOX_ACCOUNT_COUNT, solanaSandboxSeed } from '../solana/solanaSandboxConstants'
import { createApprovalGate } from '../wallet/approvalGate'
import { ProviderRpcError } from '../wallet/providerRpcError'
import { SANDBOX_WALLET_ICON } from '../wallet/sandboxWalletIcon'
import type { ApprovalMode, Approver } from '../wallet/sandboxWalletTypes'

/** The chains the sandbox Solana wallet signs for (Wallet Standard ids); only the local one has an RPC. */
export const SANDBOX_SOLANA_CHAINS = [SOLANA_LOCAL_CAIP_NETWORK_ID] as const

export type SandboxSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** Where the wallet keeps "this site may see my account", as an extension would. */
export type SolanaGrantStore = { read(): boolean; write(granted: boolean): void }

export type CreateSandboxSolanaWalletParameters = {
  rpcUrl: string
  wsUrl?: string
  approval: ApprovalMode
  approver?: Approver
  accountIndex?: number
  /** Default: in memory. The browser entry passes localStorage, so a reload restores silently. */
  grants?: SolanaGrantStore
  /** Default 'Sandbox Wallet': the EVM sandbox wallet's brand, so the modal shows one multichain row. */
  name?: string
}

export type SandboxSolanaWallet = {
  wallet: Wallet & { features: SandboxSolanaWalletFeatures }
  setApproval(mode: ApprovalMode): void
  /** The next request needing approval is refused (code 4001, as Phantom and the EVM wallet do). */
  rejectNext(): void
  /** The user switches account in the wallet: a `change` event with the new account. */
  setAccountIndex(index: number): void
  /** The user disconnects the site in the wallet: grant revoked, `change` with no accounts. */
  disconnectFromWallet(): void
  getState(): { address: string; accountIndex: number; connected: boolean; approval: ApprovalMode }
}

/**
 * The sandbox's Solana wallet, a Wallet Standard wallet (standard:connect/disconnect/events,
 * solana:signMessage/signTransaction/signAndSendTransaction) that signs with a real ed25519
 * keypair of the local chain's funded accounts and sends through the local RPC. Every signature
 * goes through the same approval gate as the EVM sandbox wallet (Approve/Reject prompt).
 *
 * @example
 * const sandbox = createSandboxSolanaWallet({ rpcUrl, approval: 'auto' })
 * registerWallet(sandbox.wallet)
 */
export function createSandboxSolanaWallet(parameters: CreateSandboxSolanaWalletParameters): SandboxSolanaWallet {
  const gate = createApprovalGate(parameters.approval, parameters.approver)
  const grants = parameters.grants ?? memoryGrants()
  const connection = new Connection(parameters.rpcUrl, { commitment: 'confirmed', ...(parameters.wsUrl ? { wsEndpoint: parameters.wsUrl } : {}) })
  const listeners = new Set<StandardEventsListeners['change']>()
  let accountIndex = parameters.accountIndex ?? 0
  let connected = false

  const keypair = () => Keypair.fromSeed(solanaSandboxSeed(accountIndex))
  const account = (): WalletAccount => {
    const { publicKey } = keypair()
    return Object.freeze({
      address: publicKey.toBase58(),
      publicKey: publicKey.toBytes(),
      chains: SANDBOX_SOLANA_CHAINS,
      features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const,
      label: `Sandbox Solana ${accountIndex + 1}`,
    })
  }
  const emit = () => {
    for (const listener of listeners) listener({ accounts: wallet.accounts })
  }
  const assertAccount = (requested: WalletAccount) => {
    if (!connected || requested.address !== account().address) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
  }
  const signTransactionBytes = (bytes: Uint8Array) => {
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.sign([keypair()])
    return transaction
  }
  const summaryOf = (bytes: Uint8Array) => {
    const message = VersionedTransaction.deserialize(bytes).message
    return `${message.compiledInstructions.length} instruction(s), fee payer ${message.staticAccountKeys[0]?.toBase58().slice(0, 8)}…`
  }

  const connect: StandardConnectFeature[typeof StandardConnect]['connect'] = async input => {
    if (connected) return { accounts: wallet.accounts }
    // `silent`: the app restores a connection the user already granted, without a prompt.
    if (input?.silent) {
      if (!grants.read()) return { accounts: [] }
    } else if (!grants.read()) {
      await gate.approve({
        method: 'standard:connect',
        summary: `Connect ${account().address}`,
        params: null,
        chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
        account: account().address,
      })
    }
    grants.write(true)
    connected = true
    emit()
    return { accounts: wallet.accounts }
  }

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]) => {
    for (const input of inputs) assertAccount(input.account)
    await gate.approve({
      method: SolanaSignMessage,
      summary: new TextDecoder().decode(inputs[0]?.message ?? new Uint8Array()),
      params: null,
      chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
      account: account().address,
    })
    const secret = keypair().secretKey.slice(0, 32)
    return inputs.map(input => ({ signedMessage: input.message, signature: ed25519.sign(input.message, secret), signatureType: 'ed25519' as const }))
  }

  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    for (const input of inputs) assertAccount(input.account)
    await gate.approve({
      method: SolanaSignTransaction,
      summary: inputs.map(i => summaryOf(i.transaction)).join('; '),
      params: null,
      chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
      account: account().address,
    })
    return inputs.map(input => ({ signedTransaction: signTransactionBytes(input.transaction).serialize() }))
  }

  const signAndSendTransaction = async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
    for (const input of inputs) {
      assertAccount(input.account)
      if (input.chain !== SOLANA_LOCAL_CAIP_NETWORK_ID) throw new ProviderRpcError(4901, `The wallet has no RPC for ${input.chain}`)
    }
    await gate.approve({
      method: SolanaSignAndSendTransaction,
      summary: inputs.map(i => summaryOf(i.transaction)).join('; '),
      params: null,
      chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
      account: account().address,
    })
    const outputs = []
    for (const input of inputs) {
      const transaction = signTransactionBytes(input.transaction)
      const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
      await connection.sendRawTransaction(transaction.serialize(), {
        ...(skipPreflight !== undefined ? { skipPreflight } : {}),
        ...(preflightCommitment ? { preflightCommitment } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(minContextSlot !== undefined ? { minContextSlot } : {}),
      })
      outputs.push({ signature: transaction.signatures[0]! })
    }
    return outputs
  }

  const wallet: Wallet & { features: SandboxSolanaWalletFeatures } = {
    version: '1.0.0',
    name: parameters.name ?? 'Sandbox Wallet',
    icon: base64Icon(SANDBOX_WALLET_ICON),
    chains: SANDBOX_SOLANA_CHAINS,
    get accounts() {
      return connected ? [account()] : []
    },
    features: {
      [StandardConnect]: { version: '1.0.0', connect },
      [StandardDisconnect]: {
        version: '1.0.0',
        disconnect: async () => {
          connected = false
          grants.write(false)
          emit()
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      [SolanaSignMessage]: { version: '1.1.0', signMessage },
      [SolanaSignTransaction]: { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
      [SolanaSignAndSendTransaction]: { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction },
    },
  }

  return {
    wallet,
    setApproval: mode => gate.setMode(mode),
    rejectNext: () => gate.rejectNext(),
    setAccountIndex(index) {
      if (!Number.isInteger(index) || index < 0 || index >= SOLANA_SANDBOX_ACCOUNT_COUNT)
        throw new RangeError(`account index must be 0 to ${SOLANA_SANDBOX_ACCOUNT_COUNT - 1}`)
      if (index === accountIndex) return
      accountIndex = index
      if (connected) emit()
    },
    disconnectFromWallet() {
      connected = false
      grants.write(false)
      emit()
    },
    getState: () => ({ address: account().address, accountIndex, connected, approval: gate.getMode() }),
  }
}

/** The Wallet Standard wants a base64 data URI; the sandbox icon is a URL-encoded SVG. */
function base64Icon(icon: string): WalletIcon {
  const svg = decodeURIComponent(icon.slice(icon.indexOf(',') + 1))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

function memoryGrants(): SolanaGrantStore {
  let granted = false
  return { read: () => granted, write: next => void (granted = next) }
}

/** Browser grant store: a page reload keeps the grant, as an extension does. */
export function localStorageGrants(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, key = 'sandbox-solana-wallet:granted'): SolanaGrantStore {
  return {
    read: () => storage.getItem(key) === 'true',
    write: granted => (granted ? storage.setItem(key, 'true') : storage.removeItem(key)),
  }
}
