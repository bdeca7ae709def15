import { PublicKey, type Connection, type SendOptions, type TransactionSignature } from '@solana/web3.js'
import bs58 from 'bs58'
import * as z from 'zod/mini'
import { VestibuleError, awaitOutcome, type CaipNetwork, type ConnectorInfo, type JsonValue, type PluginContext } from 'vestibule/plugin'
import { refreshAfterLanding } from './refreshAfterLanding'
import { requestConnectedWallet } from '../requestConnectedWallet'
import { decodeTransaction, encodeTransaction, type AnyTransaction } from './solanaTransactions'

/** The provider's events, as AppKit's Solana providers emit them. */
export type SolanaProviderEvents = {
  connect: PublicKey
  disconnect: undefined
  accountsChanged: PublicKey
  chainChanged: string
}

type Listener<E extends keyof SolanaProviderEvents> = (data: SolanaProviderEvents[E]) => void

/**
 * AppKit's Solana `Provider` (`@reown/appkit-utils/solana`), what `useAppKitProvider('solana')`
 * hands out: the connected wallet's key and its sign methods on web3.js transactions.
 */
export interface Provider {
  readonly id: string
  readonly name: string
  readonly type: ConnectorInfo['type']
  readonly chain: 'solana'
  /** The app's Solana networks. */
  readonly chains: CaipNetwork[]
  /** The connected account's key; undefined while this wallet is not the one connected. */
  readonly publicKey: PublicKey | undefined
  /** Connects this wallet (it may prompt) and resolves with the account's address. */
  connect(): Promise<string>
  disconnect(): Promise<void>
  getAccounts(): Promise<{ namespace: 'solana'; address: string; type: 'eoa' }[]>
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T>
  /** The wallet signs and sends on its own RPC; resolves with the signature (base58). */
  signAndSendTransaction(transaction: AnyTransaction, options?: SendOptions): Promise<TransactionSignature>
  /** The wallet signs; `connection` sends the signed bytes. Resolves with the signature (base58). */
  sendTransaction(transaction: AnyTransaction, connection: Connection, options?: SendOptions): Promise<TransactionSignature>
  /** A raw request to the wallet through the connector (the four SPEC §6 Solana methods). */
  request<T = JsonValue>(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<T>
  on<E extends keyof SolanaProviderEvents>(event: E, listener: Listener<E>): void
  removeListener<E extends keyof SolanaProviderEvents>(event: E, listener: Listener<E>): void
  emit<E extends keyof SolanaProviderEvents>(event: E, data: SolanaProviderEvents[E]): void
}

const signatureSchema = z.object({ signature: z.string().check(z.minLength(32)) })
const transactionSchema = z.object({ transaction: z.string() })
const transactionsSchema = z.object({ transactions: z.array(z.string()) })

/** web3.js send options as the connector's `sendOptions` (SPEC §3): JSON, unset fields left out. */
const toSendOptions = ({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }: SendOptions = {}) => ({
  ...(skipPreflight !== undefined ? { skipPreflight } : {}),
  ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
  ...(maxRetries !== undefined ? { maxRetries } : {}),
  ...(minContextSlot !== undefined ? { minContextSlot } : {}),
})

/**
 * AppKit's Solana provider for one Solana connector, built on the connector's own requests: every
 * signature goes to the wallet as `rpc/requested`, through the checks and the log every request
 * passes (`requestConnectedWallet`). `sendTransaction` has the wallet sign, then sends the signed bytes
 * on the app's `connection`, as AppKit's does, and follows it there to refresh the modal's balance.
 *
 * @example
 * const { walletProvider } = useAppKitProvider<Provider>('solana')
 * const signature = await walletProvider.sendTransaction(transaction, connection)
 */
export function appKitSolanaProvider(ctx: PluginContext, connector: ConnectorInfo): Provider {
  const listeners = new Map<keyof SolanaProviderEvents, Set<Listener<never>>>()
  const wallet = { namespace: 'solana', connectorId: connector.id, chainName: 'Solana' } as const
  const address = () => {
    const state = ctx.getState()
    const account = state.accounts.solana
    return state.activeConnectorIds.solana === connector.id && account?.status === 'connected' ? account.address : undefined
  }
  const request = (method: string, params: Record<string, JsonValue>) => {
    const pubkey = address()
    return requestConnectedWallet(ctx, wallet, method, [{ ...params, ...(pubkey ? { pubkey } : {}) }])
  }
  const provider: Provider = {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: 'solana',
    get chains() {
      return ctx.options.networks.filter(network => network.chainNamespace === 'solana')
    },
    get publicKey() {
      const current = address()
      return current ? new PublicKey(current) : undefined
    },
    async connect() {
      const connected = address()
      if (connected) return connected
      return awaitOutcome<string>(
        ctx.events$,
        () => ctx.dispatch({ type: 'connection/requested', payload: { connectorId: connector.id, namespace: 'solana' } }),
        event => {
          if (event.type === 'connection/failed' && event.payload.connectorId === connector.id && event.payload.namespace === 'solana')
            return { error: new VestibuleError(event.payload.error.shortMessage) }
          if (event.type === 'connection/succeeded' && event.payload.connectorId === connector.id) {
            const current = address()
            return current ? { value: current } : undefined
          }
          return undefined
        },
        undefined,
        ctx.signal,
      )
    },
    async disconnect() {
      if (address()) ctx.dispatch({ type: 'connection/disconnect-requested', payload: { connectorId: connector.id, namespace: 'solana' } })
    },
    async getAccounts() {
      const current = address()
      return current ? [{ namespace: 'solana', address: current, type: 'eoa' }] : []
    },
    async signMessage(message) {
      const { signature } = signatureSchema.parse(await request('solana_signMessage', { message: bs58.encode(message) }))
      return bs58.decode(signature)
    },
    async signTransaction(transaction) {
      const signed = transactionSchema.parse(await request('solana_signTransaction', { transaction: encodeTransaction(transaction) }))
      return decodeTransaction(transaction, signed.transaction)
    },
    async signAllTransactions(transactions) {
      const signed = transactionsSchema.parse(await request('solana_signAllTransactions', { transactions: transactions.map(encodeTransaction) }))
      if (signed.transactions.length !== transactions.length)
        throw new VestibuleError(`The wallet signed ${signed.transactions.length} of ${transactions.length} transactions`)
      return transactions.map((transaction, index) => decodeTransaction(transaction, signed.transactions[index]!)) as typeof transactions
    },
    async signAndSendTransaction(transaction, options) {
      const answer = await request('solana_signAndSendTransaction', { transaction: encodeTransaction(transaction), sendOptions: toSendOptions(options) })
      return signatureSchema.parse(answer).signature
    },
    async sendTransaction(transaction, connection, options) {
      const signed = await provider.signTransaction(transaction)
      const signature = await connection.sendRawTransaction(signed.serialize(), options)
      void refreshAfterLanding(ctx, connection, signature)
      return signature
    },
    async request<T>({ method, params }: { readonly method: string; readonly params?: readonly unknown[] | object }) {
      const list = params === undefined ? [] : Array.isArray(params) ? params : [params]
      return (await requestConnectedWallet(ctx, wallet, method, list as JsonValue[])) as T
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as Listener<never>)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener<never>)
    },
    emit(event, data) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<typeof event>)(data)
    },
  }
  return provider
}
