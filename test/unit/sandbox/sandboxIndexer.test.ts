import { expect } from 'chai'
import { createPublicClient, createWalletClient, erc20Abi, erc721Abi, http, parseEther, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startSandbox } from '../../../devtools/sandbox/startSandbox'
import type { Sandbox } from '../../../devtools/sandbox/startSandbox'
import { SANDBOX_COLLECTION, sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'

const SDK_QUERY = 'projectId=test-project&st=appkit&sv=html-wagmi-1.7.9'
const SENDER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 2 })
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address

type Balance = { symbol: string; chainId: string; address?: string; value: number; price: number; quantity: { decimals: string; numeric: string } }
type Transaction = {
  id: string
  metadata: { operationType: string; chain: string; status: string; sentFrom: string; sentTo: string; minedAt: string }
  transfers: Array<{ direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string }; nft_info?: { name: string } }>
}

describe('sandbox API indexer: balance, price and history from the local chains', function () {
  this.timeout(20_000)
  let sandbox: Sandbox

  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${sandbox.apiUrl}${path}`)
    expect(response.status, path).to.equal(200)
    return (await response.json()) as T
  }
  /** Waits until the chain has `hash` in a block: the API answers from what is on the chain. */
  const mined = (chain: Sandbox['chains'][number], hash: `0x${string}`) =>
    createPublicClient({ chain: chain.network, transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const balances = async (address: string, chainId: string) =>
    (await get<{ balances: Balance[] }>(`/v1/account/${address}/balance?currency=usd&chainId=${chainId}&${SDK_QUERY}`)).balances

  before(async () => {
    sandbox = await startSandbox()
  })

  after(async () => {
    await sandbox?.stop()
  })

  it('lists the native coin, the deployed ERC-20s and the collection (as a zero-decimal position) with balances read from the chain', async () => {
    const list = await balances(RECEIVER, 'eip155:31337')
    expect(list.map(balance => balance.symbol)).to.deep.equal(['ETH', 'SUSD', 'SGLD', 'SPTS', 'CRIT'])
    const susd = list.find(balance => balance.symbol === 'SUSD')!
    expect(susd).to.deep.include({ chainId: 'eip155:31337', address: `eip155:31337:${sandboxErc20('SUSD').address}`, price: 1, value: 10000 })
    expect(susd.quantity).to.deep.equal({ decimals: '6', numeric: '10000' })
    expect(list.find(balance => balance.symbol === 'CRIT')!.quantity).to.deep.equal({ decimals: '0', numeric: '2' })
  })

  it('moves the balances and adds a history entry after an ERC-20 transfer, on that chain only', async () => {
    const chain = sandbox.chains[1]!
    const wallet = createWalletClient({ account: SENDER, chain: chain.network, transport: http(chain.rpcUrl) })
    const { address } = sandboxErc20('SUSD')
    const hash = await wallet.writeContract({ address, abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, parseUnits('12.5', 6)] })
    await mined(chain, hash)

    const after = await balances(RECEIVER, 'eip155:31338')
    expect(after.find(balance => balance.symbol === 'SUSD')!.quantity.numeric).to.equal('10012.5')
    expect((await balances(RECEIVER, 'eip155:31337')).find(balance => balance.symbol === 'SUSD')!.quantity.numeric).to.equal('10000')

    const history = await get<{ data: Transaction[]; next: string | null }>(`/v1/account/${RECEIVER}/history?chainId=eip155:31338&${SDK_QUERY}`)
    const [latest] = history.data
    expect(latest!.id).to.equal(hash)
    expect(latest!.metadata).to.deep.include({
      operationType: 'receive',
      chain: 'eip155:31338',
      status: 'confirmed',
      sentFrom: SENDER.address,
      sentTo: address,
    })
    expect(latest!.transfers).to.deep.equal([
      { direction: 'in', quantity: { numeric: '12.5' }, price: 1, value: 12.5, fungible_info: { name: 'Sandbox Dollar', symbol: 'SUSD', icon: { url: '' } } },
    ])
    const sent = await get<{ data: Transaction[] }>(`/v1/account/${SENDER.address}/history?chainId=eip155:31338&${SDK_QUERY}`)
    expect(sent.data[0]!.metadata.operationType).to.equal('send')
    expect(sent.data[0]!.transfers[0]!.direction).to.equal('out')
  })

  it('records native transfers and NFT transfers, newest first', async () => {
    const chain = sandbox.chains[0]!
    const wallet = createWalletClient({ account: SENDER, chain: chain.network, transport: http(chain.rpcUrl) })
    const tokenId = BigInt(2 * SANDBOX_COLLECTION.perHolder + 1) // the sender's first NFT
    await mined(
      chain,
      await wallet.writeContract({
        address: SANDBOX_COLLECTION.address,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [SENDER.address, RECEIVER, tokenId],
      }),
    )
    await mined(chain, await wallet.sendTransaction({ to: RECEIVER, value: parseEther('0.25') }))
    const { data } = await get<{ data: Transaction[] }>(`/v1/account/${RECEIVER}/history?chainId=eip155:31337&${SDK_QUERY}`)
    expect(data[0]!.transfers[0]).to.deep.include({ direction: 'in', quantity: { numeric: '0.25' } })
    expect(data[1]!.transfers[0]!.nft_info!.name).to.equal(`Sandbox Critters #${tokenId}`)
    expect(data.at(-1)!.metadata.operationType).to.equal('mint')
    expect((await balances(RECEIVER, 'eip155:31337')).find(balance => balance.symbol === 'CRIT')!.quantity.numeric).to.equal('3')
  })

  it('pages history by cursor, 50 per page, next null on the last page', async () => {
    const chain = sandbox.chains[0]!
    const wallet = createWalletClient({ account: SENDER, chain: chain.network, transport: http(chain.rpcUrl) })
    // Sent together, each with its own nonce: 55 round trips one after the other took most of the
    // test's time on a loaded machine.
    const nonce = await createPublicClient({ chain: chain.network, transport: http(chain.rpcUrl) }).getTransactionCount({
      address: SENDER.address,
      blockTag: 'pending',
    })
    const hashes = await Promise.all(Array.from({ length: 55 }, (_, index) => wallet.sendTransaction({ to: RECEIVER, value: 1n, nonce: nonce + index })))
    await Promise.all(hashes.map(hash => mined(chain, hash)))
    const first = await get<{ data: Transaction[]; next: string | null }>(`/v1/account/${SENDER.address}/history?chainId=eip155:31337&${SDK_QUERY}`)
    expect(first.data).to.have.length(50)
    expect(first.next).to.be.a('string')
    const second = await get<{ data: Transaction[]; next: string | null }>(
      `/v1/account/${SENDER.address}/history?chainId=eip155:31337&cursor=${first.next}&${SDK_QUERY}`,
    )
    expect(second.next).to.equal(null)
    const ids = [...first.data, ...second.data].map(transaction => transaction.id)
    expect(new Set(ids).size).to.equal(ids.length)
  })

  it('prices tokens by CAIP-10 id and leaves out unknown ones', async () => {
    const response = await fetch(`${sandbox.apiUrl}/v1/fungible/price?${SDK_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'test-project',
        addresses: [
          `eip155:31337:${sandboxErc20('SGLD').address}`,
          'eip155:31337:0x0000000000000000000000000000000000000001',
          'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        ],
      }),
    })
    const { fungibles } = (await response.json()) as { fungibles: Array<{ symbol: string; price: number }> }
    expect(fungibles.map(({ symbol, price }) => ({ symbol, price }))).to.deep.equal([
      { symbol: 'SGLD', price: 2400 },
      { symbol: 'ETH', price: 3000 },
    ])
  })

  it('serves token, asset and currency images as PNG, one picture per id, and 404 for ids that are not names', async () => {
    for (const route of ['getTokenImage/SUSD', 'getAssetImage/sandbox-alpha', 'getCurrencyImage/USD']) {
      const response = await fetch(`${sandbox.apiUrl}/public/${route}?${SDK_QUERY}`)
      expect(response.status, route).to.equal(200)
      expect(response.headers.get('content-type')).to.equal('image/png')
    }
    expect((await fetch(`${sandbox.apiUrl}/public/getTokenImage/${'x'.repeat(65)}?${SDK_QUERY}`)).status).to.equal(404)
    // Each network and currency its own picture: the demo's network buttons and rows tell them apart.
    const png = async (route: string) => Buffer.from(await (await fetch(`${sandbox.apiUrl}/public/${route}?${SDK_QUERY}`)).arrayBuffer()).toString('base64')
    expect(await png('getAssetImage/sandbox-alpha')).to.not.equal(await png('getAssetImage/sandbox-beta'))
    expect(await png('getCurrencyImage/USD')).to.not.equal(await png('getCurrencyImage/EUR'))
    expect(await png('getAssetImage/sandbox-alpha')).to.equal(await png('getAssetImage/sandbox-alpha'))
  })
})
