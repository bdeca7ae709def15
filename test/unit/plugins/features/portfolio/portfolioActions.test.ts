import { expect } from 'chai'
import { getTokenBalances, getTransactionHistory } from '../../../../../plugins/features/portfolio/portfolioActions'
import { portfolioOnSandbox } from './portfolioOnSandbox'
import { QUERY_RETRY_COUNT } from '../../../../../core/constants'

const ACCOUNT = 'eip155:31337:0x90F79bf6EB2c4f870365E785982E1f101E93b906' // sandbox account #3

describe('portfolio headless actions against the sandbox API (getTokenBalances, getTransactionHistory)', function () {
  this.timeout(20_000)
  const kit = portfolioOnSandbox()

  it('answers the Tokens list (zero decimals dropped, by value) and serves a second call within 30 s from the cache', async () => {
    const tokens = await getTokenBalances(kit.appKit, { caipAddress: ACCOUNT })
    expect(tokens.map(token => token.symbol)).to.deep.equal(['ETH', 'SGLD', 'SUSD'])
    const again = await getTokenBalances(kit.appKit, { caipAddress: ACCOUNT })
    expect(again).to.deep.equal(tokens)
    expect(kit.sandbox.api.requests.filter(request => request.route === '/v1/account/:address/balance')).to.have.length(1)
    await getTokenBalances(kit.appKit, { caipAddress: ACCOUNT, force: true })
    expect(kit.sandbox.api.requests.filter(request => request.route === '/v1/account/:address/balance')).to.have.length(2)
  })

  it("rejects with SPEC §8's 'Token Balance Unavailable' on a 5xx, and does not fetch again within the 30 s retry delay", async () => {
    kit.sandbox.api.fail('/v1/account/:address/balance', { status: 502, times: QUERY_RETRY_COUNT + 1 })
    let error: unknown
    await getTokenBalances(kit.appKit, { caipAddress: ACCOUNT }).catch(caught => (error = caught))
    expect((error as { shortMessage?: string }).shortMessage).to.equal('Token Balance Unavailable')
    await getTokenBalances(kit.appKit, { caipAddress: ACCOUNT }).catch(caught => (error = caught))
    // The first read and its SPEC §9 retries, then nothing.
    expect(kit.sandbox.api.requests.filter(request => request.route === '/v1/account/:address/balance')).to.have.length(QUERY_RETRY_COUNT + 1)
  })

  it('pages the history of the account by cursor, the network of the CAIP address only', async () => {
    const { transactions, next } = await getTransactionHistory(kit.appKit, { caipAddress: ACCOUNT })
    expect(transactions.length).to.be.greaterThan(0)
    expect(transactions.every(transaction => transaction.metadata.chain === 'eip155:31337')).to.equal(true)
    expect(next).to.equal(null)
    expect(kit.sandbox.api.requests.find(request => request.route === '/v1/account/:address/history')?.query.chainId).to.equal('eip155:31337')
  })

  it("rejects with 'Failed to fetch transactions' on a 5xx", async () => {
    kit.sandbox.api.fail('/v1/account/:address/history', { status: 500, times: QUERY_RETRY_COUNT + 1 })
    let error: unknown
    await getTransactionHistory(kit.appKit, { caipAddress: ACCOUNT }).catch(caught => (error = caught))
    expect((error as { shortMessage?: string }).shortMessage).to.equal('Failed to fetch transactions')
  })
})
