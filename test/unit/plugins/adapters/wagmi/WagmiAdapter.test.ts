import { expect } from 'chai'
import sinon from 'sinon'
import { connect, createStorage, disconnect, getAccount, reconnect, signMessage, switchChain } from '@wagmi/core'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { WagmiAdapter, WagmiAdapterError } from '../../../../../plugins/adapters/wagmi'
import { startChains, type StartChainsReturnType } from '../../../../../devtools/sandbox/anvil/startChains'
import { SANDBOX_MNEMONIC } from '../../../../../devtools/sandbox/sandboxConstants'
import { createSandboxWallet } from '../../../../../devtools/sandbox/wallet/createSandboxWallet'
import { createMemoryPermissionStore } from '../../../../../devtools/sandbox/wallet/permissionStore'
import type { PermissionStore, SandboxWalletChain } from '../../../../../devtools/sandbox/wallet/sandboxWalletTypes'
import { CONNECTOR_ID, testConnector } from '../../testConnector'
import { memoryStorage, offlineEnvironment } from '../../../offlineEnvironment'
import { walletsOnly } from '../adapterOptions'

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

const network = (id: number, url: string, extra: object = {}) => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
  ...extra,
})

describe('WagmiAdapter: its wagmi config', () => {
  it("makes wagmi's chains of the EVM networks only, in order, with a numeric id", () => {
    const adapter = new WagmiAdapter({
      projectId: 'p',
      networks: [
        { ...network(1, 'http://127.0.0.1:1'), caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } as never,
        {
          id: 'localnet',
          name: 'Solana',
          caipNetworkId: 'solana:localnet',
          chainNamespace: 'solana',
          nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
          rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
        },
        network(8453, 'http://127.0.0.1:3'),
      ],
    })
    expect(adapter.wagmiConfig.chains.map(chain => chain.id)).to.deep.equal([1, 8453])
    expect(Object.keys(adapter.transports)).to.deep.equal(['1', '8453'])
  })

  it("takes a transport given for a chain, then customRpcUrls, then the network's RPC URL", () => {
    const given = () => ({ config: { key: 'given' } }) as never
    const adapter = new WagmiAdapter({
      projectId: 'p',
      networks: [network(1, 'http://127.0.0.1:1'), network(10, 'http://127.0.0.1:10'), network(8453, 'http://127.0.0.1:3')],
      transports: { 1: given },
      customRpcUrls: { 'eip155:10': [{ url: 'http://127.0.0.1:1010' }] },
    })
    expect(adapter.transports[1]).to.equal(given)
    const chain10 = adapter.wagmiConfig.chains[1]!
    expect((adapter.transports[10]!({ chain: chain10 }) as { value?: { url?: string } }).value?.url).to.equal('http://127.0.0.1:1010')
    const chain8453 = adapter.wagmiConfig.chains[2]!
    expect((adapter.transports[8453]!({ chain: chain8453 }) as { value?: { url?: string } }).value?.url).to.equal('http://127.0.0.1:3')
  })

  it('says which networks it was given when none is an EVM one', () => {
    expect(
      () =>
        new WagmiAdapter({
          projectId: 'p',
          networks: [
            {
              id: 'localnet',
              name: 'Solana',
              caipNetworkId: 'solana:localnet',
              chainNamespace: 'solana',
              nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
              rpcUrls: { default: { http: ['http://x'] } },
            },
          ],
        }),
    ).to.throw(WagmiAdapterError, 'WagmiAdapter needs at least one EVM network; it was given solana:localnet.')
  })

  it("brings its sync plugin, and AppKit's EVM defaults (browser wallets, EVM networks) only when the integrator chose no plugins", () => {
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [network(1, 'http://127.0.0.1:1')] })
    expect(adapter.plugins([], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['adapters/wagmi', 'connectors/injected', 'networks/evm'])
    expect(adapter.plugins([testConnector({ request: async () => null } as never)], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['adapters/wagmi'])
  })
})

describe("WagmiAdapter: its networks and createAppKit's differ", () => {
  const adapterOf = (...ids: number[]) => new WagmiAdapter({ projectId: 'p', networks: ids.map(id => network(id, `http://127.0.0.1:${id}`)) })
  const optionsOf = (...ids: number[]) => ({ projectId: 'p', enableWalletConnect: false, networks: ids.map(id => network(id, `http://127.0.0.1:${id}`)) })

  it('stops createAppKit with an error naming both lists', () => {
    expect(() => createAppKit({ ...optionsOf(1, 10), adapters: [adapterOf(1, 8453)] }, offlineEnvironment())).to.throw(
      WagmiAdapterError,
      "WagmiAdapter's networks (eip155:1, eip155:8453) differ from the EVM networks given to createAppKit (eip155:1, eip155:10): give both the same networks.",
    )
    expect(() => createAppKit({ ...optionsOf(1), adapters: [adapterOf(1, 8453)] }, offlineEnvironment())).to.throw(
      WagmiAdapterError,
      '(eip155:1, eip155:8453) differ from the EVM networks given to createAppKit (eip155:1)',
    )
  })

  it("takes the same networks in another order, and leaves createAppKit's non-EVM networks out of the comparison", () => {
    const appKit = createAppKit(
      {
        projectId: 'p',
        enableWalletConnect: false,
        networks: [
          network(8453, 'http://127.0.0.1:8453'),
          {
            id: 'localnet',
            name: 'Solana',
            caipNetworkId: 'solana:localnet',
            chainNamespace: 'solana',
            nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
            rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
          } as never,
          network(1, 'http://127.0.0.1:1'),
        ],
        adapters: [adapterOf(1, 8453)],
        features: { email: false, socials: false },
      },
      offlineEnvironment(),
    )
    expect(appKit.plugins().map(info => info.name)).to.include('adapters/wagmi')
    appKit.destroy()
  })

  it('says it on the console in a production build, where options never stop the app', () => {
    const error = sinon.stub(console, 'error')
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      const appKit = createAppKit({ ...optionsOf(1), adapters: [adapterOf(1, 8453)], features: { email: false, socials: false } }, offlineEnvironment())
      appKit.destroy()
      expect(error.args.map(args => String(args[0]))).to.include(
        "WagmiAdapter's networks (eip155:1, eip155:8453) differ from the EVM networks given to createAppKit (eip155:1): give both the same networks.",
      )
    } finally {
      error.restore()
      if (nodeEnv === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = nodeEnv
    }
  })
})

describe('WagmiAdapter: wagmi and the modal on one connection (sandbox wallet, real anvil)', function () {
  this.timeout(30_000)
  let chains: StartChainsReturnType
  let walletChains: SandboxWalletChain[]
  let quiet: sinon.SinonStub
  const open: AppKit[] = []

  before(async () => {
    chains = await startChains()
    walletChains = chains.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
  })
  after(() => chains.stop())
  beforeEach(() => {
    quiet = sinon.stub(console, 'error')
  })
  afterEach(() => {
    quiet.restore()
    for (const appKit of open.splice(0)) appKit.destroy()
  })

  function setup(storages: { permissions?: PermissionStore; vestibule?: ReturnType<typeof memoryStorage>; wagmi?: Map<string, string> } = {}) {
    const wallet = createSandboxWallet({
      chains: walletChains,
      approval: 'auto',
      storage: storages.permissions ?? createMemoryPermissionStore(),
      origin: 'http://localhost',
    })
    const networks = walletChains.map(chain => network(chain.chainId, chain.rpcUrl))
    const wagmiMap = storages.wagmi ?? new Map<string, string>()
    const storage = createStorage({
      storage: {
        getItem: key => wagmiMap.get(key) ?? null,
        setItem: (key, value) => void wagmiMap.set(key, value),
        removeItem: key => void wagmiMap.delete(key),
      },
    })
    const adapter = new WagmiAdapter({ projectId: 'test', networks, storage })
    const appKit = createAppKit(
      { projectId: 'test', networks, adapters: [adapter], plugins: [testConnector(wallet.provider)] },
      offlineEnvironment({ storage: storages.vestibule ?? memoryStorage() }),
    )
    open.push(appKit)
    return { wallet, adapter, appKit, config: adapter.wagmiConfig, wagmiMap }
  }

  it("a connection made in the modal is wagmi's: same address, chain, and our connector", async () => {
    const { appKit, config } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(config).status === 'connected')
    const account = getAccount(config)
    expect(account.address).to.equal(ACCOUNT_0)
    expect(account.chainId).to.equal(walletChains[0]!.chainId)
    expect(account.connector?.id).to.equal('vestibule')
  })

  it("wagmi's signMessage goes to the wallet connected in the modal", async () => {
    const { appKit, config } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(config).status === 'connected')
    const signature = await signMessage(config, { message: 'one source of truth' })
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'one source of truth', signature })).to.equal(true)
  })

  it("wagmi's switchChain moves the modal (as its own request) and the wallet; wagmi reports the new chain", async () => {
    const { appKit, config, wallet } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(config).status === 'connected')
    const beta = walletChains[1]!.chainId
    await switchChain(config, { chainId: beta })
    expect(appKit.getState().activeCaipNetworkId).to.equal(`eip155:${beta}`)
    expect(wallet.getState().chainId).to.equal(beta)
    await until(() => getAccount(config).chainId === beta)
    const request = internalsOf(appKit)
      .log.events()
      .find(event => event.type === 'network/switch-requested')
    expect(request?.meta.source).to.equal('adapters/wagmi')
  })

  it('a chain switched from the modal reaches wagmi', async () => {
    const { appKit, config } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(config).status === 'connected')
    const beta = walletChains[1]!.chainId
    await appKit.switchNetwork({ network: `eip155:${beta}` })
    await until(() => getAccount(config).chainId === beta)
  })

  it("wagmi's disconnect disconnects the modal; the modal's disconnect disconnects wagmi", async () => {
    const { appKit, config } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(config).status === 'connected')
    await disconnect(config)
    expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    expect(getAccount(config).status).to.equal('disconnected')

    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(config).status === 'connected')
    await appKit.disconnect()
    await until(() => getAccount(config).status === 'disconnected')
  })

  it("wagmi's connect with our connector opens the modal, and resolves with the wallet the visitor connects there", async () => {
    const { appKit, config } = setup()
    const connector = config.connectors.find(candidate => candidate.id === 'vestibule')!
    const connecting = connect(config, { connector })
    await until(() => appKit.getState().modal.isOpen)
    await appKit.connect({ connectorId: CONNECTOR_ID })
    const result = await connecting
    expect(result.accounts[0]).to.equal(ACCOUNT_0)
    expect(getAccount(config).status).to.equal('connected')
  })

  it("wagmi's connect rejects when the visitor closes the modal without connecting", async () => {
    const { appKit, config } = setup()
    const connector = config.connectors.find(candidate => candidate.id === 'vestibule')!
    const connecting = connect(config, { connector })
    await until(() => appKit.getState().modal.isOpen)
    await appKit.close()
    const error = await connecting.then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.name).to.equal('UserRejectedRequestError')
    expect(getAccount(config).status).to.equal('disconnected')
  })

  it('after a reload in a production build (the stored connection read a moment after start), wagmi takes the restored connection and its chain', async () => {
    const permissions = createMemoryPermissionStore()
    const vestibule = memoryStorage()
    const wagmi = new Map<string, string>()
    const first = setup({ permissions, vestibule, wagmi })
    await first.appKit.connect({ connectorId: CONNECTOR_ID })
    await first.appKit.switchNetwork({ network: `eip155:${walletChains[1]!.chainId}` })
    await until(() => getAccount(first.config).chainId === walletChains[1]!.chainId)
    first.appKit.destroy()

    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    let second: ReturnType<typeof setup>
    try {
      second = setup({ permissions, vestibule, wagmi })
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = nodeEnv
    }
    await reconnect(second.config)
    await until(() => getAccount(second.config).status === 'connected')
    expect(second.appKit.getState().accounts.eip155?.status).to.equal('connected')
    // This wallet object starts on the first chain again (a browser extension would keep its own):
    // wagmi follows the chain the modal restored, not the one it had stored.
    const modalChainId = Number(second.appKit.getState().accounts.eip155?.caipAddress?.split(':')[1])
    await until(() => getAccount(second.config).chainId === modalChainId)
    expect(getAccount(second.config).address).to.equal(ACCOUNT_0)
  })

  it("after a reload, wagmi's reconnect takes the connection the modal restores, with no new connection request", async () => {
    const permissions = createMemoryPermissionStore()
    const vestibule = memoryStorage()
    const wagmi = new Map<string, string>()
    const first = setup({ permissions, vestibule, wagmi })
    await first.appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(first.config).status === 'connected')
    first.appKit.destroy()

    const second = setup({ permissions, vestibule, wagmi })
    await reconnect(second.config)
    await until(() => getAccount(second.config).status === 'connected')
    expect(getAccount(second.config).address).to.equal(ACCOUNT_0)
    expect(second.appKit.getState().accounts.eip155?.status).to.equal('connected')
    expect(
      internalsOf(second.appKit)
        .log.events()
        .filter(event => event.type === 'connection/requested'),
    ).to.deep.equal([])
  })
})
