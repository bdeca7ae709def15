import { expect } from 'chai'
import sinon from 'sinon'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { ConnectorContext } from '../../../../core/connectors/connectorDriver'
import { providerKey } from '../../../../core/registry/createRegistry'
import { resolveOptions } from '../../../../core/options/resolveOptions'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { createWalletConnectSession } from '../../../../plugins/connectors/walletConnect/walletConnectSession'
import { alpha, beta } from '../../core/foldEvents'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An app's own UniversalProvider, as far as the session uses one: it approves at once. */
function appProvider() {
  const noop = () => undefined
  const provider = {
    session: undefined as unknown,
    on: noop,
    client: { on: noop, off: noop, core: { relayer: { on: noop, off: noop }, verify: { register: 'the app’s own' } } },
    setDefaultChain: sinon.spy(),
    connect: sinon.spy(async () => {
      provider.session = {
        namespaces: {
          eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`], chains: ['eip155:31337', 'eip155:31338'], methods: [], events: [] },
        },
        peer: { metadata: { name: 'App Wallet', description: '', url: 'https://wallet.example', icons: [] } },
      }
    }),
  }
  return provider
}

describe("AppKit's universalProvider and universalProviderConfigOverride reach the WalletConnect session", () => {
  afterEach(() => sinon.restore())

  it("uses the app's provider as given (no client of its own, its verify untouched), proposes the overridden namespaces and starts on defaultChain", async () => {
    const init = sinon.stub(UniversalProvider, 'init').rejects(new Error('the connector must not start a client of its own'))
    const provider = appProvider()
    const options = resolveOptions(
      {
        projectId: 'p',
        networks: [alpha, beta],
        universalProvider: provider,
        universalProviderConfigOverride: { methods: { eip155: ['personal_sign'] }, defaultChain: 'eip155:31338' },
      } as AppKitOptions,
      'dark',
    )
    const registry = new Map<string, unknown>()
    const ctx = {
      options,
      registry: { set: (key: string, value: unknown) => void registry.set(key, value), get: (key: string) => registry.get(key) },
      getState: () => ({ activeCaipNetworkId: null, pairing: null, connectionAttempts: {} }),
      dispatch: sinon.spy(),
      reportError: sinon.spy(),
      now: () => 0,
      logger: { warn: () => undefined, debug: () => undefined },
    } as unknown as ConnectorContext
    const session = await createWalletConnectSession(ctx, { connectorId: 'walletConnect', storagePrefix: 'test', verify: false, uriTimeoutMs: 1_000 })

    expect(init.called).to.equal(false)
    expect(registry.get(providerKey('walletConnect'))).to.equal(provider)
    expect(provider.client.core.verify.register).to.equal('the app’s own')

    const connections = await session.connect(undefined)
    const proposal = (provider.connect.firstCall.args as unknown as [{ optionalNamespaces: Record<string, { methods: string[] }> }])[0]
    expect(proposal.optionalNamespaces['eip155']!.methods).to.deep.equal(['personal_sign'])
    expect(connections?.[0]?.caipNetworkId).to.equal('eip155:31338')
  })
})
