import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { startSolanaRpc, type SolanaRpc } from '../../../../../devtools/sandbox/solana/startSolanaRpc'
import { solanaSandboxSeed } from '../../../../../devtools/sandbox/solana/solanaSandboxConstants'
import { createSandboxSolanaWallet, type SandboxSolanaWallet } from '../../../../../devtools/sandbox/solanaWallet/createSandboxSolanaWallet'
import { withAdapterPlugins } from '../../../../../core/plugins/adapterPlugins'
import { SolanaAdapter, type Provider } from '../../../../../plugins/adapters/solana'
import { WagmiAdapter } from '../../../../../plugins/adapters/wagmi'
import { solanaConnector } from '../../../../../plugins/connectors/solana'
import { solanaLocalnet } from '../../../../../plugins/networks/solana'
import { offlineEnvironment } from '../../../offlineEnvironment'
import { appKitSolanaExample } from './appKitSolanaExample'
import { walletsOnly } from '../adapterOptions'

const CONNECTOR_ID = 'solana:Sandbox Wallet'
const ACCOUNT = Keypair.fromSeed(solanaSandboxSeed(0)).publicKey

/**
 * The Wallet Standard registry the connector reads. @wallet-standard/app ships CommonJS and ESM
 * copies, each with its own registry in Node (no window to share one through); this test file
 * runs as CommonJS while the connector loads its discovery with `import()`, so the wallet is
 * registered in the ESM copy, through a native `import()` the test transform leaves alone.
 */
const walletRegistry = () =>
  (new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<typeof import('@wallet-standard/app')>)('@wallet-standard/app').then(
    m => m.getWallets(),
  )

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

describe('SolanaAdapter: its plugins', () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => warn.restore())

  it("takes AppKit's React Solana example's config as written, and sets up the Solana wallets and networks from adapters alone", () => {
    const appKit = createAppKit(appKitSolanaExample(), offlineEnvironment())
    try {
      expect(appKit.plugins().map(plugin => plugin.name)).to.include.members(['adapters/solana', 'connectors/solana', 'networks/solana'])
    } finally {
      appKit.destroy()
    }
  })

  it("brings its provider plugin, and AppKit's Solana defaults only when the integrator chose no plugins", () => {
    const adapter = new SolanaAdapter()
    expect(adapter.plugins([], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['adapters/solana', 'connectors/solana', 'networks/solana'])
    expect(adapter.plugins([solanaConnector()], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['adapters/solana'])
    expect(adapter.namespace).to.equal('solana')
    expect(adapter.connectionSettings).to.equal('confirmed')
  })

  it('sets up both namespaces beside the wagmi adapter (each brings its own defaults, none twice)', () => {
    const wagmiAdapter = new WagmiAdapter({
      projectId: 'p',
      networks: [
        { id: 1, name: 'Chain 1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } },
      ],
    })
    expect(withAdapterPlugins({ ...walletsOnly(), adapters: [wagmiAdapter, new SolanaAdapter()] }).map(plugin => plugin.name)).to.deep.equal([
      'adapters/wagmi',
      'connectors/injected',
      'networks/evm',
      'adapters/solana',
      'connectors/solana',
      'networks/solana',
    ])
  })
})

describe("SolanaAdapter: useAppKitProvider('solana') is AppKit's Solana provider, on the Solana connector's requests", function () {
  this.timeout(60_000)
  let rpc: SolanaRpc
  let chain: Connection
  let sandbox: SandboxSolanaWallet
  let unregister: () => void
  let appKit: AppKit

  before(async () => {
    rpc = await startSolanaRpc()
    chain = new Connection(rpc.rpcUrl, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl })
  })
  after(() => rpc.stop())
  beforeEach(async () => {
    sandbox = createSandboxSolanaWallet({ rpcUrl: rpc.rpcUrl, approval: 'auto' })
    // In Node the Wallet Standard registry is the page's as an extension fills it: register there.
    unregister = (await walletRegistry()).register(sandbox.wallet as never)
    appKit = createAppKit({ projectId: 'p', networks: [solanaLocalnet({ rpcUrl: rpc.rpcUrl })], adapters: [new SolanaAdapter()] }, offlineEnvironment())
    await until(() => appKit.getConnectors().some(connector => connector.id === CONNECTOR_ID))
  })
  afterEach(() => {
    appKit.destroy()
    unregister()
  })

  const provider = () => appKit.getProvider<Provider>('solana')!
  const connected = async () => {
    await appKit.connect({ connectorId: CONNECTOR_ID })
    return provider()
  }
  const transfer = (lamports: number, to = Keypair.generate().publicKey) => SystemProgram.transfer({ fromPubkey: ACCOUNT, toPubkey: to, lamports })
  const requested = () =>
    internalsOf(appKit)
      .log.events()
      .filter(event => event.type === 'rpc/requested')
      .map(event => [(event.payload as { method: string }).method, event.meta.source])

  it("is there once the wallet is connected: it names the connector and holds the account's key", async () => {
    expect(appKit.getProvider('solana')).to.equal(undefined)
    const walletProvider = await connected()
    expect(walletProvider.id).to.equal(CONNECTOR_ID)
    expect(walletProvider.chain).to.equal('solana')
    expect(walletProvider.chains.map(network => network.caipNetworkId)).to.deep.equal(['solana:localnet'])
    expect(walletProvider.publicKey?.toBase58()).to.equal(ACCOUNT.toBase58())
    expect(await walletProvider.getAccounts()).to.deep.equal([{ namespace: 'solana', address: ACCOUNT.toBase58(), type: 'eoa' }])
  })

  it("signs a message as bytes; the signature verifies with the account's key, and the request went through the connector", async () => {
    const message = new TextEncoder().encode('Sign in to the app')
    const signature = await (await connected()).signMessage(message)
    expect(signature).to.be.instanceOf(Uint8Array)
    expect(ed25519.verify(signature, message, ACCOUNT.toBytes())).to.equal(true)
    expect(requested()).to.deep.equal([['solana_signMessage', 'adapters/solana']])
  })

  it('signs legacy and versioned transactions (one or several) and hands each back as the kind it was given', async () => {
    const walletProvider = await connected()
    const { blockhash } = await chain.getLatestBlockhash()
    const legacy = new Transaction({ feePayer: ACCOUNT, recentBlockhash: blockhash }).add(transfer(1_000_000))
    const signedLegacy = await walletProvider.signTransaction(legacy)
    expect(signedLegacy).to.be.instanceOf(Transaction)
    expect(signedLegacy.verifySignatures()).to.equal(true)
    const versioned = new VersionedTransaction(
      new TransactionMessage({ payerKey: ACCOUNT, recentBlockhash: blockhash, instructions: [transfer(1_000_000)] }).compileToV0Message(),
    )
    const [first, second] = await walletProvider.signAllTransactions([versioned, legacy])
    expect(first).to.be.instanceOf(VersionedTransaction)
    expect(ed25519.verify(first!.signatures[0]!, first!.message.serialize(), ACCOUNT.toBytes())).to.equal(true)
    expect(second).to.be.instanceOf(Transaction)
    expect((second as Transaction).verifySignatures()).to.equal(true)
    expect(requested().map(([method]) => method)).to.deep.equal(['solana_signTransaction', 'solana_signAllTransactions'])
  })

  it("sends with sendTransaction(tx, connection): the wallet signs, the app's connection sends, the lamports arrive", async () => {
    const walletProvider = await connected()
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction({ feePayer: ACCOUNT, ...(await chain.getLatestBlockhash()) }).add(transfer(0.01 * LAMPORTS_PER_SOL, receiver))
    const sentAt = internalsOf(appKit).log.events().length
    const signature = await walletProvider.sendTransaction(transaction, chain)
    await chain.confirmTransaction({ signature, ...(await chain.getLatestBlockhash()) }, 'confirmed')
    expect(await chain.getBalance(receiver, 'confirmed')).to.equal(0.01 * LAMPORTS_PER_SOL)
    // Followed on the app's connection until it landed, then the account's assets are announced changed.
    await until(() =>
      internalsOf(appKit)
        .log.events()
        .slice(sentAt)
        .some(event => event.type === 'account/assets-changed'),
    )
  })

  it('signs and sends through the wallet with signAndSendTransaction, its send options carried as the connector takes them', async () => {
    const walletProvider = await connected()
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await chain.getLatestBlockhash()
    const transaction = new VersionedTransaction(
      new TransactionMessage({
        payerKey: ACCOUNT,
        recentBlockhash: blockhash,
        instructions: [transfer(0.02 * LAMPORTS_PER_SOL, receiver)],
      }).compileToV0Message(),
    )
    const signature = await walletProvider.signAndSendTransaction(transaction, { skipPreflight: false, preflightCommitment: 'confirmed' })
    await chain.confirmTransaction({ signature, ...(await chain.getLatestBlockhash()) }, 'confirmed')
    expect(await chain.getBalance(receiver, 'confirmed')).to.equal(0.02 * LAMPORTS_PER_SOL)
    const request = internalsOf(appKit)
      .log.events()
      .find(event => event.type === 'rpc/requested')!
    expect(((request.payload as { params: unknown[] }).params[0] as { sendOptions: unknown }).sendOptions).to.deep.equal({
      skipPreflight: false,
      preflightCommitment: 'confirmed',
    })
  })

  it("rejects with 4001 when the visitor refuses in the wallet, and with 'No ActiveCaipAddress found' once disconnected", async () => {
    const walletProvider = await connected()
    sandbox.rejectNext()
    const refused = await walletProvider.signMessage(new Uint8Array([1])).catch((error: { code?: number }) => error)
    expect((refused as { code?: number }).code).to.equal(4001)
    await appKit.disconnect()
    const kept = await walletProvider.signMessage(new Uint8Array([1])).catch((error: Error) => error)
    expect((kept as Error).message).to.match(/^No ActiveCaipAddress found/)
    expect(walletProvider.publicKey).to.equal(undefined)
  })

  it("is one object for the connector's life: it emits disconnect when the connection ends, and its connect() connects the wallet again", async () => {
    const walletProvider = await connected()
    const events: string[] = []
    walletProvider.on('connect', key => events.push(`connect ${key.toBase58()}`))
    walletProvider.on('disconnect', () => events.push('disconnect'))
    await walletProvider.disconnect()
    await until(() => events.length === 1)
    expect(await walletProvider.connect()).to.equal(ACCOUNT.toBase58())
    await until(() => events.length === 2)
    expect(events).to.deep.equal(['disconnect', `connect ${ACCOUNT.toBase58()}`])
    expect(appKit.getProvider('solana')).to.equal(walletProvider)
  })
})
