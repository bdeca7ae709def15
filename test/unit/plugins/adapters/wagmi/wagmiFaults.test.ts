import { expect } from 'chai'
import sinon from 'sinon'
import { connect, createStorage, getAccount, mock, reconnect, switchChain } from '@wagmi/core'
import { mnemonicToAccount } from 'viem/accounts'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { WagmiAdapter } from '../../../../../plugins/adapters/wagmi'
import type { Eip1193Provider } from '../../../../../plugins/connectors/eip1193/eip1193Types'
import { startChains, type StartChainsReturnType } from '../../../../../devtools/sandbox/anvil/startChains'
import { SANDBOX_MNEMONIC } from '../../../../../devtools/sandbox/sandboxConstants'
import { createSandboxWallet } from '../../../../../devtools/sandbox/wallet/createSandboxWallet'
import { createMemoryPermissionStore } from '../../../../../devtools/sandbox/wallet/permissionStore'
import type { SandboxWallet, SandboxWalletChain } from '../../../../../devtools/sandbox/wallet/sandboxWalletTypes'
import { CONNECTOR_ID, testConnector } from '../../testConnector'
import { memoryStorage, offlineEnvironment } from '../../../offlineEnvironment'

// Faults on the way between wagmi, the modal and the wallet (issue 26, item 4): whatever fails, the
// modal and wagmi name the same connection afterwards, or none.

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const OTHER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 5 }).address

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}
const network = (id: number, url: string) => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
})

describe('WagmiAdapter under faults: a wallet or wagmi connector that refuses or throws (sandbox wallet, real anvil)', function () {
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

  /** The modal's EVM account, as wagmi should see it: status and address. */
  const modalSide = (appKit: AppKit) => ({
    status: appKit.getState().accounts.eip155?.status ?? 'disconnected',
    address: appKit.getState().accounts.eip155?.address,
  })
  const wagmiSide = (adapter: WagmiAdapter) => {
    const account = getAccount(adapter.wagmiConfig)
    return { status: account.status, address: account.address }
  }

  function setup(
    options: {
      provider?: (wallet: SandboxWallet) => Eip1193Provider
      failing?: boolean
      vestibule?: ReturnType<typeof memoryStorage>
      wagmi?: Map<string, string>
    } = {},
  ) {
    const wallet = createSandboxWallet({ chains: walletChains, approval: 'auto', storage: createMemoryPermissionStore(), origin: 'http://localhost' })
    const networks = walletChains.map(chain => network(chain.chainId, chain.rpcUrl))
    const wagmiMap = options.wagmi ?? new Map<string, string>()
    const storage = createStorage({
      storage: {
        getItem: key => wagmiMap.get(key) ?? null,
        setItem: (key, value) => void wagmiMap.set(key, value),
        removeItem: key => void wagmiMap.delete(key),
      },
    })
    // An app's own wagmi connector beside ours, whose connect fails (wagmi's mock, with its failure switch).
    const connectors = options.failing ? [mock({ accounts: [OTHER], features: { connectError: new Error('The wallet is locked.') } })] : []
    const adapter = new WagmiAdapter({ projectId: 'test', networks, storage, connectors })
    const provider = options.provider?.(wallet) ?? wallet.provider
    const appKit = createAppKit(
      { projectId: 'test', networks, adapters: [adapter], plugins: [testConnector(provider)] },
      offlineEnvironment({ storage: options.vestibule ?? memoryStorage() }),
    )
    open.push(appKit)
    return { wallet, adapter, appKit, config: adapter.wagmiConfig }
  }

  const vestibule = (adapter: WagmiAdapter) => adapter.wagmiConfig.connectors.find(candidate => candidate.id === 'vestibule')!

  it('the wallet refuses the connection wagmi asked for: wagmi stays unconnected while the modal offers a retry, and rejects once the visitor closes it', async () => {
    const { appKit, adapter, wallet } = setup()
    const connecting = connect(adapter.wagmiConfig, { connector: vestibule(adapter) })
    await until(() => appKit.getState().modal.isOpen)
    wallet.rejectNext()
    const refused = await appKit.connect({ connectorId: CONNECTOR_ID }).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(refused, 'the modal reports the refusal').to.be.instanceOf(Error)
    expect(modalSide(appKit).status).to.equal('disconnected')
    expect(getAccount(adapter.wagmiConfig).address).to.equal(undefined)
    await appKit.close()
    const error = await connecting.then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.name).to.equal('UserRejectedRequestError')
    expect(wagmiSide(adapter)).to.deep.equal({ status: 'disconnected', address: undefined })
    expect(modalSide(appKit)).to.deep.equal({ status: 'disconnected', address: undefined })
  })

  it('a wallet whose provider throws on connecting leaves both disconnected; a second try in the same modal connects both', async () => {
    let broken = true
    const { appKit, adapter } = setup({
      provider: wallet => ({
        ...wallet.provider,
        on: wallet.provider.on.bind(wallet.provider),
        removeListener: wallet.provider.removeListener.bind(wallet.provider),
        request: async args => {
          if (broken && args.method === 'eth_requestAccounts') throw new Error('Internal wallet error')
          return wallet.provider.request(args as never)
        },
      }),
    })
    const connecting = connect(adapter.wagmiConfig, { connector: vestibule(adapter) })
    await until(() => appKit.getState().modal.isOpen)
    const failed = await appKit.connect({ connectorId: CONNECTOR_ID }).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(failed).to.be.instanceOf(Error)
    expect(modalSide(appKit).status).to.equal('disconnected')
    expect(getAccount(adapter.wagmiConfig).address).to.equal(undefined)
    broken = false
    await appKit.connect({ connectorId: CONNECTOR_ID })
    const { accounts } = await connecting
    expect(accounts[0]).to.equal(ACCOUNT_0)
    expect(wagmiSide(adapter)).to.deep.equal({ status: 'connected', address: ACCOUNT_0 })
    expect(modalSide(appKit)).to.deep.equal({ status: 'connected', address: ACCOUNT_0 })
    expect(
      internalsOf(appKit)
        .log.events()
        .filter(event => event.type === 'connection/succeeded'),
    ).to.have.length(1)
  })

  it("a stored connection the wallet no longer grants, after a reload: wagmi's reconnect ends disconnected, as the modal does", async () => {
    const vestibuleStorage = memoryStorage()
    const wagmi = new Map<string, string>()
    const first = setup({ vestibule: vestibuleStorage, wagmi })
    await first.appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(first.adapter.wagmiConfig).status === 'connected')
    first.appKit.destroy()

    // A new wallet object with a fresh permission store: the site's grant is gone.
    const second = setup({ vestibule: vestibuleStorage, wagmi })
    await reconnect(second.adapter.wagmiConfig)
    // The modal's silent restore ran and found no grant.
    await until(() =>
      internalsOf(second.appKit)
        .log.events()
        .some(event => event.type === 'connection/sync-started'),
    )
    await until(() =>
      internalsOf(second.appKit)
        .log.events()
        .some(event => event.type === 'connection/failed' || event.type === 'connection/disconnected' || event.type === 'connection/succeeded'),
    )
    await until(() => getAccount(second.adapter.wagmiConfig).status !== 'reconnecting')
    expect(modalSide(second.appKit)).to.deep.equal({ status: 'disconnected', address: undefined })
    expect(wagmiSide(second.adapter)).to.deep.equal({ status: 'disconnected', address: undefined })
    expect(
      internalsOf(second.appKit)
        .log.events()
        .filter(event => event.type === 'connection/requested'),
      'nothing asks the wallet for a new connection',
    ).to.deep.equal([])
  })

  it("an app's own wagmi connector that throws leaves the modal's connection wagmi's current one", async () => {
    const { appKit, adapter } = setup({ failing: true })
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(adapter.wagmiConfig).status === 'connected')
    const locked = adapter.wagmiConfig.connectors.find(candidate => candidate.id === 'mock')!
    const error = await connect(adapter.wagmiConfig, { connector: locked }).then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.message).to.include('The wallet is locked.')
    expect(wagmiSide(adapter)).to.deep.equal({ status: 'connected', address: ACCOUNT_0 })
    expect(getAccount(adapter.wagmiConfig).connector?.id).to.equal('vestibule')
    expect(modalSide(appKit)).to.deep.equal({ status: 'connected', address: ACCOUNT_0 })
  })

  it("an app's own wagmi connector that throws while nothing is connected leaves both disconnected", async () => {
    const { appKit, adapter } = setup({ failing: true })
    const locked = adapter.wagmiConfig.connectors.find(candidate => candidate.id === 'mock')!
    const error = await connect(adapter.wagmiConfig, { connector: locked }).then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.message).to.include('The wallet is locked.')
    expect(wagmiSide(adapter)).to.deep.equal({ status: 'disconnected', address: undefined })
    expect(modalSide(appKit)).to.deep.equal({ status: 'disconnected', address: undefined })
  })

  it("a chain switch the wallet refuses: wagmi's switchChain rejects as the visitor's no, and wagmi, the modal and the wallet stay on the first chain", async () => {
    const { appKit, adapter, wallet } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(adapter.wagmiConfig).status === 'connected')
    const [alpha, beta] = [walletChains[0]!.chainId, walletChains[1]!.chainId]
    wallet.rejectNext()
    const error = await switchChain(adapter.wagmiConfig, { chainId: beta }).then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.name).to.equal('UserRejectedRequestError')
    expect(getAccount(adapter.wagmiConfig).chainId).to.equal(alpha)
    expect(appKit.getState().activeCaipNetworkId).to.equal(`eip155:${alpha}`)
    expect(appKit.getState().accounts.eip155?.caipAddress).to.equal(`eip155:${alpha}:${ACCOUNT_0}`)
    expect(wallet.getState().chainId).to.equal(alpha)
    // The next try, approved, moves all three.
    await switchChain(adapter.wagmiConfig, { chainId: beta })
    await until(() => getAccount(adapter.wagmiConfig).chainId === beta)
    expect(wallet.getState().chainId).to.equal(beta)
  })

  it('a chain switch the wallet refuses from the modal leaves wagmi on the chain the modal stays on', async () => {
    const { appKit, adapter, wallet } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(adapter.wagmiConfig).status === 'connected')
    const [alpha, beta] = [walletChains[0]!.chainId, walletChains[1]!.chainId]
    wallet.rejectNext()
    await appKit.switchNetwork({ network: `eip155:${beta}` }).catch(() => undefined)
    await new Promise(resolve => setTimeout(resolve, 100))
    expect(appKit.getState().activeCaipNetworkId).to.equal(`eip155:${alpha}`)
    expect(getAccount(adapter.wagmiConfig).chainId).to.equal(alpha)
  })

  it("a chain switch the wallet fails (not a refusal) rejects as wagmi's SwitchChainError, and wagmi and the modal stay", async () => {
    let failing = false
    const { appKit, adapter } = setup({
      provider: wallet => ({
        ...wallet.provider,
        on: wallet.provider.on.bind(wallet.provider),
        removeListener: wallet.provider.removeListener.bind(wallet.provider),
        request: async args => {
          if (failing && args.method === 'wallet_switchEthereumChain') throw Object.assign(new Error('The node is down'), { code: -32000 })
          return wallet.provider.request(args as never)
        },
      }),
    })
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => getAccount(adapter.wagmiConfig).status === 'connected')
    failing = true
    const [alpha, beta] = [walletChains[0]!.chainId, walletChains[1]!.chainId]
    const error = await switchChain(adapter.wagmiConfig, { chainId: beta }).then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.name).to.equal('SwitchChainError')
    expect(getAccount(adapter.wagmiConfig).chainId).to.equal(alpha)
    expect(appKit.getState().activeCaipNetworkId).to.equal(`eip155:${alpha}`)
    expect(appKit.getState().accounts.eip155?.caipAddress).to.equal(`eip155:${alpha}:${ACCOUNT_0}`)
  })
})
