import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { expect } from 'chai'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startChains } from '../../../../devtools/sandbox/anvil/startChains'
import type { StartChainsReturnType } from '../../../../devtools/sandbox/anvil/startChains'
import { createPhoneWallet } from '../../../../devtools/sandbox/phoneWallet/createPhoneWallet'
import type { CreatePhoneWalletParameters } from '../../../../devtools/sandbox/phoneWallet/createPhoneWallet'
import type { PhoneWallet } from '../../../../devtools/sandbox/phoneWallet/phoneWalletTypes'
import { startRelay } from '../../../../devtools/sandbox/relay/startRelay'
import type { LocalRelay } from '../../../../devtools/sandbox/relay/startRelay'
import { SANDBOX_MNEMONIC, SANDBOX_PROJECT_ID } from '../../../../devtools/sandbox/sandboxConstants'
import { solanaSandboxSeed } from '../../../../devtools/sandbox/solana/solanaSandboxConstants'
import { verifyBip322 } from '../../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_LOCAL_CAIP_NETWORK_ID } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxConstants'
import { closeDappClient, createDappClient } from './walletConnectDapp'
import type { DappClient } from './walletConnectDapp'
import { phoneState, until } from './waitFor'

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const ACCOUNT_2 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 2 }).address
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 9 }).address

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']

type DappEvent = SignClientTypes.Event

function nextEvent<E extends DappEvent>(client: DappClient, event: E): Promise<SignClientTypes.EventArguments[E]> {
  return new Promise(resolve => client.once(event, resolve))
}

async function rejectionOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return error as { code: number; message: string }
  }
  throw new Error('expected a rejection')
}

describe('sandbox phone wallet over the local relay (real dapp client, real anvil)', function () {
  this.timeout(15_000)
  let chains: StartChainsReturnType
  let relay: LocalRelay
  let dapp: DappClient | undefined
  let phone: PhoneWallet | undefined

  before(async () => {
    ;[chains, relay] = await Promise.all([startChains(), startRelay({ pingIntervalMs: 1_000 })])
  })

  after(async () => {
    await relay?.stop()
    await chains?.stop()
  })

  afterEach(async () => {
    await phone?.destroy()
    await closeDappClient(dapp)
    phone = undefined
    dapp = undefined
  })

  async function start(overrides: Partial<CreatePhoneWalletParameters> = {}): Promise<{ dapp: DappClient; phone: PhoneWallet }> {
    dapp = await createDappClient(relay.url)
    phone = await createPhoneWallet({
      relayUrl: relay.url,
      chains: chains.chains,
      projectId: SANDBOX_PROJECT_ID,
      logLevel: 'silent',
      ...overrides,
    })
    return { dapp, phone }
  }

  /** The dapp proposes, the phone pairs and approves (with whatever its mode does). */
  async function connect(chainIds: readonly string[] = ['eip155:31337', 'eip155:31338']): Promise<SessionTypes.Struct> {
    const { dapp: client, phone: wallet } = await start({ approval: 'auto' })
    const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: { chains: [...chainIds], methods: METHODS, events: EVENTS } } })
    await wallet.pair(uri as string)
    return approval()
  }

  function request(session: SessionTypes.Struct, method: string, params: unknown, chainId = 'eip155:31337'): Promise<unknown> {
    return (dapp as DappClient).request({ topic: session.topic, chainId, request: { method, params } })
  }

  describe('pairing and sessions', () => {
    it('shows the proposal, and approves it with the CAIP-10 account on each requested chain it knows', async () => {
      const { dapp: client, phone: wallet } = await start()
      const { uri, approval } = await client.connect({
        optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338', 'eip155:1'], methods: [...METHODS, 'eth_sign'], events: EVENTS } },
      })
      await wallet.pair(uri as string)
      const { proposals } = await phoneState(wallet, state => state.proposals.length === 1, 'the proposal')
      expect(proposals[0]).to.include({ id: proposals[0]!.id })
      expect(proposals[0]!.peer.name).to.equal('Test Dapp')
      expect(proposals[0]!.chains).to.deep.equal(['eip155:31337', 'eip155:31338', 'eip155:1'])

      const approved = await wallet.approveSession()
      const session = await approval()
      expect(session.topic).to.equal(approved.topic)
      expect(session.peer.metadata.name).to.equal('Sandbox Phone Wallet')
      expect(session.namespaces.eip155).to.deep.include({
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${ACCOUNT_0}`, `eip155:31338:${ACCOUNT_0}`],
        events: EVENTS,
      })
      // eth_sign was asked for but the phone cannot serve it: it is left out.
      expect(session.namespaces.eip155!.methods).to.have.members(METHODS)
      expect(wallet.getState().proposals).to.deep.equal([])
      expect(wallet.sessions().map(each => each.topic)).to.deep.equal([session.topic])
    })

    it("rejects the dapp's connect when the person rejects the proposal", async () => {
      const { dapp: client, phone: wallet } = await start()
      const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: METHODS, events: EVENTS } } })
      await wallet.pair(uri as string)
      await phoneState(wallet, state => state.proposals.length === 1, 'the proposal')
      await wallet.rejectSession()
      const error = await rejectionOf(approval())
      expect(error.code).to.equal(5000)
      expect(wallet.sessions()).to.deep.equal([])
    })

    it('rejects with 5100 a proposal for chains it does not know', async () => {
      const { dapp: client, phone: wallet } = await start()
      const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: METHODS, events: EVENTS } } })
      await wallet.pair(uri as string)
      await phoneState(wallet, state => state.proposals.length === 1, 'the proposal')
      const local = await rejectionOf(wallet.approveSession())
      expect(local.message).to.match(/none of the requested chains \(eip155:1\)/)
      expect((await rejectionOf(approval())).code).to.equal(5100)
    })

    it("in 'reject' mode, refuses proposals with 5000 without asking", async () => {
      const { dapp: client, phone: wallet } = await start({ approval: 'reject' })
      const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: METHODS, events: EVENTS } } })
      await wallet.pair(uri as string)
      expect((await rejectionOf(approval())).code).to.equal(5000)
      expect(wallet.proposals()).to.deep.equal([])
    })

    it('disconnects from the wallet side, and the dapp receives session_delete', async () => {
      const session = await connect()
      const deleted = nextEvent(dapp as DappClient, 'session_delete')
      await (phone as PhoneWallet).disconnect()
      expect((await deleted).topic).to.equal(session.topic)
      expect((phone as PhoneWallet).sessions()).to.deep.equal([])
    })
  })

  describe('requests', () => {
    it('holds personal_sign for the person, then answers with a signature that verifies', async () => {
      const session = await connect()
      ;(phone as PhoneWallet).setApproval('manual')
      const message = 'hello from the dapp'
      const signature = request(session, 'personal_sign', [toHex(message), ACCOUNT_0])
      const { requests } = await phoneState(phone as PhoneWallet, state => state.requests.length === 1, 'the request')
      expect(requests[0]).to.deep.include({ method: 'personal_sign', chainId: 'eip155:31337', summary: `Sign message: "${message}"` })
      await (phone as PhoneWallet).approveRequest(requests[0]!.id)
      expect(await verifyMessage({ address: ACCOUNT_0, message, signature: (await signature) as Hex })).to.equal(true)
      expect((phone as PhoneWallet).requests()).to.deep.equal([])
    })

    it('signs EIP-712 typed data for the chain the request names, and refuses a domain on another chain', async () => {
      const session = await connect()
      const typedData = {
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail' as const,
        domain: { name: 'Vestibule', version: '1', chainId: 31338 },
        message: { contents: 'typed hello' },
      }
      const signature = (await request(session, 'eth_signTypedData_v4', [ACCOUNT_0, JSON.stringify(typedData)], 'eip155:31338')) as Hex
      expect(await verifyTypedData({ address: ACCOUNT_0, signature, ...typedData })).to.equal(true)
      const wrongChain = await rejectionOf(request(session, 'eth_signTypedData_v4', [ACCOUNT_0, JSON.stringify(typedData)], 'eip155:31337'))
      expect(wrongChain.code).to.equal(-32602)
    })

    it('answers 4001 when the person rejects a request', async () => {
      const session = await connect()
      ;(phone as PhoneWallet).setApproval('manual')
      const signature = request(session, 'personal_sign', [toHex('no'), ACCOUNT_0])
      const { requests } = await phoneState(phone as PhoneWallet, state => state.requests.length === 1, 'the request')
      await (phone as PhoneWallet).rejectRequest(requests[0]!.id)
      expect((await rejectionOf(signature)).code).to.equal(4001)
    })

    it('refuses at once, without asking, to sign for an account it did not share (4100)', async () => {
      const session = await connect()
      ;(phone as PhoneWallet).setApproval('manual')
      const error = await rejectionOf(request(session, 'personal_sign', [toHex('x'), ACCOUNT_2]))
      expect(error.code).to.equal(4100)
      expect((phone as PhoneWallet).requests()).to.deep.equal([])
    })

    it('signs and sends eth_sendTransaction to the anvil of the chain the request names', async () => {
      const session = await connect()
      const beta = chains.chains[1]!
      const hash = (await request(session, 'eth_sendTransaction', [{ from: ACCOUNT_0, to: RECEIVER, value: toHex(parseEther('0.25')) }], 'eip155:31338')) as Hex
      const receipt = await createPublicClient({ transport: http(beta.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect(receipt.status).to.equal('success')
      expect(receipt.from.toLowerCase()).to.equal(ACCOUNT_0.toLowerCase())
    })

    it('adds the chain to the session and emits chainChanged on wallet_switchEthereumChain', async () => {
      const session = await connect(['eip155:31337'])
      const updated = nextEvent(dapp as DappClient, 'session_update')
      const event = nextEvent(dapp as DappClient, 'session_event')
      expect(await request(session, 'wallet_switchEthereumChain', [{ chainId: toHex(31338) }])).to.equal(null)
      expect((await updated).params.namespaces.eip155!.chains).to.deep.equal(['eip155:31337', 'eip155:31338'])
      expect((await event).params).to.deep.equal({ event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
      expect((dapp as DappClient).session.get(session.topic).namespaces.eip155!.accounts).to.include(`eip155:31338:${ACCOUNT_0}`)
      expect((phone as PhoneWallet).getState().chainId).to.equal(31338)
    })

    it('answers 4902 for a chain it does not know, so the dapp can add it', async () => {
      const session = await connect(['eip155:31337'])
      expect((await rejectionOf(request(session, 'wallet_switchEthereumChain', [{ chainId: toHex(5) }]))).code).to.equal(4902)
    })
  })

  describe('wallet-side changes', () => {
    it('emits accountsChanged and updates the session accounts when another account is selected', async () => {
      const session = await connect()
      const event = nextEvent(dapp as DappClient, 'session_event')
      await (phone as PhoneWallet).setAccountIndex(2)
      expect((await event).params.event).to.deep.equal({ name: 'accountsChanged', data: [ACCOUNT_2] })
      expect((dapp as DappClient).session.get(session.topic).namespaces.eip155!.accounts).to.deep.equal([
        `eip155:31337:${ACCOUNT_2}`,
        `eip155:31338:${ACCOUNT_2}`,
      ])
    })

    it('emits chainChanged when the chain is switched in the wallet', async () => {
      await connect()
      const event = nextEvent(dapp as DappClient, 'session_event')
      await (phone as PhoneWallet).switchChain(31338)
      expect((await event).params).to.deep.equal({ event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
    })
  })

  describe('relay connection loss', () => {
    it('reconnects both clients after dropConnections(), and a request then completes exactly once', async () => {
      const session = await connect()
      const wallet = phone as PhoneWallet
      wallet.setApproval('manual')
      const subscriptions = relay.stats().subscriptions
      const seen: number[] = []
      wallet.subscribe(() => {
        for (const pending of wallet.getState().requests) if (!seen.includes(pending.id)) seen.push(pending.id)
      })

      await relay.dropConnections()
      expect(relay.stats().connectedClients).to.equal(0)
      // Each client reopens its socket and resubscribes everything it knows (irn_batchSubscribe).
      await until(() => relay.stats().connectedClients === 2 && relay.stats().subscriptions === subscriptions, 'both clients back')

      const message = 'after the drop'
      const signature = request(session, 'personal_sign', [toHex(message), ACCOUNT_0])
      const { requests } = await phoneState(wallet, state => state.requests.length === 1, 'the request')
      await wallet.approveRequest(requests[0]!.id)
      expect(await verifyMessage({ address: ACCOUNT_0, message, signature: (await signature) as Hex })).to.equal(true)
      expect(seen).to.have.length(1)
      expect(wallet.requests()).to.deep.equal([])
    })
  })

  describe('Solana and Bitcoin namespaces', () => {
    const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
    const solanaKeypair = Keypair.fromSeed(solanaSandboxSeed(0))
    const SOLANA_ADDRESS = solanaKeypair.publicKey.toBase58()

    /** A dapp proposing eip155 and the local Solana chain to a phone that has a Solana side. */
    async function connectMultichain(): Promise<SessionTypes.Struct> {
      // Nothing here reaches the Solana RPC: signing is local, only sending would.
      const { dapp: client, phone: wallet } = await start({ approval: 'auto', solana: { rpcUrl: 'http://127.0.0.1:9' } })
      const { uri, approval } = await client.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: METHODS, events: EVENTS },
          solana: { chains: ['solana:localnet'], methods: SOLANA_METHODS, events: EVENTS },
        },
      })
      await wallet.pair(uri as string)
      return approval()
    }

    it('approves the Solana namespace beside eip155, with the sandbox Solana account', async () => {
      const session = await connectMultichain()
      expect(session.namespaces.eip155!.accounts).to.deep.equal([`eip155:31337:${ACCOUNT_0}`])
      expect(session.namespaces.solana).to.deep.include({ chains: ['solana:localnet'], accounts: [`solana:localnet:${SOLANA_ADDRESS}`] })
      expect(session.namespaces.solana!.methods).to.have.members(SOLANA_METHODS)
      expect((phone as PhoneWallet).sessions()[0]!.accounts).to.include(`solana:localnet:${SOLANA_ADDRESS}`)
    })

    it('signs a Solana message and transaction with the sandbox keypair, routed by the request chain', async () => {
      const session = await connectMultichain()
      const message = new TextEncoder().encode('Hello Solana')
      const { signature } = (await request(session, 'solana_signMessage', { message: bs58.encode(message), pubkey: SOLANA_ADDRESS }, 'solana:localnet')) as {
        signature: string
      }
      expect(ed25519.verify(bs58.decode(signature), message, solanaKeypair.publicKey.toBytes())).to.equal(true)

      const unsigned = new VersionedTransaction(
        new TransactionMessage({
          payerKey: solanaKeypair.publicKey,
          recentBlockhash: bs58.encode(new Uint8Array(32).fill(7)),
          instructions: [SystemProgram.transfer({ fromPubkey: solanaKeypair.publicKey, toPubkey: solanaKeypair.publicKey, lamports: 1 })],
        }).compileToV0Message(),
      )
      const transaction = Buffer.from(unsigned.serialize()).toString('base64')
      const result = (await request(session, 'solana_signTransaction', { transaction }, 'solana:localnet')) as { transaction: string }
      const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
      expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), solanaKeypair.publicKey.toBytes())).to.equal(true)
    })

    it('refuses a Solana request naming another account (4100)', async () => {
      const session = await connectMultichain()
      const other = Keypair.fromSeed(solanaSandboxSeed(1)).publicKey.toBase58()
      const error = await rejectionOf(request(session, 'solana_signMessage', { message: bs58.encode(new Uint8Array([1])), pubkey: other }, 'solana:localnet'))
      expect(error.code).to.equal(4100)
    })

    it('approves the bip122 namespace with the sandbox Bitcoin payment address, and signs a BIP-322 message for it', async () => {
      const bitcoin = bitcoinSandboxAccount(0)
      const { dapp: client, phone: wallet } = await start({ approval: 'auto', bitcoin: {} })
      const { uri, approval } = await client.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: METHODS, events: EVENTS },
          bip122: { chains: [BITCOIN_LOCAL_CAIP_NETWORK_ID], methods: ['getAccountAddresses', 'signMessage', 'sendTransfer'], events: [] },
        },
      })
      await wallet.pair(uri as string)
      const session = await approval()
      expect(session.namespaces.bip122).to.deep.include({
        chains: [BITCOIN_LOCAL_CAIP_NETWORK_ID],
        accounts: [`${BITCOIN_LOCAL_CAIP_NETWORK_ID}:${bitcoin.payment.address}`],
      })
      // sendTransfer is not the phone's yet: left out of the session.
      expect(session.namespaces.bip122!.methods).to.have.members(['getAccountAddresses', 'signMessage'])
      const addresses = (await request(session, 'getAccountAddresses', {}, BITCOIN_LOCAL_CAIP_NETWORK_ID)) as Array<{ address: string }>
      expect(addresses.map(a => a.address)).to.deep.equal([bitcoin.payment.address, bitcoin.ordinals.address])
      const { signature } = (await request(
        session,
        'signMessage',
        { message: 'Hello Bitcoin', address: bitcoin.payment.address },
        BITCOIN_LOCAL_CAIP_NETWORK_ID,
      )) as { signature: string }
      expect(verifyBip322(bitcoin.payment.address, 'Hello Bitcoin', signature)).to.equal(undefined)
    })
  })
})
