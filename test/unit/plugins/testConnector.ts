import { definePlugin } from '../../../core/plugins/definePlugin'
import { providerKey } from '../../../core/registry/createRegistry'
import { runEip1193Session } from '../../../plugins/connectors/eip1193/eip1193Session'
import type { Eip1193Provider } from '../../../plugins/connectors/eip1193/eip1193Types'

export const CONNECTOR_ID = 'dev.vestibule.sandbox'

/** A connector plugin over one provider, the way the injected connector uses the session. */
export function testConnector(provider: Eip1193Provider) {
  return definePlugin({
    name: 'connectors/test-eip1193',
    kind: 'connector',
    setup(ctx) {
      ctx.registry.set(providerKey(CONNECTOR_ID), provider)
      ctx.dispatch({ type: 'connectors/registered', payload: { connector: { id: CONNECTOR_ID, type: 'ANNOUNCED', chain: 'eip155', name: 'Sandbox Wallet', info: { rdns: CONNECTOR_ID } } } })
      return runEip1193Session(ctx, {
        provider: id => (id === CONNECTOR_ID ? provider : undefined),
        whenAvailable: async id => (id === CONNECTOR_ID ? provider : undefined),
      })
    },
  })
}

