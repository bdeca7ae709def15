import { expect } from 'chai'
import { getTransactionHistory } from '../../../../../plugins/features/portfolio/portfolioActions'
import { HISTORY_INDEXING_RETRY_MS, HISTORY_INDEXING_TRIES } from '../../../../../plugins/features/portfolio/portfolioConstants'
import { portfolioOnSandbox } from './portfolioOnSandbox'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // sandbox account #3
const ACCOUNT = `eip155:31337:${ADDRESS}`

describe('portfolio: the history after a send waits for the history service to list it', function () {
  this.timeout(30_000)
  const kit = portfolioOnSandbox()
  const historyRequests = () => kit.sandbox.api.requests.filter(request => request.route === '/v1/account/:address/history').length

  beforeEach(() => {
    kit.appKit.dispatch({
      type: 'connection/succeeded',
      payload: { connectorId: 'test', namespace: 'eip155', accounts: [{ address: ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:31337' },
    })
    kit.sandbox.api.clearRequests()
  })

  /** The visitor's wallet answers a send with `hash`, as eth_sendTransaction does. */
  const send = (hash: string) => {
    kit.appKit.dispatch({ type: 'rpc/requested', payload: { requestId: hash.slice(0, 10), namespace: 'eip155', method: 'eth_sendTransaction', params: [] } })
    kit.appKit.dispatch({ type: 'rpc/succeeded', payload: { requestId: hash.slice(0, 10), result: hash, method: 'eth_sendTransaction' } })
  }
  const settle = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
  /** Waits until the history was asked `count` times, then as long again as a retry takes: no more asks may come. */
  const historyAskedExactly = async (count: number) => {
    while (historyRequests() < count) await settle(50)
    await settle(HISTORY_INDEXING_RETRY_MS * 2)
    return historyRequests()
  }

  it('asks once when the refreshed history lists the sent transaction', async () => {
    const { transactions } = await getTransactionHistory(kit.appKit, { caipAddress: ACCOUNT })
    const listed = transactions[0]!.metadata.hash ?? transactions[0]!.id
    send(listed)
    expect(await historyAskedExactly(2)).to.equal(2)
  })

  it('asks again, a few times at most, while the history service has not indexed it', async () => {
    await getTransactionHistory(kit.appKit, { caipAddress: ACCOUNT })
    send(`0x${'ab'.repeat(32)}`)
    expect(await historyAskedExactly(2 + HISTORY_INDEXING_TRIES)).to.equal(2 + HISTORY_INDEXING_TRIES)
  })
})
