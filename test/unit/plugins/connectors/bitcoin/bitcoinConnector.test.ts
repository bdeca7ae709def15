import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { verifyBip322, verifyLegacyMessage } from '../../../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startBitcoinEsplora, type BitcoinEsplora } from '../../../../../devtools/sandbox/bitcoin/startBitcoinEsplora'
import { createSandboxBitcoinWallet, type SandboxBitcoinWallet } from '../../../../../devtools/sandbox/bitcoinWallet/createSandboxBitcoinWallet'
import { BitcoinAdapter, type BitcoinConnector } from '../../../../../plugins/adapters/bitcoin'
import { bitcoinConnector } from '../../../../../plugins/connectors/bitcoin'
import { bitcoinNetworks, bitcoinRegtest } from '../../../../../plugins/networks/bitcoin'
import { fetchBtcBalance } from '../../../../../plugins/networks/bitcoin/fetchBtcBalance'
import { mainnet } from 'viem/chains'
import { offlineEnvironment } from '../../../offlineEnvironment'
import { walletsOnly } from '../../adapters/adapterOptions'
import { bitcoinLedgerHooks, SANDBOX_BITCOIN_CONNECTOR_ID, sandboxBitcoinHooks, until } from '../../../bitcoinFixtures'

const CONNECTOR_ID = SANDBOX_BITCOIN_CONNECTOR_ID
const me = bitcoinSandboxAccount(0)

describe('Bitcoin connector and networks on the sandbox ledger and wallet (Wallet Standard bitcoin:*)', function () {
  this.timeout(30_000)
  const fx = sandboxBitcoinHooks()
  const { start } = fx

  it('lists the wallet, connects its payment and ordinals addresses (the payment one is the account), and reads its BTC from the chain', async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    const state = appKit.getState()
    expect(state.accounts.bip122?.status).to.equal('connected')
    expect(state.accounts.bip122?.address).to.equal(me.payment.address)
    expect(state.connections.bip122?.[0]?.accounts).to.deep.equal([
      { address: me.payment.address, type: 'payment' },
      { address: me.ordinals.address, type: 'ordinal' },
    ])
    expect(fx.asked.map(request => request.method)).to.deep.equal(['bitcoin:connect'])
    // The balance service is unreachable offline: the chain's Esplora API answers (5 coins of 1 BTC).
    await until(() => appKit.getState().accounts.bip122?.balance === '5')
    expect(appKit.getState().accounts.bip122?.balanceSymbol).to.equal('BTC')
  })

  it("signs a message through useAppKitProvider('bip122')'s signMessage: a BIP-322 signature of the payment address that verifies", async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    const provider = appKit.getProvider<BitcoinConnector>('bip122')!
    expect(await provider.getAccountAddresses()).to.deep.equal([
      { address: me.payment.address, purpose: 'payment' },
      { address: me.ordinals.address, purpose: 'ordinal' },
    ])
    const signature = await provider.signMessage({ address: me.payment.address, message: 'Sign in to the app' })
    expect(verifyBip322(me.payment.address, 'Sign in to the app', signature)).to.equal(undefined)
    expect(fx.asked.at(-1)!.method).to.equal('signMessage')
    expect(
      internalsOf(appKit)
        .log.events()
        .filter(event => event.type === 'rpc/requested')
        .map(event => (event.payload as { method: string }).method),
    ).to.deep.equal(['signMessage'])
  })

  it('a refusal at the prompt rejects with 4001, and an address the wallet does not hold is refused before the wallet is asked', async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    const provider = appKit.getProvider<BitcoinConnector>('bip122')!
    fx.sandbox.rejectNext()
    const refused = await provider.signMessage({ address: me.payment.address, message: 'no' }).catch((error: { code?: number }) => error)
    expect((refused as { code?: number }).code).to.equal(4001)
    const asking = fx.asked.length
    const stranger = await provider.signMessage({ address: bitcoinSandboxAccount(1).payment.address, message: 'x' }).catch((error: { code?: number }) => error)
    expect((stranger as { code?: number }).code).to.equal(4100)
    expect(fx.asked.length).to.equal(asking)
    // The Wallet Standard signs BIP-322 only: ECDSA is refused as unsupported, without asking.
    const ecdsa = await provider.signMessage({ address: me.payment.address, message: 'x', protocol: 'ecdsa' }).catch((error: { code?: number }) => error)
    expect((ecdsa as { code?: number }).code).to.equal(4200)
    expect(fx.asked.length).to.equal(asking)
  })

  it('restores the connection after a reload without asking the visitor, and disconnects', async () => {
    const environment = offlineEnvironment()
    const first = await start(environment)
    await first.connect({ connectorId: CONNECTOR_ID })
    first.destroy()
    fx.unregister()
    // A reloaded page: a new wallet object (the grant kept, as an extension keeps it) and a new modal on the same storage.
    await fx.registerWallet()
    const askedBefore = fx.asked.length
    const appKit = await start(offlineEnvironment({ storage: environment.storage }))
    await until(() => appKit.getState().accounts.bip122?.status === 'connected')
    expect(appKit.getState().accounts.bip122?.address).to.equal(me.payment.address)
    expect(fx.asked.length).to.equal(askedBefore)
    await appKit.disconnect('bip122')
    expect(appKit.getState().accounts.bip122?.status).to.not.equal('connected')
    expect(fx.sandbox.getState().connected).to.equal(false)
  })

  it('follows the wallet switching accounts', async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    fx.sandbox.setAccountIndex(1)
    await until(() => appKit.getState().accounts.bip122?.address === bitcoinSandboxAccount(1).payment.address)
  })
})

describe('Bitcoin connector: a sats-connect wallet (window.btc_providers) when no Wallet Standard wallet lists the brand', function () {
  this.timeout(30_000)
  let esplora: BitcoinEsplora
  let sandbox: SandboxBitcoinWallet
  let appKit: AppKit | undefined
  const page = globalThis as { btc_providers?: unknown; SandboxBitcoinProviders?: unknown }

  before(async () => {
    esplora = await startBitcoinEsplora({ mining: 'manual' })
  })
  after(() => esplora?.stop())
  beforeEach(() => {
    sandbox = createSandboxBitcoinWallet({ esploraUrl: esplora.url, approval: 'auto', name: 'Sats Wallet' })
    page.SandboxBitcoinProviders = { BitcoinProvider: sandbox.provider }
    page.btc_providers = [{ id: 'SandboxBitcoinProviders.BitcoinProvider', name: 'Sats Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+' }]
  })
  afterEach(() => {
    appKit?.destroy()
    delete page.btc_providers
    delete page.SandboxBitcoinProviders
  })

  it('lists it, connects its payment and ordinals addresses through getAccounts, and signs a message that verifies', async () => {
    appKit = createAppKit(
      { projectId: 'p', networks: [bitcoinRegtest({ esploraUrl: esplora.url })], enableWalletConnect: false, adapters: [new BitcoinAdapter()] },
      offlineEnvironment(),
    )
    await until(() => appKit!.getConnectors().some(connector => connector.id === 'bip122:Sats Wallet'))
    await appKit.connect({ connectorId: 'bip122:Sats Wallet' })
    expect(appKit.getState().connections.bip122?.[0]?.accounts).to.deep.equal([
      { address: me.payment.address, type: 'payment' },
      { address: me.ordinals.address, type: 'ordinal' },
    ])
    const signature = await appKit.getProvider<BitcoinConnector>('bip122')!.signMessage({ address: me.ordinals.address, message: 'Hello' })
    expect(verifyBip322(me.ordinals.address, 'Hello', signature)).to.equal(undefined)
    // sats-connect signs the legacy format too, when asked for it.
    const ecdsa = await appKit.getProvider<BitcoinConnector>('bip122')!.signMessage({ address: me.payment.address, message: 'Hello', protocol: 'ecdsa' })
    expect(verifyLegacyMessage(me.payment.address, 'Hello', ecdsa)).to.equal(undefined)
    sandbox.rejectNext()
    const refused = await appKit
      .getProvider<BitcoinConnector>('bip122')!
      .signMessage({ address: me.payment.address, message: 'no' })
      .catch((error: { code?: number }) => error)
    expect((refused as { code?: number }).code).to.equal(4001)
  })
})

describe('Bitcoin connector: an EVM-only host', () => {
  it('gets no Bitcoin driver (nothing discovered, nothing loaded) when no Bitcoin network is configured', async () => {
    const warn = sinon.stub(console, 'warn')
    const appKit = createAppKit(
      { projectId: 'p', networks: [mainnet], plugins: [bitcoinConnector(), bitcoinNetworks()], enableWalletConnect: false },
      offlineEnvironment(),
    )
    try {
      await new Promise(resolve => setTimeout(resolve, 50))
      expect(appKit.getConnectors().filter(connector => connector.chain === 'bip122')).to.deep.equal([])
    } finally {
      appKit.destroy()
      warn.restore()
    }
  })
})

describe('BitcoinAdapter: its plugins', () => {
  it("brings its provider plugin, and AppKit's Bitcoin defaults only when the integrator chose no plugins", () => {
    const warn = sinon.stub(console, 'warn')
    try {
      const adapter = new BitcoinAdapter({ projectId: 'p' })
      expect(adapter.namespace).to.equal('bip122')
      expect(adapter.plugins([], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['adapters/bitcoin', 'connectors/bitcoin', 'networks/bitcoin'])
      expect(adapter.plugins([bitcoinConnector()], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['adapters/bitcoin'])
    } finally {
      warn.restore()
    }
  })
})

describe('fetchBtcBalance: the balance service, the Esplora API as fallback', function () {
  this.timeout(20_000)
  const ledger = bitcoinLedgerHooks()

  it("reads BTC (8 decimals) from the balance service's route when the app has one", async () => {
    const network = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:9' })
    const paths: string[] = []
    const blockchainApi = {
      get: async (path: string, { query }: { query: Record<string, string | undefined> }) => {
        paths.push(path)
        const url = new URL(`${ledger.api.url}${path}`)
        for (const [key, value] of Object.entries({ ...query, projectId: 'p', st: 'appkit', sv: 'html-wagmi-1.7.9' }))
          if (value !== undefined) url.searchParams.set(key, value)
        return (await fetch(url)).json()
      },
    }
    expect(await fetchBtcBalance(network, me.ordinals.address, { api: blockchainApi as never })).to.deep.equal({ balance: '0.0001', symbol: 'BTC' })
    expect(paths).to.deep.equal([`/v1/account/${me.ordinals.address}/balance`])
  })

  it('falls back to the Esplora API when the balance service fails', async () => {
    const failing = { get: async () => Promise.reject(new Error('down')) }
    expect(await fetchBtcBalance(bitcoinRegtest({ esploraUrl: ledger.esplora.url }), me.payment.address, { api: failing as never })).to.deep.equal({
      balance: '5',
      symbol: 'BTC',
    })
  })
})
