import { expect } from 'chai'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { verifyBip322, verifyLegacyMessage } from '../../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startBitcoinEsplora, type BitcoinEsplora } from '../../../../devtools/sandbox/bitcoin/startBitcoinEsplora'
import { createSandboxBitcoinWallet, type SandboxBitcoinWallet } from '../../../../devtools/sandbox/bitcoinWallet/createSandboxBitcoinWallet'
import type { ApprovalRequest } from '../../../../devtools/sandbox/wallet/sandboxWalletTypes'
import { unsignedSpend } from './spendHelpers'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)

describe('sandbox Bitcoin wallet (Wallet Standard bitcoin:* and sats-connect request)', function () {
  this.timeout(20_000)
  let esplora: BitcoinEsplora
  let sandbox: SandboxBitcoinWallet
  let asked: ApprovalRequest[]

  beforeEach(async () => {
    esplora = await startBitcoinEsplora({ mining: 'manual' })
    asked = []
    sandbox = createSandboxBitcoinWallet({ esploraUrl: esplora.url, approval: 'prompt', approver: async request => (asked.push(request), true) })
  })
  afterEach(() => esplora?.stop())

  const request = (method: string, params?: unknown) =>
    sandbox.provider.request(method, params) as Promise<{ result?: any; error?: { code: number; message: string } }>

  it('answers getAccounts with the payment (P2WPKH) and ordinals (P2TR) addresses once the user approves', async () => {
    const { result } = await request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(result).to.deep.equal([
      { address: me.payment.address, publicKey: me.payment.publicKey, purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
      { address: me.ordinals.address, publicKey: me.ordinals.publicKey, purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
    ])
    expect(asked.map(a => a.method)).to.deep.equal(['bitcoin:connect'])
    expect(asked[0]!.chainId).to.equal('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('refuses signing before a connection (-32002), unknown methods (-32601), bad params (-32602) and a rejection at the prompt (-32000)', async () => {
    expect((await request('signMessage', { address: me.payment.address, message: 'x' })).error!.code).to.equal(-32002)
    expect((await request('wallet_doSomething')).error!.code).to.equal(-32601)
    expect((await request('getAccounts', { purposes: [] })).error!.code).to.equal(-32602)
    sandbox.rejectNext()
    expect((await request('getAccounts', { purposes: ['payment'] })).error).to.deep.equal({ code: -32000, message: 'User rejected the request.' })
  })

  it('sends a transfer built from the ledger UTXOs at the chain fee rate; the receiver holds it', async () => {
    await request('getAccounts', { purposes: ['payment'] })
    esplora.ledger.setFeeEstimates({ '1': 7, '6': 2 })
    const { result, error } = await request('sendTransfer', { recipients: [{ address: friend.payment.address, amount: 250_000 }] })
    expect(error).to.equal(undefined)
    const tx = esplora.ledger.transaction(result.txid)!
    expect(tx.outputs.find(o => o.address === friend.payment.address)!.value).to.equal(250_000n)
    expect(Number(tx.fee) / tx.vsize).to.be.within(7, 7.5)
    expect(asked.at(-1)!.summary).to.match(/^Send 0\.0025 BTC to bcrt1q\S+ \(fee \d+ sats at 7 sat\/vB\)$/)
    expect(esplora.ledger.utxosOf(friend.payment.address).some(utxo => utxo.txid === result.txid && utxo.value === 250_000n)).to.equal(true)
  })

  it("passes the chain's refusal on (a dust transfer)", async () => {
    await request('getAccounts', { purposes: ['payment'] })
    const { error } = await request('sendTransfer', { recipients: [{ address: friend.payment.address, amount: 100 }] })
    expect(error!.code).to.equal(-32603)
    expect(error!.message).to.include('sendrawtransaction RPC error').and.include('dust: output 0 pays 100 sats')
  })

  it('signs messages with BIP-322 (default) and ECDSA, verifiable for the address', async () => {
    await request('getAccounts', { purposes: ['payment', 'ordinals'] })
    const bip322 = (await request('signMessage', { address: me.ordinals.address, message: 'hello' })).result
    expect(bip322.protocol).to.equal('BIP322')
    expect(verifyBip322(me.ordinals.address, 'hello', bip322.signature)).to.equal(undefined)
    const ecdsa = (await request('signMessage', { address: me.payment.address, message: 'hello', protocol: 'ECDSA' })).result
    expect(verifyLegacyMessage(me.payment.address, 'hello', ecdsa.signature)).to.equal(undefined)
    expect((await request('signMessage', { address: friend.payment.address, message: 'hello' })).error!.code).to.equal(-32002)
  })

  it('signs a PSBT spending the ordinals coin and broadcasts it on request', async () => {
    await request('getAccounts', { purposes: ['ordinals'] })
    const [coin] = esplora.ledger.utxosOf(me.ordinals.address)
    const psbt = unsignedSpend(me.ordinals, [coin!], [{ script: friend.ordinals.script, amount: 9_000n }]).toPSBT()
    const { result } = await request('signPsbt', { psbt: base64.encode(psbt), signInputs: { [me.ordinals.address]: [0] }, broadcast: true })
    expect(esplora.ledger.transaction(result.txid)!.outputs[0]!.address).to.equal(friend.ordinals.address)
    expect(Transaction.fromPSBT(base64.decode(result.psbt)).isFinal).to.equal(true)
  })

  it('serves the Wallet Standard features: connect, signMessage (BIP-322 witness bytes), signTransaction, signAndSendTransaction', async () => {
    const { features } = sandbox.wallet
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(accounts.map(a => a.address)).to.deep.equal([me.payment.address])
    expect(sandbox.wallet.accounts.map(a => a.address)).to.deep.equal([me.payment.address, me.ordinals.address])
    const [signed] = await features['bitcoin:signMessage'].signMessage({ account: accounts[0]!, message: new TextEncoder().encode('gm') })
    expect(verifyBip322(me.payment.address, 'gm', base64.encode(signed!.signature))).to.equal(undefined)
    const [coin] = esplora.ledger.utxosOf(me.payment.address)
    const psbt = unsignedSpend(me.payment, [coin!], [{ script: friend.payment.script, amount: coin!.value - 1_000n }]).toPSBT()
    const [signedPsbt] = await features['bitcoin:signTransaction'].signTransaction({ psbt, inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }] })
    expect(Transaction.fromPSBT(signedPsbt!.signedPsbt).isFinal).to.equal(true)
    const [sent] = await features['bitcoin:signAndSendTransaction'].signAndSendTransaction({
      psbt,
      inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    expect(esplora.ledger.mempool()).to.deep.equal([sent!.txId])
    sandbox.rejectNext()
    const rejected = await features['bitcoin:signMessage']
      .signMessage({ account: accounts[0]!, message: new Uint8Array([1]) })
      .catch((error: { code: number }) => error.code)
    expect(rejected).to.equal(4001)
  })

  it('tells the app of an account switch and a disconnect from the wallet side', async () => {
    const changes: string[][] = []
    sandbox.wallet.features['standard:events'].on('change', ({ accounts }) => changes.push((accounts ?? []).map(a => a.address)))
    await sandbox.wallet.features['bitcoin:connect'].connect()
    sandbox.setAccountIndex(1)
    sandbox.disconnectFromWallet()
    expect(changes).to.deep.equal([[me.payment.address, me.ordinals.address], [friend.payment.address, friend.ordinals.address], []])
  })
})
