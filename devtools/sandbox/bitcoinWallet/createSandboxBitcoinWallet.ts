import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardDisconnect,
  StandardEvents,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import type { BitcoinAddressPurpose, BitcoinSandboxAddress } from '../bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_LOCAL_WALLET_CHAIN } from '../bitcoin/bitcoinSandboxConstants'
import { ProviderRpcError } from '../wallet/providerRpcError'
import { SANDBOX_WALLET_ICON } from '../wallet/sandboxWalletIcon'
import type { ApprovalMode } from '../wallet/sandboxWalletTypes'
import { createBitcoinWalletCore, type CreateSandboxBitcoinWalletParameters } from './bitcoinWalletCore'
import {
  BitcoinConnect,
  BitcoinSignAndSendTransaction,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinSigHashFlag,
  type SandboxBitcoinWalletFeatures,
} from './bitcoinWalletFeatures'
import { createSatsConnectProvider, type SatsConnectProvider } from './satsConnectProvider'

import type { BitcoinGrantStore } from './bitcoinWalletCore'
export type { BitcoinGrantStore, CreateSandboxBitcoinWalletParameters } from './bitcoinWalletCore'

export type SandboxBitcoinWallet = {
  /** The Wallet Standard side (bitcoin:connect, signMessage, signTransaction, signAndSendTransaction). */
  wallet: Wallet & { features: SandboxBitcoinWalletFeatures & StandardDisconnectFeature & StandardEventsFeature }
  /** The sats-connect side (Xverse's `BitcoinProvider.request(method, params)`). */
  provider: SatsConnectProvider
  setApproval(mode: ApprovalMode): void
  /** The next request needing approval is refused (4001 on the Wallet Standard side, -32000 on sats-connect's). */
  rejectNext(): void
  setAccountIndex(index: number): void
  disconnectFromWallet(): void
  getState(): { payment: string; ordinals: string; accountIndex: number; connected: boolean; approval: ApprovalMode }
}

/**
 * The sandbox's Bitcoin wallet, with both faces dapps meet in the wild: the Bitcoin Wallet Standard
 * features (Exodus, Phantom, OKX) and the sats-connect provider (Xverse's `request`). It signs with
 * real keys of the local chain's funded accounts (P2WPKH payment, P2TR ordinals), reads coins and
 * fee rates from the chain's Esplora API and sends there; every signature goes through the same
 * Approve/Reject prompt as the EVM and Solana sandbox wallets.
 *
 * @example
 * const sandbox = createSandboxBitcoinWallet({ esploraUrl, approval: 'auto' })
 * registerWallet(sandbox.wallet)
 * await sandbox.provider.request('getAccounts', { purposes: ['payment'] })
 */
export function createSandboxBitcoinWallet(parameters: CreateSandboxBitcoinWalletParameters): SandboxBitcoinWallet {
  const listeners = new Set<StandardEventsListeners['change']>()
  const core = createBitcoinWalletCore(parameters, () => {
    for (const listener of listeners) listener({ accounts: wallet.accounts })
  })
  const toAccount = (address: BitcoinSandboxAddress): WalletAccount =>
    Object.freeze({
      address: address.address,
      publicKey: hex.decode(address.publicKey),
      chains: [BITCOIN_LOCAL_WALLET_CHAIN] as const,
      features: [BitcoinSignMessage, BitcoinSignTransaction, BitcoinSignAndSendTransaction] as const,
      label: `Sandbox Bitcoin ${core.account().index + 1} (${address.purpose})`,
    })
  const accounts = (purposes: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']) => purposes.map(purpose => toAccount(core.account()[purpose]))
  const signersOf = (inputsToSign: readonly { account: WalletAccount; signingIndexes: readonly number[]; sigHash?: BitcoinSigHashFlag }[]) =>
    inputsToSign.map(({ account, signingIndexes, sigHash }) => ({ address: account.address, indexes: signingIndexes, ...(sigHash ? { sigHash } : {}) }))
  const assertChain = (chain: string | undefined) => {
    if (chain !== undefined && chain !== BITCOIN_LOCAL_WALLET_CHAIN) throw new ProviderRpcError(4901, `The wallet has no node for ${chain}`)
  }

  const wallet: SandboxBitcoinWallet['wallet'] = {
    version: '1.0.0',
    name: parameters.name ?? 'Sandbox Wallet',
    icon: base64Icon(SANDBOX_WALLET_ICON),
    chains: [BITCOIN_LOCAL_WALLET_CHAIN],
    get accounts() {
      return core.isConnected() ? accounts() : []
    },
    features: {
      [BitcoinConnect]: {
        version: '1.0.0',
        connect: async input => {
          await core.connect()
          return { accounts: accounts(input?.purposes) }
        },
      },
      [BitcoinSignMessage]: {
        version: '1.0.0',
        // The Wallet Standard carries bytes: the BIP-322 simple witness, base64-decoded.
        signMessage: async (...inputs) => {
          const outputs = []
          for (const input of inputs)
            outputs.push({ signedMessage: input.message, signature: base64.decode((await core.signMessage(input.account.address, input.message)).signature) })
          return outputs
        },
      },
      [BitcoinSignTransaction]: {
        version: '1.0.0',
        signTransaction: async (...inputs) => {
          const outputs = []
          for (const input of inputs) {
            assertChain(input.chain)
            outputs.push({ signedPsbt: (await core.signPsbt(input.psbt, signersOf(input.inputsToSign))).psbt })
          }
          return outputs
        },
      },
      [BitcoinSignAndSendTransaction]: {
        version: '1.0.0',
        signAndSendTransaction: async (...inputs) => {
          const outputs = []
          for (const input of inputs) {
            assertChain(input.chain)
            outputs.push({ txId: (await core.signPsbt(input.psbt, signersOf(input.inputsToSign), true)).txid! })
          }
          return outputs
        },
      },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => core.disconnect() },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }

  return {
    wallet,
    provider: createSatsConnectProvider(core),
    setApproval: mode => core.gate.setMode(mode),
    rejectNext: () => core.gate.rejectNext(),
    setAccountIndex: index => core.setAccountIndex(index),
    disconnectFromWallet: () => core.disconnect(),
    getState: () => ({
      payment: core.account().payment.address,
      ordinals: core.account().ordinals.address,
      accountIndex: core.account().index,
      connected: core.isConnected(),
      approval: core.gate.getMode(),
    }),
  }
}

/** The Wallet Standard wants a base64 data URI; the sandbox icon is a URL-encoded SVG. */
function base64Icon(icon: string): WalletIcon {
  const svg = decodeURIComponent(icon.slice(icon.indexOf(',') + 1))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** Browser grant store: a page reload keeps the grant, as an extension does. */
export function localStorageBitcoinGrants(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key = 'sandbox-bitcoin-wallet:granted',
): BitcoinGrantStore {
  return {
    read: () => storage.getItem(key) === 'true',
    write: granted => (granted ? storage.setItem(key, 'true') : storage.removeItem(key)),
  }
}
