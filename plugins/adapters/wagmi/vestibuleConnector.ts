import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { firstValueFrom, filter, map, merge, timeout } from 'rxjs'
import { type Address, type EIP1193RequestFn, ProviderDisconnectedError, SwitchChainError, UserRejectedRequestError, getAddress } from 'viem'
import { VestibuleError, awaitOutcome, providerKey, type PluginContext } from 'vestibule/plugin'
import type { VestibuleLink } from './vestibuleLink'
import { vestibuleEvmView } from './wagmiSyncStep'

/** Our connector's id in wagmi (`getAccount(config).connector.id`). */
export const VESTIBULE_CONNECTOR_ID = 'vestibule'
/** SPEC §4 waits at most 3 s for a wallet's sign-out; a little more here, then wagmi forgets it anyway. */
const DISCONNECT_WAIT_MS = 4_000
/** A stored connection the modal is restoring: how long wagmi's `reconnect` waits for it. */
const RESTORE_WAIT_MS = 15_000

export interface VestibuleProvider {
  request: EIP1193RequestFn
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

const USER_REJECTED = 4001

/**
 * A wagmi connector (wagmi's `createConnector`) whose wallet is whichever the visitor picked in
 * the modal: its provider forwards to that wallet's provider, `connect` opens the modal (or takes
 * the connection it already has), `switchChain` and `disconnect` ask the modal, so every wagmi
 * action and hook runs through the wallet the modal connected and shows in the modal.
 */
export function vestibuleConnector(link: VestibuleLink) {
  return createConnector<VestibuleProvider>(config => {
    let ctx: PluginContext | undefined
    void link.context.then(given => (ctx = given))
    const evm = () => (ctx ? vestibuleEvmView(ctx.getState()) : { status: 'disconnected' as const, accounts: [], chainId: undefined })
    const walletProvider = () => {
      const connectorId = ctx?.getState().activeConnectorIds.eip155
      return connectorId ? ctx?.registry.get(providerKey<{ request: EIP1193RequestFn }>(connectorId)) : undefined
    }
    // One provider object for the connector's life (wagmi dedupes providers by identity): it
    // forwards each request to the wallet in use at the time.
    const provider: VestibuleProvider = {
      request: (async (args: Parameters<EIP1193RequestFn>[0]) => {
        const wallet = walletProvider()
        if (!wallet) throw new ProviderDisconnectedError(new VestibuleError('No wallet is connected in the modal.'))
        return wallet.request(args as never)
      }) as EIP1193RequestFn,
      // The modal's state is what wagmi follows (the adapter's plugin), not the wallet's own events.
      on() {},
      removeListener() {},
    }
    /** The modal's connection once it has settled: connected, or an error when it ends without one. */
    const settled = async (ms?: number) => {
      const given = await link.context
      const settledView$ = given.state$.pipe(
        map(state => vestibuleEvmView(state)),
        filter(view => view.status !== 'connecting'),
      )
      const result$ = ms === undefined ? settledView$ : settledView$.pipe(timeout(ms))
      return firstValueFrom(result$)
    }
    const connection = (view: ReturnType<typeof evm>) => {
      if (view.status !== 'connected' || view.chainId === undefined || view.accounts.length === 0)
        throw new ProviderDisconnectedError(new VestibuleError('The modal holds no EVM connection.'))
      return { accounts: view.accounts.map(address => getAddress(address)), chainId: view.chainId }
    }

    return {
      id: VESTIBULE_CONNECTOR_ID,
      name: 'Vestibule',
      type: 'vestibule',
      async connect(parameters = {}) {
        const given = await link.context
        let view = evm()
        if (view.status === 'connecting' || parameters.isReconnecting) view = await settled(parameters.isReconnecting ? RESTORE_WAIT_MS : undefined)
        if (view.status !== 'connected') {
          if (parameters.isReconnecting) throw new ProviderDisconnectedError(new VestibuleError('The modal restored no EVM connection.'))
          // wagmi's `connect` with this connector: the visitor picks a wallet in the modal. It is
          // their intent, as a click on the modal's own button is (views and wallets load on it).
          if (!given.getState().intentShown) given.dispatch({ type: 'app/intent-shown', payload: {} })
          given.dispatch({ type: 'modal/open-requested', payload: { namespace: 'eip155' } })
          const closed$ = given.ofType('modal/closed').pipe(map(() => 'closed' as const))
          const connected$ = given.state$.pipe(
            map(state => vestibuleEvmView(state)),
            filter(next => next.status === 'connected'),
          )
          const outcome = await firstValueFrom(merge(closed$, connected$))
          // The modal closes itself after connecting; a close without a connection is the visitor's no.
          view = outcome === 'closed' ? evm() : outcome
          if (view.status !== 'connected') throw new UserRejectedRequestError(new VestibuleError('The visitor closed the modal without connecting.'))
        }
        const result = connection(view)
        if (parameters.chainId !== undefined && parameters.chainId !== result.chainId) {
          const chain = await this.switchChain!({ chainId: parameters.chainId })
          result.chainId = chain.id
        }
        return { accounts: result.accounts as never, chainId: result.chainId }
      },
      async disconnect() {
        const given = await link.context
        const state = given.getState()
        const connectorId = state.activeConnectorIds.eip155
        if (!connectorId || (state.accounts.eip155?.status ?? 'disconnected') === 'disconnected') return
        await awaitOutcome<void>(
          given.events$,
          () => given.dispatch({ type: 'connection/disconnect-requested', payload: { namespace: 'eip155', connectorId } }),
          event => (event.type === 'connection/disconnected' && event.payload.namespace === 'eip155' ? { value: undefined } : undefined),
          { ms: DISCONNECT_WAIT_MS, onTimeout: () => ({ value: undefined }) },
          given.signal,
        )
      },
      async getAccounts() {
        return evm().accounts.map(address => getAddress(address)) as readonly Address[]
      },
      async getChainId() {
        const view = evm()
        return view.chainId ?? config.chains[0].id
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        await link.context
        await link.restored
        return evm().status !== 'disconnected'
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find(known => known.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const given = await link.context
        const caipNetworkId = `eip155:${chainId}` as const
        if (!given.getState().options?.networks.some(network => network.caipNetworkId === caipNetworkId))
          throw new SwitchChainError(new ChainNotConfiguredError())
        if (evm().status !== 'connected') {
          given.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } })
          return chain
        }
        if (evm().chainId === chainId) return chain
        await awaitOutcome<void>(
          given.events$,
          () => given.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } }),
          event => {
            if (event.type === 'network/switched' && event.payload.caipNetworkId === caipNetworkId) return { value: undefined }
            if (event.type !== 'network/switch-failed' || event.payload.caipNetworkId !== caipNetworkId) return undefined
            const cause = new VestibuleError(event.payload.error.shortMessage)
            return { error: event.payload.error.code === USER_REJECTED ? new UserRejectedRequestError(cause) : new SwitchChainError(cause) }
          },
          undefined,
          given.signal,
        )
        return chain
      },
      // The adapter's plugin tells wagmi of the modal's changes (wagmiSyncStep); the wallet's own
      // events reach the modal first, through its connector.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
