import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, definePlugin, type AppKit, type PluginDefinition } from 'vestibule'
import { UNIVERSAL_PROVIDER_KEY } from 'vestibule/plugin'
import { internalsOf } from 'vestibule/log'
import { createReducer } from '../../../../core/state/createReducer'
import { ADDRESS, ADDRESS_2, alpha, beta } from '../foldEvents'
import { mockConnector } from '../connectors/mockConnector'
import { offlineEnvironment } from '../../offlineEnvironment'
import { FIRST_PARTY_FEATURE_OPTIONS, FIRST_PARTY_FLAG_RULES } from '../../../../react/features/catalogue'

const gamma = { ...alpha, id: 31339, name: 'Sandbox Gamma', rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } } }

function kit(options: Record<string, unknown> = {}, plugins: PluginDefinition[] = []): AppKit {
  // The features' options and flag rules as the entries (vestibule, vestibule/react) tell core about them.
  return createAppKit(
    { networks: [alpha, beta] as never, plugins, debug: false, ...options },
    offlineEnvironment({ featureOptions: FIRST_PARTY_FEATURE_OPTIONS, featureFlagRules: FIRST_PARTY_FLAG_RULES }),
  )
}

describe("AppKit's runtime setters on the instance", () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => sinon.restore())

  it('changes the options the modal reads, as events a replay of the log folds again', async () => {
    const appKit = kit()
    await appKit.setTermsConditionsUrl('https://example.com/terms')
    await appKit.setPrivacyPolicyUrl('https://example.com/privacy')
    await appKit.updateFeatures({ legalCheckbox: true })
    await appKit.setCollapseWallets(true)
    await appKit.setWalletFeaturesOrder(['send', 'receive'])
    await appKit.updateOptions({ allWallets: 'HIDE', featuredWalletIds: ['abc'] })
    const options = appKit.getState().options
    expect(options).to.deep.include({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      allWallets: 'HIDE',
      featuredWalletIds: ['abc'],
    })
    expect(options?.features).to.deep.include({ legalCheckbox: true, collapseWallets: true, walletFeaturesOrder: ['send', 'receive'] })
    const types = internalsOf(appKit)
      .log.events()
      .map(event => event.type)
    expect(types.filter(type => type === 'options/updated')).to.have.length(6)
    const replayed = internalsOf(appKit)
      .log.events()
      .reduce(createReducer(internalsOf(appKit).slices()), internalsOf(appKit).log.baseState())
    expect(replayed.options).to.deep.equal(options)
    expect(warn.called).to.equal(false)
  })

  it('rejects an invalid value with the key and the reason, and changes nothing', async () => {
    const appKit = kit()
    const error = await appKit.setTermsConditionsUrl('javascript:alert(1)').then(
      () => undefined,
      (caught: Error) => caught,
    )
    expect(error?.name).to.equal('InvalidOptionsError')
    expect((error as { details?: string }).details).to.match(/^termsConditionsUrl: /)
    const featureError = await appKit.setConnectMethodsOrder(['wallet', 'fax' as never]).then(
      () => undefined,
      (caught: Error) => caught,
    )
    expect((featureError as { details?: string } | undefined)?.details).to.match(/^connectMethodsOrder\.1: /)
    expect(appKit.getState().options?.termsConditionsUrl).to.equal(undefined)
    expect(appKit.getState().options?.features.connectMethodsOrder).to.equal(undefined)
  })

  it('says once, naming it, that an option read at start keeps its value', async () => {
    const appKit = kit()
    await appKit.updateOptions({ projectId: 'other', enableNetworkSwitch: false })
    await appKit.updateOptions({ projectId: 'again' })
    expect(appKit.getState().options?.enableNetworkSwitch).to.equal(false)
    expect(appKit.getState().options?.projectId).to.equal(undefined)
    expect(warn.callCount).to.equal(1)
    expect(String(warn.firstCall.args[0])).to.equal(
      '[vestibule] `updateOptions`: `projectId` is read once, when createAppKit starts the plugins; it keeps the value it was given at createAppKit.',
    )
  })

  it('says so for a key that is no option, and for a feature whose code is not on the page', async () => {
    const appKit = kit({ features: { swaps: false, email: false, socials: ['google'] } })
    await appKit.updateOptions({ isSiweEnabled: true })
    await appKit.updateFeatures({ swaps: true, email: true, send: false })
    expect(warn.args.map(args => String(args[0]))).to.deep.equal([
      '[vestibule] `updateOptions`: `isSiweEnabled` is no option of this build; it is ignored.',
      '[vestibule] `updateFeatures`: `features.swaps` was off at start, so its code is not on the page (turning a feature off works); it keeps the value it was given at createAppKit.',
    ])
    // Email shares the embedded wallet with the social logins, on at start: it turns on.
    expect(appKit.getState().options?.features).to.deep.include({ email: true, send: false, swaps: false })
  })

  it("follows each feature manifest's rule for its flags: read once when the feature starts, or its code only there if a flag was on", async () => {
    const appKit = kit({ features: { email: false, socials: false, pay: true } })
    await appKit.updateFeatures({ pay: false, analytics: false, socials: ['google'], swaps: false })
    await appKit.updateOptions({ features: { email: true } })
    expect(warn.args.map(args => String(args[0]))).to.deep.equal([
      '[vestibule] `updateFeatures`: `features.pay` is read once, when its feature starts; it keeps the value it was given at createAppKit.',
      '[vestibule] `updateFeatures`: `features.analytics` is read once, when its feature starts; it keeps the value it was given at createAppKit.',
      '[vestibule] `updateFeatures`: `features.socials` was off at start, so its code is not on the page (turning a feature off works); it keeps the value it was given at createAppKit.',
      '[vestibule] `updateOptions`: `features.email` was off at start, so its code is not on the page (turning a feature off works); it keeps the value it was given at createAppKit.',
    ])
    expect(appKit.getState().options?.features).to.deep.include({ pay: true, email: false, socials: false, swaps: false })
  })

  it("refuses a flag no feature implements, from the features' declared options: smartSessions here, live once a feature declares it", async () => {
    const appKit = kit()
    await appKit.updateFeatures({ smartSessions: true })
    expect(warn.args.map(args => String(args[0]))).to.deep.equal([
      '[vestibule] `updateFeatures`: `features.smartSessions` is not implemented in this build; it keeps the value it was given at createAppKit.',
    ])
    expect(appKit.getState().options?.features.smartSessions).to.not.equal(true)
    const withSessions = createAppKit(
      { networks: [alpha] as never, debug: false },
      offlineEnvironment({ featureOptions: [...FIRST_PARTY_FEATURE_OPTIONS, 'features.smartSessions'], featureFlagRules: FIRST_PARTY_FLAG_RULES }),
    )
    await withSessions.updateFeatures({ smartSessions: true })
    expect(withSessions.getState().options?.features.smartSessions).to.equal(true)
    expect(warn.callCount).to.equal(1)
  })

  it('takes every flag live on an instance without features (no manifest declares a rule)', async () => {
    const appKit = createAppKit({ networks: [alpha] as never, debug: false, features: { swaps: false } }, offlineEnvironment())
    await appKit.updateFeatures({ swaps: true, pay: true })
    expect(appKit.getState().options?.features).to.deep.include({ swaps: true, pay: true })
  })

  it('changes the theme through updateOptions as setThemeMode does', async () => {
    const appKit = kit({ themeMode: 'dark' })
    await appKit.updateOptions({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } })
    expect(appKit.getThemeMode()).to.equal('light')
    expect(appKit.getThemeVariables()).to.deep.include({ '--w3m-accent': '#ff0000' })
  })

  it("gives the Connect view's order: the app's, else SPEC §1's", async () => {
    const appKit = kit()
    expect(appKit.getConnectMethodsOrder()).to.deep.equal(['email', 'social', 'wallet'])
    await appKit.setConnectMethodsOrder(['wallet', 'social', 'email'])
    expect(appKit.getConnectMethodsOrder()).to.deep.equal(['wallet', 'social', 'email'])
  })

  it('orders the social logins as a remote feature (on the local options before any project configuration)', async () => {
    const appKit = kit()
    await appKit.setSocialsOrder(['github', 'google'])
    expect(appKit.getState().options?.features.socials).to.deep.equal(['github', 'google'])
    await appKit.updateRemoteFeatures({ activity: false })
    expect(appKit.getState().options?.features.history).to.equal(false)
  })

  it('adds a viem chain as a network the app supports, and removes one by its id', async () => {
    const appKit = kit({ chainImages: { 31339: 'https://example.com/gamma.png' } })
    await appKit.addNetwork('eip155', gamma)
    expect(appKit.getCaipNetworks('eip155').map(network => network.id)).to.deep.equal([31337, 31338, 31339])
    expect(appKit.getCaipNetworks('eip155')[2]?.assets?.imageUrl).to.equal('https://example.com/gamma.png')
    await appKit.switchNetwork(gamma)
    expect(appKit.getChainId()).to.equal(31339)
    await appKit.removeNetwork('eip155', 31338)
    expect(appKit.getCaipNetworks('eip155').map(network => network.id)).to.deep.equal([31337, 31339])
  })

  it("refuses a namespace the app does not serve, and keeps a namespace's last network", async () => {
    const appKit = kit({ networks: [alpha] })
    const wrongNamespace = await appKit.addNetwork('solana', gamma).then(
      () => undefined,
      (caught: Error) => caught,
    )
    expect((wrongNamespace as { shortMessage?: string } | undefined)?.shortMessage).to.equal("Adapter for namespace solana doesn't exist")
    const last = await appKit.removeNetwork('eip155', 31337).then(
      () => undefined,
      (caught: Error) => caught,
    )
    expect((last as { shortMessage?: string } | undefined)?.shortMessage).to.equal('The last eip155 network cannot be removed')
    expect(appKit.getCaipNetworks('eip155')).to.have.length(1)
  })

  it("gives the WalletConnect connector's UniversalProvider, or the app's own, and the app's SIWX", async () => {
    const client = { id: 'universal-provider' }
    const connector = definePlugin({
      name: 'test/wc',
      version: '1.0.0',
      kind: 'connector',
      setup: ctx => ctx.registry.set(UNIVERSAL_PROVIDER_KEY, async () => client),
    })
    expect(await kit({}, [connector]).getUniversalProvider()).to.equal(client)
    const own = { id: 'own' }
    expect(await kit({ universalProvider: own }).getUniversalProvider()).to.equal(own)
    const siwx = { createMessage: () => undefined }
    expect(kit({ siwx }).getSIWX()).to.equal(siwx)
  })

  it('is ready by both forms: await appKit.ready() as AppKit, and await appKit.ready', async () => {
    const appKit = kit()
    expect(await appKit.ready()).to.equal(undefined)
    expect(await appKit.ready).to.equal(undefined)
    expect(Object.prototype.toString.call(appKit.ready)).to.equal('[object Promise]')
  })

  it("lists a namespace's connections, tells subscribers on change, and switches the wallet in use", async () => {
    const first = mockConnector({ caipNetworkId: 'eip155:31337', connectorId: 'first', name: 'connectors/first' })
    const second = mockConnector({ caipNetworkId: 'eip155:31337', connectorId: 'second', name: 'connectors/second', address: ADDRESS_2 })
    const appKit = kit({}, [first.plugin, second.plugin])
    await appKit.ready()
    const seen: { connections: string[]; recent: string[] }[] = []
    appKit.subscribeConnections(state =>
      seen.push({
        connections: (state.connections.get('eip155') ?? []).map(c => c.connectorId),
        recent: (state.recentConnections.get('eip155') ?? []).map(c => c.connectorId),
      }),
    )
    await appKit.connect({ connectorId: 'first' })
    await appKit.connect({ connectorId: 'second' })
    expect(appKit.getConnections('eip155').map(connection => connection.connectorId)).to.have.members(['first', 'second'])
    expect(appKit.getRecentConnections('eip155')).to.deep.equal([])
    expect(appKit.getAddress()).to.equal(ADDRESS_2)
    expect(seen.at(-1)?.connections).to.have.members(['first', 'second'])
    await appKit.switchConnection({ connection: { connectorId: 'first' }, namespace: 'eip155' })
    expect(appKit.getAddress()).to.equal(ADDRESS)
  })

  it("reads an address's balance anew through the namespace's network plugin", async () => {
    const network = definePlugin({
      name: 'test/balances',
      version: '1.0.0',
      kind: 'network',
      setup: ctx =>
        ctx.on('account/balance-requested', ({ payload: { caipAddress } }) => ({
          type: 'account/balance-fetched',
          payload: { caipAddress, balance: '1.5', symbol: 'ETH' },
        })),
    })
    const appKit = kit({}, [network])
    expect(await appKit.updateNativeBalance(ADDRESS, 31338, 'eip155')).to.deep.equal({ balance: '1.5', symbol: 'ETH' })
    const asked = internalsOf(appKit)
      .log.events()
      .filter(event => event.type === 'account/balance-requested')
    expect(asked.map(event => event.payload)).to.deep.equal([{ caipAddress: `eip155:31338:${ADDRESS}` }])
    expect(await appKit.updateNativeBalance(ADDRESS, 1, 'eip155')).to.equal(undefined)
  })

  it("fetches an address's identity into state and its names from the Blockchain API, and gives a connector's picture, the app's first", async () => {
    const fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname === `/v1/identity/${ADDRESS}`) return Response.json({ name: 'alice.eth', avatar: null })
      if (url.pathname === `/v1/profile/reverse/${ADDRESS}` && url.searchParams.get('apiVersion') === '2')
        return Response.json([{ name: 'alice.reown.id', registered: 1 }])
      if (url.pathname === `/v1/profile/reverse/${ADDRESS_2}`) return Response.json({ unexpected: true })
      return Response.json({ features: [] })
    }
    const appKit = createAppKit(
      { projectId: 'test', networks: [alpha] as never, connectorImages: { walletConnect: 'https://example.com/wc.png' } },
      offlineEnvironment({ fetch: fetch as typeof globalThis.fetch }),
    )
    expect(await appKit.fetchIdentity({ address: ADDRESS })).to.deep.equal({ name: 'alice.eth', avatar: null })
    expect(
      internalsOf(appKit)
        .log.events()
        .some(event => event.type === 'account/identity-fetched' && event.payload.name === 'alice.eth'),
    ).to.equal(true)
    expect(await kit().fetchIdentity({ address: ADDRESS })).to.deep.equal({ name: null, avatar: null })
    expect(await appKit.getReownName(ADDRESS)).to.deep.equal([{ name: 'alice.reown.id', registered: 1 }])
    const refused = await appKit.getReownName(ADDRESS_2).then(
      () => undefined,
      (caught: { shortMessage?: string }) => caught,
    )
    expect(refused?.shortMessage).to.equal('Error fetching names for address')
    expect(await kit().getReownName(ADDRESS)).to.deep.equal([])
    expect(appKit.getConnectorImage({ id: 'walletConnect', imageUrl: 'https://example.com/own.png' })).to.equal('https://example.com/wc.png')
    expect(appKit.getConnectorImage({ id: 'other', imageUrl: 'https://example.com/own.png' })).to.equal('https://example.com/own.png')
  })

  it("gives a namespace's network by its id, as AppKit's getCaipNetwork(namespace, id)", () => {
    const appKit = kit()
    expect(appKit.getCaipNetwork('eip155', 31338)?.name).to.equal('Sandbox Beta')
    expect(appKit.getCaipNetwork('eip155', 1)?.name).to.equal('Sandbox Alpha')
    expect(appKit.getCaipNetwork()?.name).to.equal('Sandbox Alpha')
  })
})
