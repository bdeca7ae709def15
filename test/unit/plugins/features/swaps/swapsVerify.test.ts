import { expect } from 'chai'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { SANDBOX_ROUTER } from '../../../../../devtools/sandbox/market/sandboxMarket'
import { SWAP_ROUTERS } from '../../../../../plugins/features/swaps/swapsConstants'
import { SwapMessages } from '../../../../../plugins/features/swaps/swapsMessages'
import { swapRouterAbi } from '../../../../../plugins/features/swaps/swapsRouterAbi'
import { minimumReceived, NATIVE_TOKEN_ADDRESS } from '../../../../../plugins/features/swaps/swapsRules'
import { checkApproveTransaction, checkSwapTransaction } from '../../../../../plugins/features/swaps/swapsVerify'

const ROUTER = SWAP_ROUTERS[8453]![0]!
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const THIEF = '0x000000000000000000000000000000000000dEaD'
const SUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SGLD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const caip = (address: string) => `eip155:8453:${address}`
const toAmount = 1_000_000n
const quote = { sell: caip(SUSD), buy: caip(SGLD), fromAmount: '240000000', minimumReceived: minimumReceived(toAmount).toString() }
const nativeQuote = { ...quote, sell: caip(NATIVE_TOKEN_ADDRESS), fromAmount: '50000000000000000' }
const deadline = 2_000_000_000n

const tokensForTokens = (over: Partial<{ amountIn: bigint; min: bigint; tokenIn: string; tokenOut: string; to: string }> = {}) =>
  encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [over.amountIn ?? 240_000_000n, over.min ?? minimumReceived(toAmount), (over.tokenIn ?? SUSD) as `0x${string}`, (over.tokenOut ?? SGLD) as `0x${string}`, (over.to ?? USER) as `0x${string}`, deadline],
  })
const swapTx = (over: Partial<{ to: string; data: string; amount: string }> = {}) => ({ to: over.to ?? caip(ROUTER), data: over.data ?? tokensForTokens(), amount: over.amount ?? '0' })
const check = (tx: ReturnType<typeof swapTx>, q = quote) => checkSwapTransaction({ quote: q, caipNetworkId: 'eip155:8453', userAddress: USER, tx })

const approveData = (spender: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] })
const approve = (over: Partial<{ to: string; data: string; value: string }> = {}) =>
  checkApproveTransaction({ quote, caipNetworkId: 'eip155:8453', userAddress: USER, tx: { to: over.to ?? caip(SUSD), data: over.data ?? approveData(ROUTER, 240_000_000n), value: over.value ?? '0' } })

describe('checkSwapTransaction: a built swap is checked against the accepted quote before signing', () => {
  it('knows the sandbox market router as the router of the local 8453 chain', () => {
    expect(SWAP_ROUTERS[8453]).to.deep.equal([SANDBOX_ROUTER])
  })

  it('accepts the router call that sells the quoted amount for at least the minimum received to the visitor', () => {
    expect(check(swapTx())).to.deep.equal({ ok: true })
    // A better minimum (the pool moved in the visitor's favour) is fine.
    expect(check(swapTx({ data: tokensForTokens({ min: toAmount }) }))).to.deep.equal({ ok: true })
  })

  it('refuses another network, another contract, and an unreadable call', () => {
    expect(check(swapTx({ to: `eip155:1:${ROUTER}` }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_CHAIN })
    expect(check(swapTx({ to: caip(THIEF) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_ROUTER })
    expect(check(swapTx({ data: '0xdeadbeef' }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_UNREADABLE })
    // An ERC-20 transfer to the router address is not a swap either.
    expect(check(swapTx({ data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [THIEF, 1n] }) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_UNREADABLE })
  })

  it('refuses a minimum received below the quote less 1%, by a single base unit', () => {
    expect(check(swapTx({ data: tokensForTokens({ min: minimumReceived(toAmount) - 1n }) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_MINIMUM })
    expect(check(swapTx({ data: tokensForTokens({ min: 0n }) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_MINIMUM })
  })

  it('refuses a payout to another account, another amount sold, or other tokens', () => {
    expect(check(swapTx({ data: tokensForTokens({ to: THIEF }) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_RECIPIENT })
    expect(check(swapTx({ data: tokensForTokens({ amountIn: 240_000_001n }) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_TRADE })
    expect(check(swapTx({ data: tokensForTokens({ tokenIn: SGLD, tokenOut: SUSD }) }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_TRADE })
  })

  it('refuses a value on a token sale, and a native sale whose value is not the amount sold', () => {
    expect(check(swapTx({ amount: '1' }))).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_VALUE })
    const ethData = encodeFunctionData({ abi: swapRouterAbi, functionName: 'swapExactETHForTokens', args: [minimumReceived(toAmount), SGLD, USER, deadline] })
    expect(check(swapTx({ data: ethData, amount: nativeQuote.fromAmount }), nativeQuote)).to.deep.equal({ ok: true })
    expect(check(swapTx({ data: ethData, amount: '60000000000000000' }), nativeQuote)).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_VALUE })
    // A token-for-token call cannot stand for a native sale.
    expect(check(swapTx({ amount: nativeQuote.fromAmount }), nativeQuote)).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_TRADE })
  })

  it('checks a sale for the native coin: the token sold, its amount, the recipient', () => {
    const ethQuote = { ...quote, buy: caip(NATIVE_TOKEN_ADDRESS) }
    const data = (to: string) => encodeFunctionData({ abi: swapRouterAbi, functionName: 'swapExactTokensForETH', args: [240_000_000n, minimumReceived(toAmount), SUSD, to as `0x${string}`, deadline] })
    expect(check(swapTx({ data: data(USER) }), ethQuote)).to.deep.equal({ ok: true })
    expect(check(swapTx({ data: data(THIEF) }), ethQuote)).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_RECIPIENT })
  })
})

describe('checkApproveTransaction: an approval is for exactly the amount sold, to a known router', () => {
  it('accepts approve(router, amount sold) on the sold token', () => {
    expect(approve()).to.deep.equal({ ok: true })
  })

  it('refuses an unlimited approval, a larger one, and a smaller one', () => {
    expect(approve({ data: approveData(ROUTER, maxUint256) })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_APPROVAL_AMOUNT })
    expect(approve({ data: approveData(ROUTER, 240_000_001n) })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_APPROVAL_AMOUNT })
    expect(approve({ data: approveData(ROUTER, 1n) })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_APPROVAL_AMOUNT })
  })

  it('refuses another spender, another token, another network, a value, and another call', () => {
    expect(approve({ data: approveData(THIEF, 240_000_000n) })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_APPROVAL_TARGET })
    expect(approve({ to: caip(SGLD) })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_APPROVAL_TARGET })
    expect(approve({ to: `eip155:31337:${SUSD}` })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_CHAIN })
    expect(approve({ value: '5' })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_VALUE })
    expect(approve({ data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [THIEF, 240_000_000n] }) })).to.deep.equal({ ok: false, message: SwapMessages.REFUSED_UNREADABLE })
  })
})
