import { defineConnector } from 'vestibule/plugin'
import { eip1193Driver } from '../../../plugins/connectors/eip1193/eip1193Driver'
import type { Eip1193Provider } from '../../../plugins/connectors/eip1193/eip1193Types'

export const CONNECTOR_ID = 'dev.vestibule.sandbox'

/** A connector plugin over one provider, on the same EIP-1193 driver the injected connector uses. */
export function testConnector(provider: Eip1193Provider) {
  return defineConnector({
    name: 'connectors/test-eip1193',
    createDriver: () => ({
      ...eip1193Driver(id => (id === CONNECTOR_ID ? provider : undefined)),
      discover: register => register({ id: CONNECTOR_ID, type: 'ANNOUNCED', chain: 'eip155', name: 'Sandbox Wallet', info: { rdns: CONNECTOR_ID } }, provider),
    }),
  })
}
