import { expect } from 'chai'
import { bitcoinSandboxAccount } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_LOCAL_CAIP_NETWORK_ID, BITCOIN_SANDBOX_BTC_PRICE_USD } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxConstants'
import { signedSpend } from './spendHelpers'
import { bitcoinLedgerHooks } from '../../bitcoinFixtures'

const SDK_QUERY = 'projectId=test-project&st=appkit&sv=html-wagmi-1.7.9'
const alice = bitcoinSandboxAccount(2)
const carol = bitcoinSandboxAccount(3)

type Balance = { name: string; symbol: string; chainId: string; value: number; price: number; quantity: { decimals: string; numeric: string } }
type History = {
  data: {
    id: string
    metadata: { operationType: string; sentFrom: string; sentTo: string; status: string; chain: string }
    transfers: { direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }[]
  }[]
  next: string | null
}

describe("sandbox API: Bitcoin addresses' balances and history from the local Bitcoin chain", function () {
  this.timeout(20_000)
  const ledger = bitcoinLedgerHooks()

  const read = async <T>(path: string) => {
    const response = await fetch(`${ledger.api.url}${path}${path.includes('?') ? '&' : '?'}${SDK_QUERY}`)
    return { status: response.status, body: (await response.json()) as T }
  }

  it('answers BTC with 8 decimals and its fixed price, by chainId and from a bech32 address alone', async () => {
    const expected = {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: BITCOIN_LOCAL_CAIP_NETWORK_ID,
      value: 5 * BITCOIN_SANDBOX_BTC_PRICE_USD,
      price: BITCOIN_SANDBOX_BTC_PRICE_USD,
      iconUrl: '',
      quantity: { decimals: '8', numeric: '5' },
    }
    expect(
      (await read<{ balances: Balance[] }>(`/v1/account/${alice.payment.address}/balance?currency=usd&chainId=${BITCOIN_LOCAL_CAIP_NETWORK_ID}`)).body.balances,
    ).to.deep.equal([expected])
    expect((await read<{ balances: Balance[] }>(`/v1/account/${alice.payment.address}/balance?currency=usd`)).body.balances).to.deep.equal([expected])
    expect((await read<{ balances: Balance[] }>(`/v1/account/${alice.ordinals.address}/balance?currency=usd`)).body.balances[0]!.quantity).to.deep.equal({
      decimals: '8',
      numeric: '0.0001',
    })
  })

  it('lists the Bitcoin chain among the supported chains', async () => {
    expect((await read<{ http: string[] }>('/v1/supported-chains')).body.http).to.include(BITCOIN_LOCAL_CAIP_NETWORK_ID)
  })

  it('follows a send: balances at once (mempool counts), history once mined, as send and receive', async () => {
    const [coin] = ledger.esplora.ledger.utxosOf(alice.payment.address)
    const txid = ledger.esplora.ledger.submit(
      signedSpend(
        alice.payment,
        [coin!],
        [
          { script: carol.payment.script, amount: 12_345_678n },
          { script: alice.payment.script, amount: 100_000_000n - 12_345_678n - 1_000n },
        ],
      ),
    )
    const carolBalance = await read<{ balances: Balance[] }>(`/v1/account/${carol.payment.address}/balance?chainId=${BITCOIN_LOCAL_CAIP_NETWORK_ID}`)
    expect(carolBalance.body.balances[0]!.quantity.numeric).to.equal('5.12345678')
    expect(
      (await read<History>(`/v1/account/${carol.payment.address}/history?chainId=${BITCOIN_LOCAL_CAIP_NETWORK_ID}`)).body.data.map(tx => tx.id),
    ).to.not.include(txid)
    ledger.esplora.ledger.mine()
    const received = (await read<History>(`/v1/account/${carol.payment.address}/history?chainId=${BITCOIN_LOCAL_CAIP_NETWORK_ID}`)).body
    expect(received.next).to.equal(null)
    expect(received.data[0]!.id).to.equal(txid)
    expect(received.data[0]!.metadata).to.include({
      operationType: 'receive',
      sentFrom: alice.payment.address,
      sentTo: carol.payment.address,
      status: 'confirmed',
      chain: BITCOIN_LOCAL_CAIP_NETWORK_ID,
    })
    expect(received.data[0]!.transfers).to.deep.equal([
      {
        direction: 'in',
        quantity: { numeric: '0.12345678' },
        price: BITCOIN_SANDBOX_BTC_PRICE_USD,
        value: 0.12345678 * BITCOIN_SANDBOX_BTC_PRICE_USD,
        fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: '' } },
      },
    ])
    const sent = (await read<History>(`/v1/account/${alice.payment.address}/history`)).body
    expect(sent.data[0]!.metadata.operationType).to.equal('send')
    expect(sent.data[0]!.transfers[0]).to.deep.include({ direction: 'out', quantity: { numeric: '0.12345678' } })
    // The funding coinbase, below it.
    expect(sent.data[1]!.metadata.operationType).to.equal('receive')
  })

  it('answers another bip122 chain with nothing, and refuses an address of another network', async () => {
    expect(
      (await read<{ balances: Balance[] }>(`/v1/account/${alice.payment.address}/balance?chainId=bip122:000000000019d6689c085ae165831e93`)).body.balances,
    ).to.deep.equal([])
    const refused = await read<{ error: string }>(`/v1/account/bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l/balance?chainId=${BITCOIN_LOCAL_CAIP_NETWORK_ID}`)
    expect(refused.status).to.equal(400)
    expect((await read(`/v1/account/bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l/history?chainId=${BITCOIN_LOCAL_CAIP_NETWORK_ID}`)).status).to.equal(400)
  })
})
