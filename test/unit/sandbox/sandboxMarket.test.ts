import { expect } from 'chai'
import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, http, maxUint256, parseUnits, publicActions } from 'viem'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startChains } from '../../../devtools/sandbox/anvil/startChains'
import type { StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { startApiServer } from '../../../devtools/sandbox/api/startApiServer'
import type { ApiServer } from '../../../devtools/sandbox/api/startApiServer'
import { deploySandboxMarket } from '../../../devtools/sandbox/market/deploySandboxMarket'
import { SANDBOX_MARKET_CHAIN, SANDBOX_NATIVE_TOKEN, SANDBOX_POOLS, SANDBOX_ROUTER, SANDBOX_WETH } from '../../../devtools/sandbox/market/sandboxMarket'
import { sandboxPairAbi, sandboxRouterAbi } from '../../../devtools/sandbox/market/sandboxMarketAbi'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { SWAP_ROUTERS } from '../../../plugins/features/swaps/swapsConstants'
import { minimumReceived } from '../../../plugins/features/swaps/swapsRules'
import { checkSwapTransaction } from '../../../plugins/features/swaps/swapsVerify'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'

const SDK = 'projectId=p&st=appkit&sv=1.7.9'
const SUSD = sandboxErc20('SUSD')
const SGLD = sandboxErc20('SGLD')
const caip = (address: Address) => `eip155:8453:${address}`

describe('sandbox market (devtools/sandbox/market + convert routes)', function () {
  this.timeout(30_000)
  let started: StartChainsReturnType
  let api: ApiServer
  const trader = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 })
  const mover = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 4 })

  before(async () => {
    started = await startChains({ specs: [SANDBOX_MARKET_CHAIN] })
    const market = started.chains[0]!
    await deploySandboxMarket({ rpcUrl: market.rpcUrl, chainId: market.chainId })
    api = await startApiServer({ chains: started.chains, market })
  })

  after(async () => {
    await api?.stop()
    await started?.stop()
  })

  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}projectId=p&st=vestibule&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const wallet = (account: typeof trader) =>
    createWalletClient({
      account,
      chain: {
        id: 8453,
        name: 'market',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [started.chains[0]!.rpcUrl] } },
      },
      transport: http(started.chains[0]!.rpcUrl),
    }).extend(publicActions)
  /** Sends a built `tx` from the convert API, as a wallet would. */
  const send = async (account: typeof trader, tx: { to: string; data: string; amount?: string; eip155: { gas: string } }) => {
    const client = wallet(account)
    const hash = await client.sendTransaction({
      to: tx.to.split(':')[2] as Address,
      data: tx.data as Hex,
      gas: BigInt(tx.eip155.gas),
      value: BigInt(tx.amount ?? '0'),
    })
    return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  const balanceOf = (token: Address, owner: Address) =>
    createPublicClient({ transport: http(started.chains[0]!.rpcUrl) }).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  it('seeds the pools with the market maker liquidity at their opening price', async () => {
    const client = createPublicClient({ transport: http(started.chains[0]!.rpcUrl) })
    const [reserve0, reserve1] = (await client.readContract({ address: SANDBOX_POOLS[0]!.address, abi: sandboxPairAbi, functionName: 'getReserves' })) as [
      bigint,
      bigint,
    ]
    expect([reserve0, reserve1].sort()).to.deep.equal([parseUnits('9600', 6), parseUnits('4', 18)].sort())
    const { body } = await post('/v1/fungible/price', { currency: 'usd', addresses: [caip(SGLD.address), caip(SUSD.address)], projectId: 'p' })
    expect((body.fungibles as { symbol: string; price: number }[]).map(({ symbol, price }) => [symbol, price])).to.deep.equal([
      ['SGLD', 2400],
      ['SUSD', 1],
    ])
  })

  it('lists the pooled tokens of the market chain as CAIP-10 swap tokens, none elsewhere', async () => {
    const { body } = await get('/v1/convert/tokens?chainId=eip155:8453')
    const tokens = body.tokens as { symbol: string; address: string; decimals: number; logoUri: string; eip2612: boolean }[]
    // The native coin last, by the 0xeeee… placeholder; wrapped ether, which its pool holds, is not listed.
    expect(tokens.map(token => token.symbol)).to.deep.equal(['SUSD', 'SGLD', 'SPTS', 'ETH'])
    expect(tokens[3]).to.deep.include({ address: caip(SANDBOX_NATIVE_TOKEN), decimals: 18 })
    expect(tokens[1]).to.deep.include({ address: caip(SGLD.address), decimals: 18, eip2612: false })
    expect(tokens[1]!.logoUri).to.match(/^data:image\/svg\+xml,/)
    expect((await get('/v1/convert/tokens?chainId=eip155:31337')).body).to.deep.equal({ tokens: [] })
  })

  it('quotes from the reserves with the 0.3% fee, and refuses zero amounts, missing pools and other chains', async () => {
    const amount = parseUnits('100', 6)
    const { status, body } = await get(
      `/v1/convert/quotes?amount=${amount}&userAddress=${trader.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}&gasPrice=1`,
    )
    expect(status).to.equal(200)
    const expected = (amount * 997n * parseUnits('4', 18)) / (parseUnits('9600', 6) * 1000n + amount * 997n)
    expect(body.quotes).to.deep.equal([
      { fromAmount: amount.toString(), fromAccount: caip(SUSD.address), toAmount: expected.toString(), toAccount: caip(SGLD.address) },
    ])
    expect((await get(`/v1/convert/quotes?amount=0&userAddress=${trader.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}`)).body.error).to.match(
      /amount must be greater than 0/,
    )
    const spts = sandboxErc20('SPTS')
    expect((await get(`/v1/convert/quotes?amount=5&userAddress=${trader.address}&from=${caip(SGLD.address)}&to=${caip(spts.address)}`)).body.error).to.match(
      /no pool/,
    )
    expect((await get(`/v1/convert/quotes?amount=5&userAddress=${trader.address}&from=eip155:1:${SUSD.address}&to=${caip(SGLD.address)}`)).status).to.equal(400)
  })

  it('answers the gas price of the market chain and refuses others', async () => {
    const { body } = await get('/v1/convert/gas-price?chainId=eip155:8453')
    expect(BigInt(body.standard as string) > 0n).to.equal(true)
    expect(BigInt(body.fast as string) >= BigInt(body.standard as string)).to.equal(true)
    expect((await get('/v1/convert/gas-price?chainId=eip155:31337')).status).to.equal(400)
  })

  it('approves then swaps with the built calldata: the allowance and both balances move on chain', async () => {
    const amount = parseUnits('240', 6)
    const allowanceBefore = await get(`/v1/convert/allowance?tokenAddress=${caip(SUSD.address)}&userAddress=${trader.address}`)
    expect(allowanceBefore.body).to.deep.equal({ allowance: '0' })
    const approve = await get(`/v1/convert/build-approve?userAddress=${trader.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}&amount=${amount}`)
    const approveTx = (approve.body as { tx: { from: string; to: string; data: string; value: string; eip155: { gas: string } } }).tx
    expect(approveTx).to.deep.include({ from: caip(trader.address), to: caip(SUSD.address), value: '0' })
    expect((await send(trader, approveTx)).status).to.equal('success')
    expect((await get(`/v1/convert/allowance?tokenAddress=${caip(SUSD.address)}&userAddress=${trader.address}`)).body).to.deep.equal({
      allowance: amount.toString(),
    })

    const quote = await get(`/v1/convert/quotes?amount=${amount}&userAddress=${trader.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}`)
    const toAmount = BigInt((quote.body.quotes as { toAmount: string }[])[0]!.toAmount)
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: '1' },
      projectId: 'p',
      from: caip(SUSD.address),
      to: caip(SGLD.address),
      userAddress: caip(trader.address),
      disableEstimate: false,
    })
    const tx = (built.body as { tx: { from: string; to: string; data: string; amount: string; eip155: { gas: string } } }).tx
    // The router runs at 1inch V6's address, the one the library trusts on 8453, and the built call passes its check.
    expect(tx).to.deep.include({ to: caip(SWAP_ROUTERS[8453]![0]!), amount: '0' })
    const accepted = { sell: caip(SUSD.address), buy: caip(SGLD.address), fromAmount: amount.toString(), minimumReceived: minimumReceived(toAmount).toString() }
    expect(checkSwapTransaction({ quote: accepted, caipNetworkId: 'eip155:8453', userAddress: trader.address, tx })).to.deep.equal({ ok: true })
    const [susdBefore, sgldBefore] = await Promise.all([balanceOf(SUSD.address, trader.address), balanceOf(SGLD.address, trader.address)])
    expect((await send(trader, tx)).status).to.equal('success')
    expect(await balanceOf(SUSD.address, trader.address)).to.equal(susdBefore - amount)
    expect(await balanceOf(SGLD.address, trader.address)).to.equal(sgldBefore + toAmount)
  })

  it('reverts a built swap when the pool moves beyond the 1% slippage before it is mined', async () => {
    const amount = parseUnits('100', 6)
    for (const account of [trader, mover]) {
      const approve = await get(`/v1/convert/build-approve?userAddress=${account.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}`)
      await send(account, (approve.body as { tx: { to: string; data: string; eip155: { gas: string } } }).tx)
    }
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: caip(SUSD.address),
      to: caip(SGLD.address),
      userAddress: trader.address,
      disableEstimate: true,
    })
    // Someone else buys gold first, moving the price by far more than 1%.
    const big = await post('/v1/convert/build-transaction', {
      amount: parseUnits('2000', 6).toString(),
      eip155: { slippage: 1 },
      from: caip(SUSD.address),
      to: caip(SGLD.address),
      userAddress: mover.address,
    })
    expect((await send(mover, (big.body as { tx: { to: string; data: string; eip155: { gas: string } } }).tx)).status).to.equal('success')
    const receipt = await send(trader, (built.body as { tx: { to: string; data: string; eip155: { gas: string } } }).tx)
    expect(receipt.status).to.equal('reverted')
    const after = await post('/v1/fungible/price', { currency: 'usd', addresses: [caip(SGLD.address)], projectId: 'p' })
    expect((after.body.fungibles as { price: number }[])[0]!.price).to.be.greaterThan(2400)
  })

  it('sells the native coin as the transaction value with no approval, and buys it back unwrapped', async () => {
    const seller = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 5 })
    const client = createPublicClient({ transport: http(started.chains[0]!.rpcUrl) })
    const native = caip(SANDBOX_NATIVE_TOKEN)
    expect((await get(`/v1/convert/allowance?tokenAddress=${native}&userAddress=${seller.address}`)).body.allowance).to.equal((2n ** 256n - 1n).toString())
    expect((await get(`/v1/convert/build-approve?userAddress=${seller.address}&from=${native}&to=${caip(SUSD.address)}`)).status).to.equal(400)

    const wei = parseUnits('0.1', 18)
    const quote = await get(`/v1/convert/quotes?amount=${wei}&userAddress=${seller.address}&from=${native}&to=${caip(SUSD.address)}`)
    const toAmount = BigInt((quote.body.quotes as { toAmount: string }[])[0]!.toAmount)
    expect(toAmount).to.equal((wei * 997n * parseUnits('3000', 6)) / (parseUnits('1', 18) * 1000n + wei * 997n))
    const built = await post('/v1/convert/build-transaction', {
      amount: wei.toString(),
      eip155: { slippage: '1' },
      from: native,
      to: caip(SUSD.address),
      userAddress: seller.address,
    })
    const tx = (built.body as { tx: { to: string; data: string; amount: string; eip155: { gas: string } } }).tx
    expect(tx.amount).to.equal(wei.toString())
    const susdBefore = await balanceOf(SUSD.address, seller.address)
    expect((await send(seller, tx)).status).to.equal('success')
    expect(await balanceOf(SUSD.address, seller.address)).to.equal(susdBefore + toAmount)

    const approve = await get(`/v1/convert/build-approve?userAddress=${seller.address}&from=${caip(SUSD.address)}&to=${native}`)
    await send(seller, (approve.body as { tx: { to: string; data: string; eip155: { gas: string } } }).tx)
    const back = await post('/v1/convert/build-transaction', {
      amount: toAmount.toString(),
      eip155: { slippage: '1' },
      from: caip(SUSD.address),
      to: native,
      userAddress: seller.address,
    })
    const backTx = (back.body as { tx: { to: string; data: string; amount: string; eip155: { gas: string } } }).tx
    expect(backTx.amount).to.equal('0')
    const ethBefore = await client.getBalance({ address: seller.address })
    const receipt = await send(seller, backTx)
    expect(receipt.status).to.equal('success')
    const ethAfter = await client.getBalance({ address: seller.address })
    // Ether came back (less the fee twice), not wrapped ether.
    expect(ethAfter + receipt.gasUsed * receipt.effectiveGasPrice - ethBefore > parseUnits('0.099', 18)).to.equal(true)
    expect(await balanceOf(SANDBOX_WETH.address, seller.address)).to.equal(0n)
  })

  it('refuses malformed build-transaction bodies with the field named', async () => {
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: '-1',
      eip155: { slippage: '1' },
      from: caip(SUSD.address),
      to: caip(SGLD.address),
      userAddress: trader.address,
    })
    expect(status).to.equal(400)
    expect(body.error).to.match(/amount/)
  })

  it('tampers the next build-transaction and build-approve answers on demand, once each (issue 24 switches)', async () => {
    const thief: Address = '0x000000000000000000000000000000000000dEaD'
    const body = {
      amount: parseUnits('10', 6).toString(),
      eip155: { slippage: '1' },
      from: caip(SUSD.address),
      to: caip(SGLD.address),
      userAddress: trader.address,
    }
    const honest = (await post('/v1/convert/build-transaction', body)).body.tx as { to: string; data: Hex; amount: string }
    api.tamper.buildTransaction({ to: thief, value: '7', amountOutMin: '0', recipient: thief })
    const tampered = (await post('/v1/convert/build-transaction', body)).body.tx as { to: string; data: Hex; amount: string }
    expect([tampered.to, tampered.amount]).to.deep.equal([caip(thief), '7'])
    const { functionName, args } = decodeFunctionData({ abi: sandboxRouterAbi, data: tampered.data })
    expect(functionName).to.equal('swap')
    expect(args?.[1]).to.deep.include({ minReturnAmount: 0n, dstReceiver: thief })
    // Used up: the next answer is honest again.
    expect(((await post('/v1/convert/build-transaction', body)).body.tx as { to: string }).to).to.equal(honest.to)

    const query = `/v1/convert/build-approve?userAddress=${trader.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}&amount=5`
    api.tamper.buildApprove({ amount: 'unlimited' })
    const approve = (await get(query)).body.tx as { data: Hex }
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.data }).args).to.deep.equal([SANDBOX_ROUTER, maxUint256])
    expect(decodeFunctionData({ abi: erc20Abi, data: ((await get(query)).body.tx as { data: Hex }).data }).args).to.deep.equal([SANDBOX_ROUTER, 5n])
  })

  it('fails the next N calls of one JSON-RPC method through the chain-RPC proxy, single or batched, and lets the others through', async () => {
    const rpc = (payload: unknown) =>
      fetch(`${api.url}/v1?chainId=eip155:8453&projectId=p`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }).then(response => response.json())
    const receipt = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_getTransactionReceipt', params: [`0x${'00'.repeat(32)}`] })
    api.failRpc('eth_getTransactionReceipt', { times: 2 })
    expect(await rpc(receipt(1))).to.have.nested.property('error.code', -32603)
    const batch = (await rpc([receipt(2), { jsonrpc: '2.0', id: 3, method: 'eth_chainId' }])) as { id: number; error?: unknown; result?: unknown }[]
    expect(batch.find(answer => answer.id === 2)).to.have.property('error')
    expect(batch.find(answer => answer.id === 3)).to.have.property('result', '0x2105')
    expect(await rpc(receipt(4))).to.deep.equal({ jsonrpc: '2.0', id: 4, result: null })
    api.failRpc('eth_getTransactionReceipt', { times: 5 })
    api.clearFaults()
    expect(await rpc(receipt(5))).to.have.property('result', null)
  })
})
