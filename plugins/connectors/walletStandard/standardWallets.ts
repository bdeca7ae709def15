import {
  namespaceOf,
  VestibuleError,
  type Account,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectorContext,
  type ConnectorDriver,
  type ConnectorInfo,
  type RegisterConnector,
} from 'vestibule/plugin'
import { afterFirstPaint } from './afterFirstPaint'
import { featureLookup } from './featureLookup'

/** What the Connect view shows of a Wallet Standard wallet, and its features. */
export interface NamedWallet {
  readonly name: string
  readonly icon: string
  readonly features: Readonly<Record<string, unknown>>
}

/** The standard's own features, the same on every chain. */
interface StandardFeatures {
  'standard:disconnect': { disconnect(): Promise<void> }
  'standard:events': { on(event: 'change', listener: (properties: { accounts?: readonly unknown[] }) => void): () => void }
}
const standardFeature = featureLookup<StandardFeatures>({ 'standard:disconnect': 'disconnect', 'standard:events': 'on' })

/** Wallets reject with EIP-1193's 4001 (Phantom, the sandbox), a named error (`names`), or a "rejected" message. */
export const isRejectionNamed =
  (...names: readonly string[]) =>
  (error: unknown): boolean => {
    const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown }
    return code === 4001 || names.includes(name as string) || (typeof message === 'string' && /user rejected|rejected the request/i.test(message))
  }

/**
 * The wallets of one namespace's Wallet Standard connector (Solana, Bitcoin), written once: their
 * connector ids (the wallet's name, stable across reloads, which a stored connection names), the
 * app's network on the namespace, discovery after the page's first paint, and a wallet whose brand
 * also announced itself over EIP-6963 taking that wallet's rdns, so the Connect view shows the
 * brand once (the side of the namespace is offered where it is asked for).
 */
export function standardWallets<W extends NamedWallet>(ctx: ConnectorContext, namespace: ChainNamespace, label: string) {
  const networks = () => ctx.options.networks.filter(network => network.chainNamespace === namespace)
  const wallets = new Map<string, W>()
  const connectorIdOf = (wallet: W) => `${namespace}:${wallet.name}`
  /** The EIP-6963 connector of the same brand, whose rdns this side takes. */
  const sameBrand = (name: string) => ctx.getState().connectors.find(c => c.chain === 'eip155' && c.info?.rdns && c.name.toLowerCase() === name.toLowerCase())
  const infoOf = (wallet: W): ConnectorInfo => {
    const rdns = sameBrand(wallet.name)?.info?.rdns
    return { id: connectorIdOf(wallet), type: 'ANNOUNCED', chain: namespace, name: wallet.name, imageUrl: wallet.icon, ...(rdns ? { info: { rdns } } : {}) }
  }

  const walletOf = (connectorId: string) => {
    const wallet = wallets.get(connectorId)
    // The runner only calls for connectors it registered: a missing one is a programming error.
    if (!wallet) throw new VestibuleError(`${label} wallet ${connectorId} is not registered`)
    return wallet
  }

  return {
    /** Whether the app configures a network of the namespace: without one the connector does nothing. */
    configured: networks().length > 0,
    wallets,
    connectorIdOf,
    walletOf,
    /** The namespace's network the app is on, else the first configured one. */
    activeNetwork(): CaipNetworkId {
      const active = ctx.getState().activeCaipNetworkId
      return active && namespaceOf(active) === namespace ? active : networks()[0]!.caipNetworkId
    },
    /**
     * The driver's `discover`: after the first paint, `load` brings the wallet code (`import()`)
     * and returns how to follow the wallets; each found one is registered.
     */
    discover(register: RegisterConnector, load: () => Promise<(found: (wallet: W) => void) => () => void>): () => void {
      let stopped = false
      let stop: (() => void) | undefined
      const found = (wallet: W) => {
        wallets.set(connectorIdOf(wallet), wallet)
        register(infoOf(wallet), wallet)
      }
      void afterFirstPaint()
        .then(load)
        .then(follow => {
          if (!stopped) stop = follow(found)
        })
        .catch(error => ctx.logger.warn(`${label} wallet discovery failed`, error))
      // An EIP-6963 wallet announcing after this side: re-register this side with its rdns.
      const stopBrand = ctx.on('connectors/registered', ({ payload: { connector } }) => {
        if (connector.chain !== 'eip155' || !connector.info?.rdns) return
        for (const wallet of wallets.values()) {
          if (wallet.name.toLowerCase() === connector.name.toLowerCase() && !ctx.getState().connectors.find(c => c.id === connectorIdOf(wallet))?.info?.rdns)
            found(wallet)
        }
      })
      return () => {
        stopped = true
        stop?.()
        stopBrand?.()
      }
    },
    /**
     * The driver's methods that are the standard's, not the chain's: no chain switch (the app's
     * network changes alone), `standard:disconnect`, and account changes from `standard:events`
     * (`toAccounts` puts them in the namespace's order).
     */
    standardMethods<A>(
      toAccounts: (connectorId: string, accounts: readonly A[]) => Account[],
    ): Pick<ConnectorDriver, 'switchNetwork' | 'disconnect' | 'watch'> {
      return {
        async switchNetwork() {},
        async disconnect(connectorId) {
          await standardFeature(walletOf(connectorId), 'standard:disconnect')?.disconnect()
        },
        watch(connectorId, events) {
          const feature = standardFeature(walletOf(connectorId), 'standard:events')
          if (!feature) return () => undefined
          return feature.on('change', ({ accounts }) => {
            if (accounts) events.accountsChanged(toAccounts(connectorId, accounts as readonly A[]), namespace)
          })
        },
      }
    },
  }
}
