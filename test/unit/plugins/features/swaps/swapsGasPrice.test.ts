import { expect } from 'chai'
import { createHttpClient } from '../../../../../core/http/createHttpClient'
import { swapsApi } from '../../../../../plugins/features/swaps/swapsApi'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe("swaps gas price (SPEC §7 /v1/convert/gas-price, §8 'Network not supported for Gas Price')", () => {
  const start = (answer: (url: URL) => Response) => {
    const asked: string[] = []
    const api = swapsApi(
      createHttpClient({
        baseUrl: 'http://blockchain.test',
        projectId: 'p',
        fetch: (async (input: RequestInfo | URL) => {
          const url = new URL(String(input))
          asked.push(url.searchParams.get('chainId') ?? '')
          return answer(url)
        }) as typeof fetch,
      }),
    )
    return { api, asked }
  }
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: { shortMessage: string }) => error.shortMessage,
    )

  it('asks the convert API for a swap chain', async () => {
    const { api, asked } = start(() => json({ standard: '1000000000' }))
    expect((await api.gasPrice('eip155:8453')).standard).to.equal('1000000000')
    expect(asked).to.deep.equal(['eip155:8453'])
  })

  it('refuses a chain the convert API does not serve, without asking it', async () => {
    const { api, asked } = start(() => json({ standard: '1' }))
    expect(await failure(api.gasPrice('eip155:31337'))).to.equal('Network not supported for Gas Price')
    expect(await failure(api.gasPrice('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).to.equal('Network not supported for Gas Price')
    expect(asked).to.deep.equal([])
  })

  it('says so when the API refuses the chain (4xx), and keeps a server failure as it is', async () => {
    const { api } = start(url => (url.searchParams.get('chainId') === 'eip155:1' ? json({ error: 'no market' }, 400) : json({ error: 'down' }, 503)))
    expect(await failure(api.gasPrice('eip155:1'))).to.equal('Network not supported for Gas Price')
    expect(await failure(api.gasPrice('eip155:10'))).to.not.equal('Network not supported for Gas Price')
  })
})
