import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { expect } from 'chai'
import { bitcoinSandboxAccount } from '../../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { InsufficientCoinsError, selectCoins, type SpendableCoin } from '../../../../../plugins/networks/bitcoin/bitcoinCoinSelection'
import { dustLimitOf, transferVsize } from '../../../../../plugins/networks/bitcoin/bitcoinTransactionSize'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)
const coin = (n: number, value: bigint, confirmed = true): SpendableCoin => ({ txid: n.toString(16).padStart(64, '0'), vout: 0, value, confirmed })
const scripts = { receiverScript: friend.payment.script, changeScript: me.payment.script }

describe('Bitcoin send: transaction size, dust and coin selection', () => {
  it('sizes a P2WPKH spend as a signed one weighs, never below it (the fee never pays under the rate)', () => {
    expect(transferVsize(1, [22, 22])).to.equal(141)
    expect(transferVsize(1, [22])).to.equal(110)
    // Signed for real with the sandbox key: the estimate is an upper bound within 2 vbytes.
    for (const inputs of [1, 2, 3]) {
      const tx = new Transaction()
      for (let n = 0; n < inputs; n++)
        tx.addInput({ txid: hex.decode(coin(n + 1, 0n).txid), index: n, witnessUtxo: { script: me.payment.script, amount: 100_000_000n } })
      tx.addOutput({ script: friend.ordinals.script, amount: 10_000n })
      tx.addOutput({ script: me.payment.script, amount: 50_000n })
      tx.sign(me.payment.privateKey)
      tx.finalize()
      const estimate = transferVsize(inputs, [friend.ordinals.script.length, me.payment.script.length])
      expect(tx.vsize).to.be.at.most(estimate)
      expect(estimate - tx.vsize).to.be.at.most(2)
    }
  })

  it("knows Bitcoin Core's dust limits: P2WPKH 294, P2TR 330 sats", () => {
    expect(dustLimitOf(me.payment.script)).to.equal(294n)
    expect(dustLimitOf(me.ordinals.script)).to.equal(330n)
  })

  it('spends the largest confirmed coin first and sends the change back, the fee at the rate', () => {
    const selection = selectCoins({
      coins: [coin(1, 20_000_000n), coin(2, 100_000_000n), coin(3, 300_000_000n, false)],
      value: 10_000_000n,
      feeRate: 5,
      ...scripts,
    })
    expect(selection.inputs.map(input => input.value)).to.deep.equal([100_000_000n])
    expect(selection).to.deep.include({ fee: 705n, change: 89_999_295n, vsize: 141 })
  })

  it('adds coins until they pay the amount and the fee of the bigger transaction, whatever order the chain listed them in', () => {
    const coins = [coin(1, 40_000n), coin(2, 60_000n), coin(3, 30_000n)]
    const selection = selectCoins({ coins, value: 90_000n, feeRate: 2, ...scripts })
    expect(selection.inputs.map(input => input.value)).to.deep.equal([60_000n, 40_000n])
    expect(selection.fee).to.equal(BigInt(transferVsize(2, [22, 22]) * 2))
    expect(selection.change).to.equal(100_000n - 90_000n - selection.fee)
    expect(selectCoins({ coins: [...coins].reverse(), value: 90_000n, feeRate: 2, ...scripts })).to.deep.equal(selection)
  })

  it('leaves a rest below the dust limit to the fee rather than making a dust output', () => {
    // With change: 141 sats of fee, 259 sats back, under P2WPKH's 294.
    const selection = selectCoins({ coins: [coin(1, 100_400n)], value: 100_000n, feeRate: 1, ...scripts })
    expect(selection.change).to.equal(0n)
    expect(selection.fee).to.equal(400n)
    expect(selection.vsize).to.equal(110)
  })

  it('says how much the coins hold when they cannot pay the amount and the fee', () => {
    const run = (value: bigint) => () => selectCoins({ coins: [coin(1, 50_000n), coin(2, 50_000n)], value, feeRate: 3, ...scripts })
    expect(run(150_000n)).to.throw(InsufficientCoinsError).with.property('available', 100_000n)
    // The amount fits, the fee does not.
    expect(run(99_900n)).to.throw(InsufficientCoinsError).with.property('available', 100_000n)
    expect(() => selectCoins({ coins: [], value: 1_000n, feeRate: 1, ...scripts })).to.throw(InsufficientCoinsError)
  })
})
