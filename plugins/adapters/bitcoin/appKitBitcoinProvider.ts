import * as z from 'zod/mini'
import type { CaipNetwork, ConnectorInfo, JsonValue, PluginContext } from 'vestibule/plugin'
import { requestConnectedWallet } from '../requestConnectedWallet'

/** An address of the connected wallet and what it is for, as AppKit's `BitcoinConnector.AccountAddress`. */
export interface AccountAddress {
  readonly address: string
  readonly purpose: 'payment' | 'ordinal'
}

/** AppKit's `BitcoinConnector.SignPSBTParams`: the PSBT base64, the inputs to sign by address. */
export interface SignPSBTParams {
  readonly network?: CaipNetwork
  readonly psbt: string
  readonly signInputs: readonly { readonly address: string; readonly index: number; readonly sighashTypes?: readonly number[] }[]
  readonly broadcast?: boolean
}

/**
 * AppKit's `BitcoinConnector` (`@reown/appkit-adapter-bitcoin`), what
 * `useAppKitProvider('bip122')` hands out: the connected wallet's addresses and its sign methods.
 */
export interface BitcoinConnector {
  readonly id: string
  readonly name: string
  readonly type: ConnectorInfo['type']
  readonly chain: 'bip122'
  readonly imageUrl: string | undefined
  /** The app's Bitcoin networks. */
  readonly chains: CaipNetwork[]
  getAccountAddresses(): Promise<AccountAddress[]>
  /** Resolves with the signature, base64 (BIP-322 simple). */
  signMessage(params: { readonly address: string; readonly message: string; readonly protocol?: 'ecdsa' | 'bip322' }): Promise<string>
  signPSBT(params: SignPSBTParams): Promise<{ psbt: string; txid?: string }>
  /** Pays `amount` sats to `recipient` from the payment address at the chain's fee rate; resolves with the txid. */
  sendTransfer(params: { readonly recipient: string; readonly amount: string }): Promise<string>
  disconnect(): Promise<void>
  request<T = JsonValue>(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<T>
}

const signatureSchema = z.object({ signature: z.string().check(z.minLength(1)) })
const psbtSchema = z.object({ psbt: z.string(), txid: z.optional(z.string()) })

/**
 * AppKit's Bitcoin connector object for one Bitcoin connector of the modal, built on the
 * connector's own requests (`requestConnectedWallet`): every signature goes to the wallet as
 * `rpc/requested`, through the checks and the log every request passes.
 *
 * @example
 * const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
 * const signature = await walletProvider.signMessage({ address, message: 'Hello' })
 */
export function appKitBitcoinProvider(ctx: PluginContext, connector: ConnectorInfo): BitcoinConnector {
  const wallet = { namespace: 'bip122', connectorId: connector.id, chainName: 'Bitcoin' } as const
  const request = (method: string, params: Record<string, JsonValue>) => requestConnectedWallet(ctx, wallet, method, [params])
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: 'bip122',
    imageUrl: connector.imageUrl,
    get chains() {
      return ctx.options.networks.filter(network => network.chainNamespace === 'bip122')
    },
    async getAccountAddresses() {
      const state = ctx.getState()
      if (state.activeConnectorIds.bip122 !== connector.id) return []
      const connection = state.connections.bip122?.find(c => c.connectorId === connector.id)
      // In the wallet's order (payment, then ordinals), whichever address the visitor made the account's.
      const addresses = (connection?.accounts ?? []).map(
        (account): AccountAddress => ({ address: account.address, purpose: account.type === 'ordinal' ? 'ordinal' : 'payment' }),
      )
      return [...addresses.filter(a => a.purpose === 'payment'), ...addresses.filter(a => a.purpose !== 'payment')]
    },
    async signMessage({ address, message, protocol }) {
      const answer = await request('signMessage', { address, message, ...(protocol ? { protocol } : {}) })
      return signatureSchema.parse(answer).signature
    },
    async signPSBT({ psbt, signInputs, broadcast }) {
      const answer = await request('signPSBT', {
        psbt,
        signInputs: signInputs.map(({ address, index, sighashTypes }) => ({ address, index, ...(sighashTypes ? { sighashTypes: [...sighashTypes] } : {}) })),
        ...(broadcast !== undefined ? { broadcast } : {}),
      })
      const { psbt: signed, txid } = psbtSchema.parse(answer)
      return txid ? { psbt: signed, txid } : { psbt: signed }
    },
    async sendTransfer({ recipient, amount }) {
      // The modal's Send path (bitcoinNetworks()' chain code, its PSBT checks), loaded on the first transfer.
      const { sendBitcoinTransfer } = await import('./sendBitcoinTransfer')
      return sendBitcoinTransfer(ctx, connector.id, { recipient, amount })
    },
    async disconnect() {
      if (ctx.getState().activeConnectorIds.bip122 === connector.id)
        ctx.dispatch({ type: 'connection/disconnect-requested', payload: { connectorId: connector.id, namespace: 'bip122' } })
    },
    async request<T>({ method, params }: { readonly method: string; readonly params?: readonly unknown[] | object }) {
      const list = params === undefined ? [] : Array.isArray(params) ? params : [params]
      return (await requestConnectedWallet(ctx, wallet, method, list as JsonValue[])) as T
    },
  }
}
