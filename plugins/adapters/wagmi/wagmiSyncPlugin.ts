import { type Config, switchChain, watchAccount, watchChainId } from '@wagmi/core'
import { definePlugin } from 'vestibule/plugin'
import { VESTIBULE_CONNECTOR_ID } from './vestibuleConnector'
import type { VestibuleLink } from './vestibuleLink'
import { vestibuleEvmView, type WagmiView, wagmiSyncStep } from './wagmiSyncStep'

/** wagmi's state as `wagmiSyncStep` reads it: its status and the connection our connector holds. */
function wagmiView(config: Config): WagmiView {
  const { status, current, connections } = config.state
  for (const [uid, connection] of connections) {
    if (connection.connector.id !== VESTIBULE_CONNECTOR_ID) continue
    return { status, ours: { accounts: connection.accounts, chainId: connection.chainId, current: uid === current } }
  }
  return { status, ours: undefined }
}

/**
 * The adapter's plugin: one source of truth, the modal's connection, kept in wagmi through wagmi's
 * public API. The modal's changes reach wagmi as our connector's events (`connect`, `change`,
 * `disconnect`); wagmi's `connect`, `disconnect` and `switchChain` reach the modal through our
 * connector's methods, which dispatch the modal's own requests. A chain chosen in wagmi while no
 * wallet is connected moves the modal's network too, and the other way round.
 */
export function wagmiSyncPlugin(config: Config, link: VestibuleLink) {
  return definePlugin({
    name: 'adapters/wagmi',
    version: '1.0.0',
    kind: 'connector',
    setup(ctx) {
      link.attach(ctx)
      // Until the modal has read its stored connection (a moment after start in production builds)
      // it reads as disconnected: acting on that would end the connection wagmi is restoring, or
      // store a network over the one being restored.
      let restored = false
      ctx.on('storage/restored', () => {
        restored = true
        link.markRestored()
        sync()
      })
      const sync = () => {
        if (!restored) return
        const step = wagmiSyncStep(vestibuleEvmView(ctx.getState()), wagmiView(config))
        const connector = config.connectors.find(candidate => candidate.id === VESTIBULE_CONNECTOR_ID)
        if (!step || !connector) return
        if (step.type === 'disconnect') connector.emitter.emit('disconnect')
        else connector.emitter.emit(step.type, { accounts: step.accounts, chainId: step.chainId })
      }
      // Disconnected, the chain is each side's choice of network: keep them the same.
      const syncIdleChain = () => {
        if (!restored) return
        const state = ctx.getState()
        if (config.state.status !== 'disconnected' || (state.accounts.eip155?.status ?? 'disconnected') !== 'disconnected') return
        const chainId = Number(state.activeCaipNetworkId?.startsWith('eip155:') ? state.activeCaipNetworkId.slice('eip155:'.length) : Number.NaN)
        if (Number.isSafeInteger(chainId) && chainId !== config.state.chainId && config.chains.some(chain => chain.id === chainId)) {
          void switchChain(config, { chainId }).catch(error => ctx.logger.warn('wagmi kept its chain', error))
        }
      }
      const fromModal = ctx.state$.subscribe(() => {
        sync()
        syncIdleChain()
      })
      const unwatchAccount = watchAccount(config, { onChange: sync })
      const unwatchChain = watchChainId(config, {
        onChange(chainId) {
          if (!restored) return
          const state = ctx.getState()
          const caipNetworkId = `eip155:${chainId}` as const
          // Only an idle choice: a connected chain changes through our connector's switchChain.
          if (config.state.status !== 'disconnected' || (state.accounts.eip155?.status ?? 'disconnected') !== 'disconnected') return
          if (state.activeCaipNetworkId === caipNetworkId || !state.options?.networks.some(network => network.caipNetworkId === caipNetworkId)) return
          ctx.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } })
        },
      })
      return () => {
        fromModal.unsubscribe()
        unwatchAccount()
        unwatchChain()
      }
    },
  })
}
