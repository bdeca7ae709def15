import { expect } from 'chai'
import sinon from 'sinon'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../core/appkit/createAppKit'
import { SDK_VERSION } from '../../../core/constants'
import { evmNetworks } from '../../../plugins/networks/evm'
import { startSandbox, type Sandbox } from '../../../devtools/sandbox/startSandbox'
import { SANDBOX_MNEMONIC, SANDBOX_PROJECT_ID } from '../../../devtools/sandbox/sandboxConstants'
import { createSandboxWallet } from '../../../devtools/sandbox/wallet/createSandboxWallet'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { memoryStorage } from '../offlineEnvironment'
import { CONNECTOR_ID, testConnector } from './testConnector'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

describe('EVM networks plugin against the sandbox (balances, identity)', function () {
  this.timeout(20_000)
  let sandbox: Sandbox
  let quiet: sinon.SinonStub
  before(async () => {
    sandbox = await startSandbox({ quiet: true })
  })
  after(() => sandbox.stop())
  beforeEach(() => {
    quiet = sinon.stub(console, 'error')
    sandbox.api.clearFaults()
    sandbox.api.clearRequests()
  })
  afterEach(() => quiet.restore())

  const networks = (testnet = false) =>
    sandbox.chains.map(c => ({
      id: c.chainId,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
      testnet,
    }))

  function setup(options: { testnet?: boolean; now?: () => number; tokens?: Record<string, { address: string }> } = {}): AppKit {
    const wallet = createSandboxWallet({
      chains: sandbox.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      approval: 'auto',
      origin: 'http://localhost',
    })
    return createAppKit(
      {
        projectId: SANDBOX_PROJECT_ID,
        networks: networks(options.testnet),
        apiUrl: sandbox.apiUrl,
        blockchainApiUrl: sandbox.apiUrl,
        plugins: [testConnector(wallet.provider), evmNetworks(options.now ? { now: options.now } : {})],
        ...(options.tokens ? { tokens: options.tokens } : {}),
      },
      // SPEC §9's retries at once: the 1-2-4 s waits are tested in createQueryLayer.test.ts.
      { storage: memoryStorage(), queryRetryDelay: () => 0 },
    )
  }

  const chainBalance = async (index = 0) =>
    formatEther(await createPublicClient({ transport: http(sandbox.chains[index]!.rpcUrl) }).getBalance({ address: ACCOUNT }))

  it('puts the real balance from the blockchain API on the account, with the SPEC §7 query fields', async () => {
    const appKit = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    expect(Number(appKit.getState().accounts.eip155?.balance)).to.equal(Number(await chainBalance()))
    expect(appKit.getState().accounts.eip155?.balanceSymbol).to.equal('ETH')
    const request = sandbox.api.requests.find(r => r.path.endsWith('/balance'))!
    expect(request.query).to.include({ projectId: SANDBOX_PROJECT_ID, st: 'vestibule', sv: SDK_VERSION, currency: 'usd', chainId: 'eip155:31337' })
  })

  it("shows the balance of the token the app names for the network (AppKit's tokens), read from its contract", async () => {
    const token = sandboxErc20('SUSD')
    const appKit = setup({ tokens: { 'eip155:31337': { address: token.address } }, testnet: true })
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    const held = await createPublicClient({ transport: http(sandbox.chains[0]!.rpcUrl) }).readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ACCOUNT],
    })
    expect(appKit.getState().accounts.eip155?.balance).to.equal(formatUnits(held, token.decimals))
    expect(Number(appKit.getState().accounts.eip155?.balance)).to.be.greaterThan(0)
    expect(appKit.getState().accounts.eip155?.balanceSymbol).to.equal('SUSD')
  })

  it('falls back to eth_getBalance over the chain RPC when the API fails', async () => {
    sandbox.api.fail('/v1/account/:address/balance', { status: 500, times: 5 })
    const appKit = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    expect(Number(appKit.getState().accounts.eip155?.balance)).to.equal(Number(await chainBalance()))
  })

  it("shows 'Token Balance Unavailable' when every source fails, and does not retry within 30 s", async () => {
    let clock = 1_000_000
    const wallet = createSandboxWallet({
      chains: sandbox.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      approval: 'auto',
      origin: 'http://localhost',
    })
    const dead = networks().map(n => ({ ...n, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }))
    sandbox.api.fail('/v1/account/:address/balance', { status: 503, times: 10 })
    sandbox.api.fail('/v1/', { status: 503, times: 10 })
    const appKit = createAppKit(
      {
        projectId: SANDBOX_PROJECT_ID,
        networks: dead,
        apiUrl: sandbox.apiUrl,
        blockchainApiUrl: sandbox.apiUrl,
        plugins: [testConnector(wallet.provider), evmNetworks({ now: () => clock })],
      },
      { storage: memoryStorage(), queryRetryDelay: () => 0 },
    )
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().snackbar.open)
    expect(appKit.getState().snackbar).to.include({ message: 'Token Balance Unavailable', variant: 'error' })
    const failures = () =>
      internalsOf(appKit)
        .log.events()
        .filter(e => e.type === 'account/balance-failed').length
    expect(failures()).to.equal(1)
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31337', supported: true } })
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(failures()).to.equal(1)
    clock += 30_001
    sandbox.api.clearFaults()
    appKit.dispatch({
      type: 'connection/accounts-changed',
      payload: { connectorId: CONNECTOR_ID, namespace: 'eip155', accounts: [{ address: ACCOUNT, type: 'eoa' }] },
    })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
  })

  it('shows 0 on testnets without asking anyone', async () => {
    const appKit = setup({ testnet: true })
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    expect(appKit.getState().accounts.eip155?.balance).to.equal('0')
    expect(sandbox.api.requests.filter(r => r.path.endsWith('/balance'))).to.have.length(0)
  })

  it('reads a fresh balance after a sent transaction, and the cached one within 30 s otherwise', async () => {
    const appKit = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    const before = Number(appKit.getState().accounts.eip155?.balance)
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 7 }).address
    await appKit.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: receiver, value: `0x${parseEther('1').toString(16)}` }] })
    await until(() => Number(appKit.getState().accounts.eip155?.balance) < before - 0.99)
    const alphaCalls = () => sandbox.api.requests.filter(r => r.path.endsWith('/balance') && r.query.chainId === 'eip155:31337').length
    const before30s = alphaCalls()
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31338', supported: true } })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31337', supported: true } })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    expect(alphaCalls(), 'a balance younger than 30 s comes from the cache').to.equal(before30s)
  })

  it('reads the balance again once the sent transaction is mined, not at the wallet’s answer (its hash comes first)', async () => {
    const appKit = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
    const before = Number(appKit.getState().accounts.eip155?.balance)
    const anvil = (method: string) =>
      fetch(sandbox.chains[0]!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: method === 'evm_setAutomine' ? [automine] : [] }),
      })
    const changes = () =>
      internalsOf(appKit)
        .log.events()
        .filter(event => event.type === 'account/assets-changed').length
    // A chain whose block comes later than the wallet's answer, as on every real network.
    let automine = false
    await anvil('evm_setAutomine')
    try {
      const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 8 }).address
      const hash = await appKit.request({
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT, to: receiver, value: `0x${parseEther('1').toString(16)}` }],
      })
      expect(hash).to.match(/^0x[0-9a-f]{64}$/)
      // Two polls of the receipt go by: nothing is announced, and the balance shown is still the one before.
      await new Promise(resolve => setTimeout(resolve, 2_500))
      expect(changes()).to.equal(0)
      expect(Number(appKit.getState().accounts.eip155?.balance)).to.equal(before)
      await anvil('evm_mine')
      await until(() => Number(appKit.getState().accounts.eip155?.balance) < before - 0.99)
      expect(changes()).to.equal(1)
    } finally {
      automine = true
      await anvil('evm_setAutomine')
    }
  })

  describe('before the visitor shows intent (private by default)', () => {
    /** Two instances over one wallet and one storage: the first connects, the second restores it. */
    async function restored() {
      const wallet = createSandboxWallet({
        chains: sandbox.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
        approval: 'auto',
        origin: 'http://localhost',
      })
      const storage = memoryStorage()
      const fetched: string[] = []
      const recording: typeof fetch = (input, init) => {
        fetched.push(new URL(String(input instanceof Request ? input.url : input)).pathname)
        return fetch(input, init)
      }
      const options = { projectId: SANDBOX_PROJECT_ID, networks: networks(), apiUrl: sandbox.apiUrl, blockchainApiUrl: sandbox.apiUrl }
      const first = createAppKit({ ...options, plugins: [testConnector(wallet.provider)] }, { storage })
      await first.connect({ connectorId: CONNECTOR_ID })
      first.destroy()
      const appKit = createAppKit({ ...options, plugins: [testConnector(wallet.provider), evmNetworks()] }, { storage, fetch: recording })
      await until(() => appKit.getState().accounts.eip155?.balance !== undefined)
      return { appKit, fetched }
    }

    it('a restored connection fetches its balance and nothing else: no identity, no supported-chains list', async () => {
      const { appKit, fetched } = await restored()
      expect(appKit.getState().intentShown).to.equal(false)
      expect(Number(appKit.getState().accounts.eip155?.balance)).to.equal(Number(await chainBalance()))
      expect(fetched).to.deep.equal([`/v1/account/${ACCOUNT}/balance`])
      expect(appKit.getState().accounts.eip155?.profileName).to.equal(undefined)
    })

    it('looks the identity up once the visitor shows intent', async () => {
      const { appKit, fetched } = await restored()
      appKit.showIntent()
      await until(() => appKit.getState().accounts.eip155?.profileName !== undefined)
      expect(appKit.getState().accounts.eip155?.profileName).to.equal('alice.sandbox.eth')
      expect(fetched).to.include(`/v1/identity/${ACCOUNT}`)
    })
  })

  it('puts the identity (name, avatar) on the account', async () => {
    const appKit = setup()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.eip155?.profileName !== undefined)
    expect(appKit.getState().accounts.eip155?.profileName).to.equal('alice.sandbox.eth')
    const request = sandbox.api.requests.find(r => r.path.startsWith('/v1/identity/'))!
    expect(request.query).to.include({ sender: ACCOUNT })
  })
})
