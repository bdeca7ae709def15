import { expect } from 'chai'
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { PayMessages } from '../../../../../plugins/features/pay/payConstants'
import { receiptRetryDelay } from '../../../../../plugins/features/pay/payReceipt'
import { paySlice } from '../../../../../plugins/features/pay/paySlice'
import { initialPayState, isPayUnsettled, type PayParameters, type PayState } from '../../../../../plugins/features/pay/payState'
import { payTransactionProblem, payUrlProblem } from '../../../../../plugins/features/pay/payVerify'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0x4E0570FdEde28E707E9a25172a1E0B1DbF807628'
const TOKEN_REQUEST: PayParameters = { recipient: RECIPIENT, amount: '12.5', asset: TOKEN, network: 'eip155:31338', symbol: 'SUSD', decimals: 6 }
const NATIVE_REQUEST: PayParameters = { recipient: RECIPIENT, amount: '1', asset: 'native', network: 'eip155:31337', symbol: 'ETH', decimals: 18 }
const transfer = (to: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, amount] })
const TOKEN_FACTS = { walletNetwork: 'eip155:31338', decimals: 6 }
const NATIVE_FACTS = { walletNetwork: 'eip155:31337', decimals: 18 }

describe('pay verification before signing (plugins/features/pay/payVerify)', () => {
  it('accepts an ERC-20 transfer of the amount shown to the receiver shown, on the payment network', () => {
    expect(payTransactionProblem({ to: TOKEN, data: transfer(RECIPIENT, 12_500_000n), value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(undefined)
    // Addresses compare whatever their case.
    expect(
      payTransactionProblem({ to: TOKEN.toLowerCase(), data: transfer(RECIPIENT.toLowerCase(), 12_500_000n), value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS),
    ).to.equal(undefined)
  })

  it('refuses an ERC-20 transfer whose decoded receiver, amount, token or chain is not what the visitor saw', () => {
    expect(payTransactionProblem({ to: TOKEN, data: transfer(OTHER, 12_500_000n), value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(
      PayMessages.WRONG_RECEIVER,
    )
    expect(payTransactionProblem({ to: TOKEN, data: transfer(RECIPIENT, 12_500_001n), value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(
      PayMessages.WRONG_AMOUNT,
    )
    expect(payTransactionProblem({ to: OTHER, data: transfer(RECIPIENT, 12_500_000n), value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(
      PayMessages.WRONG_TOKEN,
    )
    expect(payTransactionProblem({ to: TOKEN, data: transfer(RECIPIENT, 12_500_000n), value: '0x1' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(
      PayMessages.WRONG_AMOUNT,
    )
    expect(
      payTransactionProblem({ to: TOKEN, data: transfer(RECIPIENT, 12_500_000n), value: '0x0' }, TOKEN_REQUEST, {
        ...TOKEN_FACTS,
        walletNetwork: 'eip155:31337',
      }),
    ).to.equal(PayMessages.WRONG_CHAIN)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 12_500_000n] })
    expect(payTransactionProblem({ to: TOKEN, data: approve, value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(PayMessages.WRONG_RECEIVER)
    expect(payTransactionProblem({ to: TOKEN, data: '0xdeadbeef', value: '0x0' }, TOKEN_REQUEST, TOKEN_FACTS)).to.equal(PayMessages.WRONG_RECEIVER)
  })

  it('refuses when the chain gives the token other decimals than the host: the amount signed would not be the amount shown', () => {
    const asHostSays = { ...TOKEN_REQUEST, decimals: 18 }
    expect(payTransactionProblem({ to: TOKEN, data: transfer(RECIPIENT, parseUnits('12.5', 18)), value: '0x0' }, asHostSays, TOKEN_FACTS)).to.equal(
      PayMessages.WRONG_AMOUNT,
    )
  })

  it('checks a native payment by its receiver and value, and refuses calldata', () => {
    const value = `0x${parseUnits('1', 18).toString(16)}`
    expect(payTransactionProblem({ to: RECIPIENT, value }, NATIVE_REQUEST, NATIVE_FACTS)).to.equal(undefined)
    expect(payTransactionProblem({ to: OTHER, value }, NATIVE_REQUEST, NATIVE_FACTS)).to.equal(PayMessages.WRONG_RECEIVER)
    expect(payTransactionProblem({ to: RECIPIENT, value: '0x1' }, NATIVE_REQUEST, NATIVE_FACTS)).to.equal(PayMessages.WRONG_AMOUNT)
    expect(payTransactionProblem({ to: RECIPIENT, value, data: '0x12345678' }, NATIVE_REQUEST, NATIVE_FACTS)).to.equal(PayMessages.WRONG_TOKEN)
  })

  it("checks an exchange's deposit URL names the visitor's receiver, amount, asset and network", () => {
    const url = (query: Record<string, string>) => `https://exchange.example/deposit?${new URLSearchParams({ session: 's', ...query })}`
    const whole = { recipient: RECIPIENT, amount: '12.5', asset: TOKEN, network: 'eip155:31338' }
    expect(payUrlProblem(url(whole), TOKEN_REQUEST)).to.equal(undefined)
    expect(payUrlProblem(url({ ...whole, amount: '12.50' }), TOKEN_REQUEST)).to.equal(undefined)
    expect(payUrlProblem(url({ ...whole, recipient: OTHER }), TOKEN_REQUEST)).to.equal(PayMessages.WRONG_RECEIVER)
    expect(payUrlProblem(url({ ...whole, amount: '125' }), TOKEN_REQUEST)).to.equal(PayMessages.WRONG_AMOUNT)
    expect(payUrlProblem(url({ ...whole, network: 'eip155:1' }), TOKEN_REQUEST)).to.equal(PayMessages.WRONG_CHAIN)
    expect(payUrlProblem(url({ ...whole, asset: OTHER }), TOKEN_REQUEST)).to.equal(PayMessages.WRONG_TOKEN)
    // A URL that does not say whom it pays, or how much, is not opened.
    expect(payUrlProblem(url({ amount: '12.5' }), TOKEN_REQUEST)).to.equal(PayMessages.WRONG_RECEIVER)
    expect(payUrlProblem(url({ recipient: RECIPIENT }), TOKEN_REQUEST)).to.equal(PayMessages.WRONG_AMOUNT)
  })

  it('retries receipt reads after 1 s, doubling up to 30 s (SPEC §9)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(receiptRetryDelay)).to.deep.equal([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
  })
})

describe('pay slice: a sent payment is never settled by a refusal or a lost read', () => {
  const fold = (events: { type: string; payload: unknown }[]): PayState =>
    events.reduce<PayState>((state, event) => {
      const handler = (paySlice.on as Record<string, (draft: PayState, event: unknown, root: unknown) => PayState | void>)[event.type]!
      const draft = structuredClone(state) as PayState
      return handler(draft, event, { slices: { pay: state } }) ?? draft
    }, initialPayState)
  const error = (shortMessage: string) => ({ name: 'VestibuleError', message: shortMessage, shortMessage, category: 'INTERNAL_SDK_ERROR' })
  const request = { type: 'pay/started', payload: { request: TOKEN_REQUEST } }

  it('keeps an unconfirmed payment unsettled with its hash until its receipt settles it', () => {
    const unconfirmed = fold([
      request,
      { type: 'pay/pending', payload: { hash: '0xaa' } },
      { type: 'pay/unconfirmed', payload: { error: error(PayMessages.UNCONFIRMED), hash: '0xaa' } },
    ])
    expect(unconfirmed).to.include({ status: 'unconfirmed', hash: '0xaa', error: PayMessages.UNCONFIRMED })
    expect(isPayUnsettled(unconfirmed.status)).to.equal(true)
    const landed = fold([
      request,
      { type: 'pay/pending', payload: { hash: '0xaa' } },
      { type: 'pay/unconfirmed', payload: { error: error(PayMessages.UNCONFIRMED), hash: '0xaa' } },
      { type: 'pay/succeeded', payload: { hash: '0xaa' } },
    ])
    expect(landed.status).to.equal('success')
    expect(isPayUnsettled(landed.status)).to.equal(false)
  })

  it('ends a refused payment as a failure with its reason and no hash: nothing was sent', () => {
    const refused = fold([request, { type: 'pay/refused', payload: { error: error(PayMessages.WRONG_RECEIVER) } }])
    expect(refused).to.include({ status: 'failure', error: PayMessages.WRONG_RECEIVER, hash: null })
  })
})
