import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { expect } from 'chai'
import { startApiServer, type ApiServer } from '../../../../devtools/sandbox/api/startApiServer'
import { SOLANA_NATIVE_PLACEHOLDER } from '../../../../devtools/sandbox/api/solanaBalances'
import { startSolanaRpc, type SolanaRpc } from '../../../../devtools/sandbox/solana/startSolanaRpc'
import { SOLANA_SANDBOX_SOL_PRICE_USD, SOLANA_SANDBOX_TOKEN, solanaSandboxSeed } from '../../../../devtools/sandbox/solana/solanaSandboxConstants'

const SDK_QUERY = 'projectId=test-project&st=appkit&sv=html-wagmi-1.7.9'

type Balance = { symbol: string; chainId: string; address?: string; value: number; price: number; quantity: { decimals: string; numeric: string } }

describe("sandbox API: Solana accounts' balances and prices from the local Solana chain", function () {
  this.timeout(20_000)
  let rpc: SolanaRpc
  let api: ApiServer
  const owner = Keypair.fromSeed(solanaSandboxSeed(1))

  before(async () => {
    rpc = await startSolanaRpc()
    const { name, symbol, decimals, priceUsd } = SOLANA_SANDBOX_TOKEN
    api = await startApiServer({
      chains: [],
      solana: [
        {
          caipNetworkId: rpc.caipNetworkId,
          rpcUrl: rpc.rpcUrl,
          nativePriceUsd: SOLANA_SANDBOX_SOL_PRICE_USD,
          tokens: [{ mint: rpc.local.mint.toBase58(), name, symbol, decimals, priceUsd }],
        },
      ],
    })
  })
  after(async () => {
    await api?.stop()
    await rpc?.stop()
  })

  const balances = async (address: string, chainId = 'solana:localnet') => {
    const response = await fetch(`${api.url}/v1/account/${address}/balance?currency=usd&chainId=${chainId}&${SDK_QUERY}`)
    return { status: response.status, body: (await response.json()) as { balances: Balance[] } }
  }

  it('lists SOL, then the SPL token under its CAIP-10 mint, with amounts read from the chain and fixed prices', async () => {
    const { status, body } = await balances(owner.publicKey.toBase58())
    expect(status).to.equal(200)
    expect(body.balances.map(({ symbol, chainId, address, price, quantity }) => ({ symbol, chainId, address, price, quantity }))).to.deep.equal([
      { symbol: 'SOL', chainId: 'solana:localnet', address: undefined, price: SOLANA_SANDBOX_SOL_PRICE_USD, quantity: { decimals: '9', numeric: '1000' } },
      {
        symbol: 'SBX',
        chainId: 'solana:localnet',
        address: `solana:localnet:${rpc.local.mint.toBase58()}`,
        price: 2,
        quantity: { decimals: '6', numeric: '1000' },
      },
    ])
    expect(body.balances[0]!.value).to.equal(1000 * SOLANA_SANDBOX_SOL_PRICE_USD)
  })

  it('follows a transfer made on the chain', async () => {
    const connection = new Connection(rpc.rpcUrl, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    const receiver = Keypair.generate().publicKey
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 2 })),
      [owner],
    )
    ;(connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close()
    const { body } = await balances(receiver.toBase58())
    expect(body.balances).to.have.length(1)
    expect(body.balances[0]!.quantity).to.deep.equal({ decimals: '9', numeric: '0.5' })
  })

  it('answers an unknown Solana chain with no balances, and refuses junk for a Solana chain', async () => {
    expect((await balances(owner.publicKey.toBase58(), 'solana:devnet')).body.balances).to.deep.equal([])
    expect((await balances('0OIl-not-base58', 'solana:localnet')).status).to.equal(400)
  })

  it('lists the Solana chain among the supported chains, and prices SOL and the SPL token, leaving out unknown mints', async () => {
    const supported = (await (await fetch(`${api.url}/v1/supported-chains?${SDK_QUERY}`)).json()) as { http: string[] }
    expect(supported.http).to.include('solana:localnet')
    const response = await fetch(`${api.url}/v1/fungible/price?${SDK_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'test-project',
        addresses: [
          `solana:localnet:${SOLANA_NATIVE_PLACEHOLDER}`,
          `solana:localnet:${rpc.local.mint.toBase58()}`,
          `solana:localnet:${Keypair.generate().publicKey.toBase58()}`,
        ],
      }),
    })
    const { fungibles } = (await response.json()) as { fungibles: Array<{ symbol: string; price: number }> }
    expect(fungibles.map(({ symbol, price }) => ({ symbol, price }))).to.deep.equal([
      { symbol: 'SOL', price: SOLANA_SANDBOX_SOL_PRICE_USD },
      { symbol: 'SBX', price: 2 },
    ])
  })
})
