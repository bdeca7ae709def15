import { expect } from 'chai'
import { encodeFunctionData, erc20Abi, maxUint256, toFunctionSelector, zeroAddress } from 'viem'
import type { Hex } from 'viem'
import { SANDBOX_ROUTER_CODE } from '../../../../../devtools/sandbox/market/sandboxMarket'
import { SWAP_CHAIN_IDS, SWAP_ROUTERS } from '../../../../../plugins/features/swaps/swapsConstants'
import { SwapMessages } from '../../../../../plugins/features/swaps/swapsMessages'
import { swapRouterAbi } from '../../../../../plugins/features/swaps/swapsRouterAbi'
import { minimumReceived, NATIVE_TOKEN_ADDRESS } from '../../../../../plugins/features/swaps/swapsRules'
import { checkApproveTransaction, checkSwapTransaction } from '../../../../../plugins/features/swaps/swapsVerify'

const ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65'
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const THIEF = '0x000000000000000000000000000000000000dEaD'
const EXECUTOR = '0xde9e4FE32B049f821c7f3e9802381aa470FFCA73'
const POOL = '0x4e68Ccd3E89f51C3074ca5072bbAC773960dFa36'
const SUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SGLD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const caip = (address: string) => `eip155:8453:${address}`
const toAmount = 1_000_000n
const MIN = minimumReceived(toAmount)
const quote = { sell: caip(SUSD), buy: caip(SGLD), fromAmount: '240000000', minimumReceived: MIN.toString() }
const nativeQuote = { ...quote, sell: caip(NATIVE_TOKEN_ADDRESS), fromAmount: '50000000000000000' }
/** 1inch's `Address`: flags in the high bits (here the top one set), the address in the low 160. */
const packed = (address: string, flags = 1n << 255n) => flags | BigInt(address)

type Desc = { srcToken: string; dstToken: string; srcReceiver: string; dstReceiver: string; amount: bigint; minReturnAmount: bigint; flags: bigint }
const swapData = (over: Partial<Desc> = {}) => {
  const desc = { srcToken: SUSD, dstToken: SGLD, srcReceiver: EXECUTOR, dstReceiver: USER, amount: 240_000_000n, minReturnAmount: MIN, flags: 0n, ...over }
  return encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'swap',
    args: [
      EXECUTOR,
      { ...desc, srcToken: desc.srcToken as Hex, dstToken: desc.dstToken as Hex, srcReceiver: desc.srcReceiver as Hex, dstReceiver: desc.dstReceiver as Hex },
      '0x1234',
    ],
  })
}
const swapTx = (over: Partial<{ to: string; data: string; amount: string }> = {}) => ({
  to: over.to ?? caip(ROUTER),
  data: over.data ?? swapData(),
  amount: over.amount ?? '0',
})
const check = (tx: ReturnType<typeof swapTx>, q = quote) => checkSwapTransaction({ quote: q, caipNetworkId: 'eip155:8453', userAddress: USER, tx })
const refused = (message: string) => ({ ok: false, message })

const approveData = (spender: string, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] })
const approve = (over: Partial<{ to: string; data: string; value: string }> = {}) =>
  checkApproveTransaction({
    quote,
    caipNetworkId: 'eip155:8453',
    userAddress: USER,
    tx: { to: over.to ?? caip(SUSD), data: over.data ?? approveData(ROUTER, 240_000_000n), value: over.value ?? '0' },
  })

describe('SWAP_ROUTERS: only 1inch Aggregation Router V6 is trusted, on each SPEC §9 swap chain', () => {
  it('lists V6 on the 12 swap chains, zkSync Era its own deployment', () => {
    expect(Object.keys(SWAP_ROUTERS).map(Number).sort()).to.deep.equal([...SWAP_CHAIN_IDS].sort())
    for (const chainId of SWAP_CHAIN_IDS)
      expect(SWAP_ROUTERS[chainId], `chain ${chainId}`).to.deep.equal([chainId === 324 ? '0x6fd4383cB451173D5f9304F041C7BCBf27d561fF' : ROUTER])
  })

  it('no longer trusts the sandbox deployment (its address comes from a public key, so anyone could deploy there on Base)', () => {
    expect(check(swapTx({ to: caip(SANDBOX_ROUTER_CODE) }))).to.deep.equal(refused(SwapMessages.REFUSED_ROUTER))
    expect(approve({ data: approveData(SANDBOX_ROUTER_CODE, 240_000_000n) })).to.deep.equal(refused(SwapMessages.REFUSED_APPROVAL_TARGET))
  })

  it('decodes the router functions by their published V6 selectors', () => {
    const selectors = Object.fromEntries(swapRouterAbi.map(item => [item.name, toFunctionSelector(item)]))
    expect(selectors).to.deep.equal({
      swap: '0x07ed2379',
      unoswap: '0x83800a8e',
      unoswap2: '0x8770ba91',
      unoswap3: '0x19367472',
      unoswapTo: '0xe2c95c82',
      unoswapTo2: '0xea76dddf',
      unoswapTo3: '0xf7a70056',
      ethUnoswap: '0xa76dfc3b',
      ethUnoswap2: '0x89af926a',
      ethUnoswap3: '0x188ac35d',
      ethUnoswapTo: '0x175accdc',
      ethUnoswapTo2: '0x0f449d71',
      ethUnoswapTo3: '0x493189f0',
    })
  })
})

describe('checkSwapTransaction: a built 1inch swap(executor, desc, data) is checked against the accepted quote', () => {
  it('accepts the call that sells the quoted amount for at least the minimum received to the visitor', () => {
    expect(check(swapTx())).to.deep.equal({ ok: true })
    // A better minimum (the pool moved in the visitor's favour) is fine; a zero dstReceiver is the caller, the visitor.
    expect(check(swapTx({ data: swapData({ minReturnAmount: toAmount }) }))).to.deep.equal({ ok: true })
    expect(check(swapTx({ data: swapData({ dstReceiver: zeroAddress }) }))).to.deep.equal({ ok: true })
  })

  it('refuses another network, another contract, and an unknown call', () => {
    expect(check(swapTx({ to: `eip155:1:${ROUTER}` }))).to.deep.equal(refused(SwapMessages.REFUSED_CHAIN))
    expect(check(swapTx({ to: caip(THIEF) }))).to.deep.equal(refused(SwapMessages.REFUSED_ROUTER))
    expect(check(swapTx({ data: '0xdeadbeef' }))).to.deep.equal(refused(SwapMessages.REFUSED_UNREADABLE))
    // An ERC-20 transfer to the router address is not a swap; nor is V6's clipperSwap, which is not decoded.
    expect(check(swapTx({ data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [THIEF, 1n] }) }))).to.deep.equal(
      refused(SwapMessages.REFUSED_UNREADABLE),
    )
    expect(check(swapTx({ data: `0xd2d374e5${'00'.repeat(32 * 8)}` }))).to.deep.equal(refused(SwapMessages.REFUSED_UNREADABLE))
  })

  it('refuses a minimum received below the quote less 1%, by a single base unit, and a partial fill', () => {
    expect(check(swapTx({ data: swapData({ minReturnAmount: MIN - 1n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_MINIMUM))
    expect(check(swapTx({ data: swapData({ minReturnAmount: 0n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_MINIMUM))
    expect(check(swapTx({ data: swapData({ flags: 1n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_MINIMUM))
  })

  it('refuses a payout to another account, another amount sold, or other tokens', () => {
    expect(check(swapTx({ data: swapData({ dstReceiver: THIEF }) }))).to.deep.equal(refused(SwapMessages.REFUSED_RECIPIENT))
    expect(check(swapTx({ data: swapData({ amount: 240_000_001n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
    expect(check(swapTx({ data: swapData({ srcToken: SGLD, dstToken: SUSD }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
    expect(check(swapTx({ data: swapData({ dstToken: THIEF }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
  })

  it('refuses a value on a token sale, and a native sale whose value is not the amount sold', () => {
    expect(check(swapTx({ amount: '1' }))).to.deep.equal(refused(SwapMessages.REFUSED_VALUE))
    const ethData = swapData({ srcToken: NATIVE_TOKEN_ADDRESS, amount: BigInt(nativeQuote.fromAmount) })
    expect(check(swapTx({ data: ethData, amount: nativeQuote.fromAmount }), nativeQuote)).to.deep.equal({ ok: true })
    expect(check(swapTx({ data: ethData, amount: '60000000000000000' }), nativeQuote)).to.deep.equal(refused(SwapMessages.REFUSED_VALUE))
    // A token sale cannot stand for a native sale.
    expect(check(swapTx({ amount: nativeQuote.fromAmount }), nativeQuote)).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
  })

  it('checks a sale for the native coin: the token bought, the recipient', () => {
    const ethQuote = { ...quote, buy: caip(NATIVE_TOKEN_ADDRESS) }
    expect(check(swapTx({ data: swapData({ dstToken: NATIVE_TOKEN_ADDRESS }) }), ethQuote)).to.deep.equal({ ok: true })
    expect(check(swapTx({ data: swapData({ dstToken: NATIVE_TOKEN_ADDRESS, dstReceiver: THIEF }) }), ethQuote)).to.deep.equal(
      refused(SwapMessages.REFUSED_RECIPIENT),
    )
  })
})

describe('checkSwapTransaction: 1inch unoswap calls, tokens and receivers packed in the low 160 bits', () => {
  const pools = [packed(POOL), packed(POOL, 1n << 253n), packed(POOL, 0n)] as const
  const unoswap = (n: 1 | 2 | 3, over: Partial<{ token: string; amount: bigint; min: bigint }> = {}) => {
    const args = [packed(over.token ?? SUSD), over.amount ?? 240_000_000n, over.min ?? MIN] as const
    if (n === 1) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'unoswap', args: [...args, pools[0]] })
    if (n === 2) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'unoswap2', args: [...args, pools[0], pools[1]] })
    return encodeFunctionData({ abi: swapRouterAbi, functionName: 'unoswap3', args: [...args, pools[0], pools[1], pools[2]] })
  }
  const unoswapTo = (n: 1 | 2 | 3, over: Partial<{ to: string; token: string; amount: bigint; min: bigint }> = {}) => {
    const args = [packed(over.to ?? USER, 0n), packed(over.token ?? SUSD), over.amount ?? 240_000_000n, over.min ?? MIN] as const
    if (n === 1) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'unoswapTo', args: [...args, pools[0]] })
    if (n === 2) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'unoswapTo2', args: [...args, pools[0], pools[1]] })
    return encodeFunctionData({ abi: swapRouterAbi, functionName: 'unoswapTo3', args: [...args, pools[0], pools[1], pools[2]] })
  }
  const ethUnoswap = (n: 1 | 2 | 3, min = MIN) => {
    if (n === 1) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'ethUnoswap', args: [min, pools[0]] })
    if (n === 2) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'ethUnoswap2', args: [min, pools[0], pools[1]] })
    return encodeFunctionData({ abi: swapRouterAbi, functionName: 'ethUnoswap3', args: [min, pools[0], pools[1], pools[2]] })
  }
  const ethUnoswapTo = (n: 1 | 2 | 3, to: string = USER, min = MIN) => {
    if (n === 1) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'ethUnoswapTo', args: [packed(to, 0n), min, pools[0]] })
    if (n === 2) return encodeFunctionData({ abi: swapRouterAbi, functionName: 'ethUnoswapTo2', args: [packed(to, 0n), min, pools[0], pools[1]] })
    return encodeFunctionData({ abi: swapRouterAbi, functionName: 'ethUnoswapTo3', args: [packed(to, 0n), min, pools[0], pools[1], pools[2]] })
  }

  for (const n of [1, 2, 3] as const) {
    it(`unoswap${n === 1 ? '' : n} (pays the caller, the visitor): token sold, amount, minimum`, () => {
      expect(check(swapTx({ data: unoswap(n) }))).to.deep.equal({ ok: true })
      expect(check(swapTx({ data: unoswap(n, { token: SGLD }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
      expect(check(swapTx({ data: unoswap(n, { amount: 240_000_001n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
      expect(check(swapTx({ data: unoswap(n, { min: MIN - 1n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_MINIMUM))
      // A token call cannot stand for a native sale.
      expect(check(swapTx({ data: unoswap(n), amount: nativeQuote.fromAmount }), nativeQuote)).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
    })

    it(`unoswapTo${n === 1 ? '' : n}: the receiver too`, () => {
      expect(check(swapTx({ data: unoswapTo(n) }))).to.deep.equal({ ok: true })
      expect(check(swapTx({ data: unoswapTo(n, { to: THIEF }) }))).to.deep.equal(refused(SwapMessages.REFUSED_RECIPIENT))
      expect(check(swapTx({ data: unoswapTo(n, { token: SGLD }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
      expect(check(swapTx({ data: unoswapTo(n, { amount: 1n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
      expect(check(swapTx({ data: unoswapTo(n, { min: 0n }) }))).to.deep.equal(refused(SwapMessages.REFUSED_MINIMUM))
    })

    it(`ethUnoswap${n === 1 ? '' : n} and ethUnoswapTo${n === 1 ? '' : n}: a native sale paid by value`, () => {
      const sale = (data: string, amount = nativeQuote.fromAmount) => check(swapTx({ data, amount }), nativeQuote)
      expect(sale(ethUnoswap(n))).to.deep.equal({ ok: true })
      expect(sale(ethUnoswapTo(n))).to.deep.equal({ ok: true })
      expect(sale(ethUnoswap(n), '1')).to.deep.equal(refused(SwapMessages.REFUSED_VALUE))
      expect(sale(ethUnoswap(n, MIN - 1n))).to.deep.equal(refused(SwapMessages.REFUSED_MINIMUM))
      expect(sale(ethUnoswapTo(n, THIEF))).to.deep.equal(refused(SwapMessages.REFUSED_RECIPIENT))
      // A native call cannot stand for a token sale.
      expect(check(swapTx({ data: ethUnoswap(n) }))).to.deep.equal(refused(SwapMessages.REFUSED_TRADE))
    })
  }
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
    expect(approve({ data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [THIEF, 240_000_000n] }) })).to.deep.equal({
      ok: false,
      message: SwapMessages.REFUSED_UNREADABLE,
    })
  })
})
