import { expect } from 'chai'
import sinon from 'sinon'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../core/appkit/createAppKit'
import { CONNECTOR_ID, testConnector } from './testConnector'
import { startChains, type StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { createSandboxWallet } from '../../../devtools/sandbox/wallet/createSandboxWallet'
import { createMemoryPermissionStore } from '../../../devtools/sandbox/wallet/permissionStore'
import type { PermissionStore, SandboxWallet, SandboxWalletChain } from '../../../devtools/sandbox/wallet/sandboxWalletTypes'
import { memoryStorage, offlineEnvironment } from '../offlineEnvironment'

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const ACCOUNT_3 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

describe('EIP-1193 driver against the sandbox wallet (real anvil)', function () {
  this.timeout(20_000)
  let chains: StartChainsReturnType
  let alpha: SandboxWalletChain
  let beta: SandboxWalletChain
  let networks: { id: number; name: string; nativeCurrency: { name: string; symbol: string; decimals: number }; rpcUrls: { default: { http: string[] } } }[]
  let quiet: sinon.SinonStub

  before(async () => {
    chains = await startChains()
    ;[alpha, beta] = chains.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) as [SandboxWalletChain, SandboxWalletChain]
    networks = [alpha, beta].map(c => ({
      id: c.chainId,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    }))
  })
  after(() => chains.stop())
  beforeEach(() => {
    quiet = sinon.stub(console, 'error')
  })
  afterEach(() => quiet.restore())

  function setup(
    options: {
      walletChains?: SandboxWalletChain[]
      appNetworks?: typeof networks
      store?: PermissionStore
      storage?: ReturnType<typeof memoryStorage>
      approval?: 'auto' | 'reject'
    } = {},
  ) {
    const wallet: SandboxWallet = createSandboxWallet({
      chains: options.walletChains ?? [alpha, beta],
      approval: options.approval ?? 'auto',
      storage: options.store ?? createMemoryPermissionStore(),
      origin: 'http://localhost',
    })
    const appKit: AppKit = createAppKit(
      { projectId: 'test', networks: options.appNetworks ?? networks, plugins: [testConnector(wallet.provider)] },
      offlineEnvironment({ storage: options.storage ?? memoryStorage() }),
    )
    return { wallet, appKit }
  }

  it('connects: accounts, chain, active connector and recent wallet', async () => {
    const { appKit } = setup()
    const result = await appKit.connect({ connectorId: CONNECTOR_ID })
    expect(result.accounts[0]?.address).to.equal(ACCOUNT_0)
    const state = appKit.getState()
    expect(state.accounts.eip155).to.deep.include({ status: 'connected', address: ACCOUNT_0, caipAddress: `eip155:${alpha.chainId}:${ACCOUNT_0}` })
    expect(state.activeConnectorIds.eip155).to.equal(CONNECTOR_ID)
    expect(state.recentWallets[0]).to.deep.include({ id: CONNECTOR_ID, name: 'Sandbox Wallet' })
    expect(appKit.getProvider()).to.not.equal(undefined)
  })

  it('reports a 4001 rejection as "Connection rejected" and stays disconnected; a retry works', async () => {
    const { wallet, appKit } = setup({ approval: 'reject' })
    let error: (Error & { shortMessage?: string }) | undefined
    await appKit.connect({ connectorId: CONNECTOR_ID }).catch(e => (error = e))
    expect(error?.shortMessage).to.equal('Connection rejected')
    expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    wallet.setApproval('auto')
    await appKit.connect({ connectorId: CONNECTOR_ID })
    expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
  })

  it('signs a message the wallet really signed', async () => {
    const { appKit } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    const signature = await appKit.signMessage({ message: 'Hello from Vestibule' })
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello from Vestibule', signature })).to.equal(true)
  })

  it('a rejected signature rejects with code 4001', async () => {
    const { wallet, appKit } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    wallet.rejectNext()
    let error: (Error & { code?: number }) | undefined
    await appKit.signMessage({ message: 'no' }).catch(e => (error = e))
    expect(error?.code).to.equal(4001)
    expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
  })

  it('switches network through wallet_switchEthereumChain', async () => {
    const { wallet, appKit } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await appKit.switchNetwork({ network: `eip155:${beta.chainId}` })
    expect(appKit.getState().activeCaipNetworkId).to.equal(`eip155:${beta.chainId}`)
    expect(wallet.getState().chainId).to.equal(beta.chainId)
  })

  it('adds the chain with wallet_addEthereumChain when the wallet answers 4902', async () => {
    const { wallet, appKit } = setup({ walletChains: [alpha] })
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await appKit.switchNetwork({ network: `eip155:${beta.chainId}` })
    expect(wallet.getState().chains.map(c => c.chainId)).to.include(beta.chainId)
    expect(wallet.getState().chainId).to.equal(beta.chainId)
    expect(appKit.getState().accounts.eip155?.caipAddress).to.equal(`eip155:${beta.chainId}:${ACCOUNT_0}`)
  })

  it('marks the network unsupported when the wallet moves to a chain the app lacks', async () => {
    const { wallet, appKit } = setup({ appNetworks: networks.slice(0, 1) })
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${beta.chainId.toString(16)}` }] })
    await until(() => appKit.getState().unsupportedNetwork)
    expect(appKit.getState().modal).to.deep.include({ isOpen: true, view: 'UnsupportedChain' })
  })

  it('follows accountsChanged', async () => {
    const { wallet, appKit } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    wallet.setAccountIndex(3)
    await until(() => appKit.getState().accounts.eip155?.address === ACCOUNT_3)
  })

  it('follows a disconnect from the wallet side', async () => {
    const { wallet, appKit } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    wallet.disconnectFromWallet()
    await until(() => appKit.getState().accounts.eip155?.status === 'disconnected')
    expect(appKit.getState().activeConnectorIds.eip155).to.equal(undefined)
  })

  it('disconnects and revokes the permission', async () => {
    const { wallet, appKit } = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await appKit.disconnect()
    expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([])
  })

  it('restores a stored connection silently with eth_accounts, never eth_requestAccounts', async () => {
    const store = createMemoryPermissionStore()
    const storage = memoryStorage()
    const first = setup({ store, storage })
    await first.appKit.connect({ connectorId: CONNECTOR_ID })
    first.appKit.destroy()
    // A wallet that would reject any prompt: only a silent restore can succeed.
    const second = setup({ store, storage, approval: 'reject' })
    const requests = sinon.spy(second.wallet.provider, 'request')
    await until(() => second.appKit.getState().accounts.eip155?.status === 'connected')
    expect(second.appKit.getState().accounts.eip155?.address).to.equal(ACCOUNT_0)
    expect(requests.getCalls().map(c => (c.args[0] as { method: string }).method)).to.not.include('eth_requestAccounts')
    const types = internalsOf(second.appKit)
      .log.events()
      .map(e => e.type)
    expect(types).to.include.members(['storage/restored', 'connection/sync-started', 'connection/succeeded'])
  })

  it('ends a stored connection the wallet no longer grants', async () => {
    const store = createMemoryPermissionStore()
    const storage = memoryStorage()
    const first = setup({ store, storage })
    await first.appKit.connect({ connectorId: CONNECTOR_ID })
    first.appKit.destroy()
    // The site's permission is gone while the page was closed (the extension was reset): storage
    // still says connected, so the reload syncs, and eth_accounts answers no account.
    store.clear()
    const second = setup({ store, storage })
    expect(second.appKit.getState().accounts.eip155?.status).to.equal('connecting')
    await until(() => second.appKit.getState().accounts.eip155?.status === 'disconnected')
    const types = internalsOf(second.appKit)
      .log.events()
      .map(e => e.type)
    expect(types).to.include.members(['connection/sync-started', 'connection/disconnected'])
    expect(second.appKit.getState().activeConnectorIds.eip155).to.equal(undefined)
  })
})
