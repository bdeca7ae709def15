// TEST ONLY. The Bitcoin sandbox wallet that connector tests register in the Wallet Standard
// registry, prompting and recording what it is asked, on a regtest ledger behind Esplora.
import { createAppKit, type AppKit } from '../../core/appkit/createAppKit'
import { startApiServer, type ApiServer } from '../../devtools/sandbox/api/startApiServer'
import { BITCOIN_SANDBOX_BTC_PRICE_USD } from '../../devtools/sandbox/bitcoin/bitcoinSandboxConstants'
import { startBitcoinEsplora, type BitcoinEsplora } from '../../devtools/sandbox/bitcoin/startBitcoinEsplora'
import { createSandboxBitcoinWallet, type BitcoinGrantStore, type SandboxBitcoinWallet } from '../../devtools/sandbox/bitcoinWallet/createSandboxBitcoinWallet'
import type { ApprovalRequest } from '../../devtools/sandbox/wallet/sandboxWalletTypes'
import { BitcoinAdapter } from '../../plugins/adapters/bitcoin'
import { bitcoinRegtest } from '../../plugins/networks/bitcoin'
import { offlineEnvironment } from './offlineEnvironment'

/** The connector id of the sandbox wallet (its name in the Wallet Standard). */
export const SANDBOX_BITCOIN_CONNECTOR_ID = 'bip122:Sandbox Wallet'

/**
 * The Wallet Standard registry the connector reads: the ESM copy. @wallet-standard/app ships
 * CommonJS and ESM copies, each with its own registry in Node (no window to share one through);
 * test files run as CommonJS while the connector loads its discovery with `import()`, so the
 * wallet is registered in the ESM copy, through a native `import()` the test transform leaves alone.
 */
export const walletRegistry = () =>
  (new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<typeof import('@wallet-standard/app')>)('@wallet-standard/app').then(
    m => m.getWallets(),
  )

export const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

/** The sandbox wallet's grant of this site, in memory (a reload in a test keeps it). */
export const memoryGrants = (): BitcoinGrantStore => {
  let granted = false
  return { read: () => granted, write: value => void (granted = value) }
}

/**
 * A prompting sandbox wallet on `esploraUrl`, registered in the Wallet Standard registry: it
 * approves every prompt and records it in `asked`. `unregister` takes it out again.
 */
export async function registerSandboxBitcoinWallet(
  esploraUrl: string,
  asked: ApprovalRequest[],
  grants?: BitcoinGrantStore,
): Promise<{ sandbox: SandboxBitcoinWallet; unregister: () => void }> {
  const sandbox = createSandboxBitcoinWallet({
    esploraUrl,
    approval: 'prompt',
    approver: async request => (asked.push(request), true),
    ...(grants ? { grants } : {}),
  })
  return { sandbox, unregister: (await walletRegistry()).register(sandbox.wallet as never) }
}

export interface SandboxBitcoinFixture {
  /** The describe's regtest ledger (manual mining). */
  readonly esplora: BitcoinEsplora
  /** This test's wallet; a reload in a test registers a new one (`registerWallet`). */
  readonly sandbox: SandboxBitcoinWallet
  /** The prompts the wallet approved in this test. */
  readonly asked: ApprovalRequest[]
  /** The wallet's grant of this site, kept across a test's reloads. */
  readonly grants: BitcoinGrantStore
  /** Registers a new wallet object (as after a reload), keeping the grant. */
  registerWallet(): Promise<void>
  unregister(): void
  /** An AppKit with the BitcoinAdapter on the regtest ledger, once it lists the wallet; destroyed after the test. */
  start(environment?: ReturnType<typeof offlineEnvironment>): Promise<AppKit>
}

/**
 * The mocha hooks of a describe that drives the Bitcoin connector against the sandbox: an Esplora
 * regtest ledger for the describe, a prompting wallet registered per test, the AppKits a test
 * started destroyed after it.
 */
export function sandboxBitcoinHooks(): SandboxBitcoinFixture {
  const appKits: AppKit[] = []
  const state = {} as { esplora: BitcoinEsplora; sandbox: SandboxBitcoinWallet; asked: ApprovalRequest[]; grants: BitcoinGrantStore; unregister: () => void }
  const fixture: SandboxBitcoinFixture = {
    get esplora() {
      return state.esplora
    },
    get sandbox() {
      return state.sandbox
    },
    get asked() {
      return state.asked
    },
    get grants() {
      return state.grants
    },
    async registerWallet() {
      ;({ sandbox: state.sandbox, unregister: state.unregister } = await registerSandboxBitcoinWallet(state.esplora.url, state.asked, state.grants))
    },
    unregister: () => state.unregister(),
    async start(environment = offlineEnvironment()) {
      const appKit = createAppKit(
        {
          projectId: 'p',
          networks: [bitcoinRegtest({ esploraUrl: state.esplora.url })],
          enableWalletConnect: false,
          adapters: [new BitcoinAdapter({ projectId: 'p' })],
        },
        environment,
      )
      appKits.push(appKit)
      await until(() => appKit.getConnectors().some(connector => connector.id === SANDBOX_BITCOIN_CONNECTOR_ID))
      return appKit
    },
  }
  before(async () => {
    state.esplora = await startBitcoinEsplora({ mining: 'manual' })
  })
  after(() => state.esplora?.stop())
  beforeEach(async () => {
    state.asked = []
    state.grants = memoryGrants()
    await fixture.registerWallet()
  })
  afterEach(() => {
    for (const appKit of appKits.splice(0)) appKit.destroy()
    state.unregister()
  })
  return fixture
}

/**
 * The mocha hooks of a describe that reads a regtest ledger (manual mining) through Esplora and
 * through the sandbox balance and history service over it.
 */
export function bitcoinLedgerHooks(): { readonly esplora: BitcoinEsplora; readonly api: ApiServer } {
  const state = {} as { esplora: BitcoinEsplora; api: ApiServer }
  before(async () => {
    state.esplora = await startBitcoinEsplora({ mining: 'manual' })
    state.api = await startApiServer({
      chains: [],
      bitcoin: [{ caipNetworkId: state.esplora.caipNetworkId, esploraUrl: state.esplora.url, nativePriceUsd: BITCOIN_SANDBOX_BTC_PRICE_USD }],
    })
  })
  after(async () => {
    await state.api?.stop()
    await state.esplora?.stop()
  })
  return state
}
