import { VestibuleError } from 'vestibule/plugin'
import type { BitcoinMessageProtocol, BitcoinStandardWallet, BitcoinWalletAccount } from './bitcoinWalletTypes'

/** A sats-connect provider (Xverse's `BitcoinProvider`): JSON-RPC envelopes from `request`. */
interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

/** An entry of `window.btc_providers`, sats-connect's list of injected Bitcoin wallets. */
interface SatsConnectListing {
  readonly id: string
  readonly name: string
  readonly icon: string
}

/** sats-connect's "user rejected" (RpcErrorCode.USER_REJECTION). */
const USER_REJECTION = -32000

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), char => char.charCodeAt(0))

/** `id` is a dotted path on window (`XverseProviders.BitcoinProvider`), as sats-connect's getProviderById reads it. */
function providerAt(win: object, id: string): SatsConnectProvider | undefined {
  const found = id.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), win)
  return found && typeof (found as SatsConnectProvider).request === 'function' ? (found as SatsConnectProvider) : undefined
}

/**
 * The sats-connect wallets a page lists in `window.btc_providers`, each as a Bitcoin Wallet Standard
 * wallet (the connector's one shape): `bitcoin:connect` is `getAccounts`, `bitcoin:signMessage`
 * `signMessage`, the two transaction features `signPsbt`. A refusal throws 4001, as the standard's
 * wallets reject.
 *
 * @example
 * satsConnectWallets(window) // [{ name: 'Xverse', chains: ['bitcoin:mainnet'], features: { 'bitcoin:connect': … } }]
 */
export function satsConnectWallets(win: object): BitcoinStandardWallet[] {
  const listings = (win as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listings)) return []
  const wallets: BitcoinStandardWallet[] = []
  for (const listing of listings as SatsConnectListing[]) {
    if (typeof listing?.id !== 'string' || typeof listing.name !== 'string') continue
    const provider = providerAt(win, listing.id)
    if (provider) wallets.push(satsConnectWallet(listing, provider))
  }
  return wallets
}

function satsConnectWallet(listing: SatsConnectListing, provider: SatsConnectProvider): BitcoinStandardWallet {
  let accounts: BitcoinWalletAccount[] = []
  const call = async <T>(method: string, params: unknown): Promise<T> => {
    const answer = (await provider.request(method, params)) as { result?: T; error?: { code?: number; message?: string } }
    if (answer?.error)
      throw new VestibuleError(answer.error.message ?? `${method} failed`, { code: answer.error.code === USER_REJECTION ? 4001 : answer.error.code })
    return answer?.result as T
  }
  const toPsbtCall = (
    input: { psbt: Uint8Array; inputsToSign: readonly { account: BitcoinWalletAccount; signingIndexes: readonly number[] }[] },
    broadcast: boolean,
  ) =>
    call<{ psbt: string; txid?: string }>('signPsbt', {
      psbt: toBase64(input.psbt),
      signInputs: Object.fromEntries(input.inputsToSign.map(({ account, signingIndexes }) => [account.address, [...signingIndexes]])),
      broadcast,
    })
  return {
    name: listing.name,
    icon: listing.icon,
    chains: ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        connect: async ({ purposes = ['payment', 'ordinals'] }: { purposes?: readonly string[] } = {}) => {
          const result = await call<{ address: string; purpose: string }[]>('getAccounts', { purposes: [...purposes] })
          // In the purposes' order, as the standard's wallets answer.
          accounts = purposes
            .flatMap(purpose => result.filter(a => a.purpose === purpose))
            .map(a => ({ address: a.address, publicKey: new Uint8Array(), chains: [], features: [] }))
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        protocols: ['bip322', 'ecdsa'],
        signMessage: async (...inputs: { account: BitcoinWalletAccount; message: Uint8Array; protocol?: BitcoinMessageProtocol }[]) => {
          const outputs = []
          for (const { account, message, protocol } of inputs) {
            const { signature } = await call<{ signature: string }>('signMessage', {
              address: account.address,
              message: new TextDecoder().decode(message),
              protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
            })
            outputs.push({ signedMessage: message, signature: fromBase64(signature) })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        signTransaction: async (...inputs: Parameters<typeof toPsbtCall>[0][]) => {
          const outputs = []
          for (const input of inputs) outputs.push({ signedPsbt: fromBase64((await toPsbtCall(input, false)).psbt) })
          return outputs
        },
      },
      'bitcoin:signAndSendTransaction': {
        signAndSendTransaction: async (...inputs: Parameters<typeof toPsbtCall>[0][]) => {
          const outputs = []
          for (const input of inputs) outputs.push({ txId: (await toPsbtCall(input, true)).txid ?? '' })
          return outputs
        },
      },
      // sats-connect has no disconnect a site can call: the modal forgets the addresses.
      'standard:disconnect': {
        disconnect: async () => {
          accounts = []
        },
      },
    },
  }
}
