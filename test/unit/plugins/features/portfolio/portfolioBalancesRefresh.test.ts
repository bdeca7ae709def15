import { expect } from 'chai'
import { internalsOf } from 'vestibule/log'
import { portfolioOnSandbox } from './portfolioOnSandbox'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // sandbox account #3
const ACCOUNT = `eip155:31337:${ADDRESS}`

describe('portfolio: a balance request that comes while the account’s balances are being fetched', function () {
  this.timeout(15_000)
  const kit = portfolioOnSandbox()
  const balanceRequests = () => kit.sandbox.api.requests.filter(request => request.route === '/v1/account/:address/balance').length
  const fetched = () =>
    internalsOf(kit.appKit)
      .log.events()
      .filter(event => event.type === 'portfolio/balances-fetched').length
  const settle = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
  const until = async (check: () => boolean) => {
    while (!check()) await settle(20)
  }
  const ask = (force?: boolean) => kit.appKit.dispatch({ type: 'portfolio/balances-requested', payload: { caipAddress: ACCOUNT, ...(force ? { force } : {}) } })

  it('forced (the assets moved), is fetched again once the running fetch answered: that answer may predate the move', async () => {
    kit.sandbox.api.fail('/v1/account/:address/balance', { delayMs: 400, times: 1 })
    ask()
    await settle(100)
    ask(true)
    await until(() => fetched() === 2)
    expect(balanceRequests()).to.equal(2)
    expect(kit.appKit.getState().slices.portfolio?.balances[ACCOUNT]?.status).to.equal('ready')
  })

  it('not forced, is answered by the running fetch: the service is asked once', async () => {
    kit.sandbox.api.fail('/v1/account/:address/balance', { delayMs: 400, times: 1 })
    ask()
    await settle(100)
    ask()
    await until(() => fetched() === 1)
    await settle(500)
    expect(balanceRequests()).to.equal(1)
    expect(fetched()).to.equal(1)
  })
})
