import { expect } from 'chai'
import { encodeFunctionData, erc20Abi, numberToHex } from 'viem'
import { TransactionMismatchError } from '../../../../../plugins/features/send/sendChain'
import type { SendToken } from '../../../../../plugins/features/send/sendState'
import { verifyEvmTransaction } from '../../../../../plugins/features/send/verifyEvmTransaction'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const mallory = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const eth: SendToken = { id: 'native', symbol: 'ETH', decimals: 18, balance: '10' }
const susd: SendToken = { id: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'SUSD', decimals: 6, balance: '100' }
const chainId = numberToHex(31337)
const transfer = (to: `0x${string}`, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

function refusal(run: () => void): string {
  try {
    run()
  } catch (error) {
    expect(error).to.be.instanceOf(TransactionMismatchError)
    return (error as Error).message
  }
  return 'accepted'
}

describe('verifyEvmTransaction (what the wallet signs is what the preview showed)', () => {
  it('accepts the native transfer and the ERC-20 transfer call the preview describes', () => {
    expect(
      refusal(() =>
        verifyEvmTransaction({ from, to: bob, value: numberToHex(10n ** 18n), chainId }, { from, to: bob, token: eth, value: 10n ** 18n, chainId: 31337 }),
      ),
    ).to.equal('accepted')
    expect(
      refusal(() =>
        verifyEvmTransaction(
          { from, to: susd.id, data: transfer(bob, 12_500_000n), chainId },
          { from, to: bob.toLowerCase(), token: susd, value: 12_500_000n, chainId: 31337 },
        ),
      ),
    ).to.equal('accepted')
  })

  it('refuses another receiver, amount, chain, sender or token, naming the difference', () => {
    const expected = { from, to: bob, token: susd, value: 12_500_000n, chainId: 31337 }
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, data: transfer(mallory, 12_500_000n), chainId }, expected))).to.match(/receiver/)
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, data: transfer(bob, 12_500_001n), chainId }, expected))).to.match(/amount/)
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, data: transfer(bob, 12_500_000n), chainId: numberToHex(31338) }, expected))).to.match(
      /chain/,
    )
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, data: transfer(bob, 12_500_000n) }, expected))).to.match(/chain/)
    expect(refusal(() => verifyEvmTransaction({ from: mallory, to: susd.id, data: transfer(bob, 12_500_000n), chainId }, expected))).to.match(/sender/)
    expect(refusal(() => verifyEvmTransaction({ from, to: mallory, data: transfer(bob, 12_500_000n), chainId }, expected))).to.match(/token contract/)
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, value: '0x1', data: transfer(bob, 12_500_000n), chainId }, expected))).to.match(/value/)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 12_500_000n] })
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, data: approve, chainId }, expected))).to.match(/approve instead of transfer/)
    expect(refusal(() => verifyEvmTransaction({ from, to: susd.id, data: '0xdeadbeef', chainId }, expected))).to.match(/not an ERC-20 call/)
  })

  it('refuses a native transfer to another receiver, of another amount, or carrying calldata', () => {
    const expected = { from, to: bob, token: eth, value: 10n ** 18n, chainId: 31337 }
    expect(refusal(() => verifyEvmTransaction({ from, to: mallory, value: numberToHex(10n ** 18n), chainId }, expected))).to.match(/receiver/)
    expect(refusal(() => verifyEvmTransaction({ from, to: bob, value: numberToHex(2n * 10n ** 18n), chainId }, expected))).to.match(/amount/)
    expect(refusal(() => verifyEvmTransaction({ from, to: bob, value: numberToHex(10n ** 18n), data: transfer(mallory, 1n), chainId }, expected))).to.match(
      /calldata/,
    )
  })
})
