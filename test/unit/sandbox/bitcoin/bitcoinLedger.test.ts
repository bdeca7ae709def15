import { expect } from 'chai'
import { Transaction } from '@scure/btc-signer'
import { bitcoinSandboxAccount } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { BitcoinLedgerRefusal } from '../../../../devtools/sandbox/bitcoin/bitcoinLedgerRefusal'
import { dustThreshold } from '../../../../devtools/sandbox/bitcoin/bitcoinScripts'
import { createBitcoinLedger, type BitcoinLedger } from '../../../../devtools/sandbox/bitcoin/createBitcoinLedger'
import { signedSpend, unsignedSpend } from './spendHelpers'

const alice = bitcoinSandboxAccount(0)
const bob = bitcoinSandboxAccount(1)
const BTC = 100_000_000n

/** The refusal `submit` throws, or a failure when it accepts. */
function refusal(ledger: BitcoinLedger, hex: string): BitcoinLedgerRefusal {
  try {
    ledger.submit(hex)
  } catch (error) {
    if (error instanceof BitcoinLedgerRefusal) return error
    throw error
  }
  throw new Error('the ledger accepted the transaction')
}

describe('sandbox Bitcoin ledger (regtest-like, validated with @scure/btc-signer)', () => {
  let ledger: BitcoinLedger
  beforeEach(() => {
    ledger = createBitcoinLedger({ now: () => 1_700_000_000_000 })
  })

  it('starts at height 101 with every account funded: five 1 BTC coins on P2WPKH, 10,000 sats on P2TR', () => {
    expect(ledger.tipHeight()).to.equal(101)
    expect(alice.payment.address).to.match(/^bcrt1q/)
    expect(alice.ordinals.address).to.match(/^bcrt1p/)
    expect(ledger.utxosOf(alice.payment.address).map(coin => coin.value)).to.deep.equal([BTC, BTC, BTC, BTC, BTC])
    expect(ledger.balanceOf(bob.ordinals.address)).to.equal(10_000n)
  })

  it('accepts a valid P2WPKH spend into the mempool, then mines it; balances and UTXOs follow', () => {
    const [coin] = ledger.utxosOf(alice.payment.address)
    const hex = signedSpend(
      alice.payment,
      [coin!],
      [
        { script: bob.payment.script, amount: 25_000_000n },
        { script: alice.payment.script, amount: BTC - 25_000_000n - 1_000n },
      ],
    )
    const txid = ledger.submit(hex)
    expect(ledger.mempool()).to.deep.equal([txid])
    expect(ledger.transaction(txid)!.fee).to.equal(1_000n)
    expect(ledger.balanceOf(bob.payment.address)).to.equal(5n * BTC + 25_000_000n)
    expect(ledger.balanceOf(alice.payment.address)).to.equal(5n * BTC - 25_000_000n - 1_000n)
    expect(ledger.statsOf(bob.payment.address).mempool_stats).to.include({ funded_txo_count: 1, funded_txo_sum: 25_000_000, tx_count: 1 })
    const block = ledger.mine()
    expect(block.height).to.equal(102)
    expect(block.txids).to.deep.equal([txid])
    expect(ledger.mempool()).to.deep.equal([])
    expect(ledger.transaction(txid)!.block!.height).to.equal(102)
    expect(ledger.statsOf(alice.payment.address).chain_stats).to.include({ spent_txo_count: 1, spent_txo_sum: Number(BTC) })
    expect(ledger.utxosOf(bob.payment.address).some(coin => coin.txid === txid && coin.value === 25_000_000n)).to.equal(true)
    expect(ledger.transactionsOf(bob.payment.address)[0]!.txid).to.equal(txid)
  })

  it('accepts a P2TR key-path spend from the ordinals address', () => {
    const [coin] = ledger.utxosOf(alice.ordinals.address)
    const txid = ledger.submit(signedSpend(alice.ordinals, [coin!], [{ script: bob.ordinals.script, amount: 9_000n }]))
    expect(ledger.balanceOf(bob.ordinals.address)).to.equal(19_000n)
    expect(ledger.transaction(txid)!.fee).to.equal(1_000n)
  })

  it('refuses a double spend, in the mempool as a conflict and once mined as spent', () => {
    const [coin] = ledger.utxosOf(alice.payment.address)
    const first = ledger.submit(signedSpend(alice.payment, [coin!], [{ script: bob.payment.script, amount: BTC - 1_000n }]))
    const second = signedSpend(alice.payment, [coin!], [{ script: alice.payment.script, amount: BTC - 2_000n }])
    const conflict = refusal(ledger, second)
    expect(conflict.reason).to.equal('txn-mempool-conflict')
    expect(conflict.message).to.include(`already spent by ${first} in the mempool`)
    ledger.mine()
    const spent = refusal(ledger, second)
    expect(spent.reason).to.equal('bad-txns-inputs-missingorspent')
    expect(spent.message).to.include(`already spent by ${first}`)
  })

  it("refuses outputs below Core's dust limits (294 sats P2WPKH, 330 P2TR) and accepts them at the limit", () => {
    expect(dustThreshold(bob.payment.script)).to.equal(294n)
    expect(dustThreshold(bob.ordinals.script)).to.equal(330n)
    const [a, b] = ledger.utxosOf(alice.payment.address)
    const dustP2wpkh = refusal(
      ledger,
      signedSpend(
        alice.payment,
        [a!],
        [
          { script: bob.payment.script, amount: 293n },
          { script: alice.payment.script, amount: BTC - 293n - 1_000n },
        ],
      ),
    )
    expect(dustP2wpkh.reason).to.equal('dust')
    expect(dustP2wpkh.message).to.equal('dust: output 0 pays 293 sats to a v0_p2wpkh script, below its dust limit of 294 sats')
    const dustP2tr = refusal(
      ledger,
      signedSpend(
        alice.payment,
        [a!],
        [
          { script: bob.ordinals.script, amount: 329n },
          { script: alice.payment.script, amount: BTC - 329n - 1_000n },
        ],
      ),
    )
    expect(dustP2tr.message).to.include('below its dust limit of 330 sats')
    ledger.submit(
      signedSpend(
        alice.payment,
        [b!],
        [
          { script: bob.ordinals.script, amount: 330n },
          { script: alice.payment.script, amount: BTC - 330n - 1_000n },
        ],
      ),
    )
  })

  it('refuses a fee under the minimum relay fee rate, and one above the maximum fee rate, saying the rates', () => {
    const [coin] = ledger.utxosOf(alice.payment.address)
    const cheap = refusal(ledger, signedSpend(alice.payment, [coin!], [{ script: bob.payment.script, amount: BTC - 50n }]))
    expect(cheap.reason).to.equal('min relay fee not met')
    expect(cheap.message).to.match(/^min relay fee not met: 50 < 110 \(the fee pays 0\.45 sat\/vB for 110 vB; the minimum relay fee rate is 1 sat\/vB\)$/)
    const lavish = refusal(ledger, signedSpend(alice.payment, [coin!], [{ script: bob.payment.script, amount: 10_000n }]))
    expect(lavish.reason).to.equal('max-fee-exceeded')
    expect(lavish.message).to.include('above the maximum fee rate of 10000 sat/vB')
  })

  it('refuses a bad signature (a witness taken from another transaction) on P2WPKH and on P2TR', () => {
    for (const from of [alice.payment, alice.ordinals]) {
      const [coin] = ledger.utxosOf(from.address)
      const signed = Transaction.fromRaw(Buffer.from(signedSpend(from, [coin!], [{ script: bob.payment.script, amount: coin!.value - 1_000n }]), 'hex'))
      const forged = unsignedSpend(from, [coin!], [{ script: bob.payment.script, amount: coin!.value - 2_000n }])
      forged.updateInput(0, { finalScriptWitness: signed.getInput(0).finalScriptWitness! })
      const refused = refusal(ledger, forged.hex)
      expect(refused.reason).to.equal('mandatory-script-verify-flag-failed')
      expect(refused.message).to.equal(
        `mandatory-script-verify-flag-failed: input 0: the ${from.addressType === 'p2tr' ? 'Schnorr' : 'ECDSA'} signature does not verify`,
      )
    }
  })

  it('refuses a spend signed by another key than the output pays to', () => {
    const [coin] = ledger.utxosOf(alice.payment.address)
    const tx = unsignedSpend(alice.payment, [coin!], [{ script: bob.payment.script, amount: BTC - 1_000n }])
    const mallory = unsignedSpend(bob.payment, [coin!], [{ script: bob.payment.script, amount: BTC - 1_000n }])
    mallory.sign(bob.payment.privateKey)
    mallory.finalize()
    tx.updateInput(0, { finalScriptWitness: mallory.getInput(0).finalScriptWitness! })
    expect(refusal(ledger, tx.hex).message).to.equal(
      "mandatory-script-verify-flag-failed: input 0: the witness public key does not hash to the spent output's program",
    )
  })

  it('refuses an unknown input, more value out than in, and bytes that are no transaction', () => {
    const ghost = { txid: 'ab'.repeat(32), vout: 3, value: BTC }
    const unknown = refusal(ledger, signedSpend(alice.payment, [ghost], [{ script: bob.payment.script, amount: BTC - 1_000n }]))
    expect(unknown.reason).to.equal('bad-txns-inputs-missingorspent')
    expect(unknown.message).to.equal(`bad-txns-inputs-missingorspent: input 0 spends ${'ab'.repeat(32)}:3, which the ledger does not know`)
    const [coin] = ledger.utxosOf(alice.payment.address)
    // Signed as if the coin held 2 BTC: the signature commits to the amount, but the value check comes first.
    const inflated = refusal(ledger, signedSpend(alice.payment, [{ ...coin!, value: 2n * BTC }], [{ script: bob.payment.script, amount: 2n * BTC - 1_000n }]))
    expect(inflated.message).to.equal(`bad-txns-in-belowout: value in (${BTC}) < value out (${2n * BTC - 1_000n})`)
    expect(refusal(ledger, 'zz').reason).to.equal('TX decode failed')
    expect(refusal(ledger, '0200000000').reason).to.equal('TX decode failed')
  })

  it('refuses a transaction it already has', () => {
    const [coin] = ledger.utxosOf(alice.payment.address)
    const hex = signedSpend(alice.payment, [coin!], [{ script: bob.payment.script, amount: BTC - 1_000n }])
    ledger.submit(hex)
    expect(refusal(ledger, hex).reason).to.equal('txn-already-in-mempool')
    ledger.mine()
    expect(refusal(ledger, hex).reason).to.equal('txn-already-known')
  })

  it('accepts a child spending an unconfirmed parent, and mines both in order', () => {
    const [coin] = ledger.utxosOf(alice.payment.address)
    const parent = ledger.submit(signedSpend(alice.payment, [coin!], [{ script: bob.payment.script, amount: BTC - 1_000n }]))
    const child = ledger.submit(
      signedSpend(bob.payment, [{ txid: parent, vout: 0, value: BTC - 1_000n }], [{ script: alice.ordinals.script, amount: BTC - 2_000n }]),
    )
    expect(ledger.mine().txids).to.deep.equal([parent, child])
  })
})
