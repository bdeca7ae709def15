import { expect } from 'chai'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import type { VestibuleEvent } from '../../../../../core'
import { onramp } from '../../../../../plugins/features/onramp/onrampPlugin'
import { portfolio } from '../../../../../plugins/features/portfolio/portfolioPlugin'
import { alpha } from '../../../core/foldEvents'
import { offlineEnvironment } from '../../../offlineEnvironment'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

// Issue 30: on-ramp and portfolio meet through core's `account/assets-changed`, neither reading
// nor dispatching the other's events.
describe('a delivered purchase refreshes the portfolio through account/assets-changed', () => {
  let appKit: AppKit
  let events: VestibuleEvent[]
  beforeEach(async () => {
    appKit = createAppKit({ projectId: 'p', networks: [alpha] }, offlineEnvironment())
    await appKit.use(onramp())
    events = []
    appKit.events$.subscribe(event => void events.push(event))
  })
  afterEach(() => appKit.destroy())

  const buy = () => {
    appKit.dispatch({
      type: 'onramp/url-fetched',
      payload: { provider: 'meld', url: 'https://meld.example/buy', balanceBefore: '0', destination: { address: ADDRESS, caipNetworkId: 'eip155:31337' } },
    })
    appKit.dispatch({ type: 'onramp/purchase-confirmed', payload: { received: '1' } })
  }

  it('says the destination account changed, and the portfolio, when installed, reads its balances again', async () => {
    await appKit.use(portfolio())
    buy()
    const changed = events.find(event => event.type === 'account/assets-changed') as VestibuleEvent<'account/assets-changed'> | undefined
    expect(changed?.payload.caipAddress).to.equal(`eip155:31337:${ADDRESS}`)
    const refresh = events.find(event => event.type === 'portfolio/balances-requested') as VestibuleEvent<'portfolio/balances-requested'> | undefined
    expect(refresh?.payload).to.deep.equal({ caipAddress: `eip155:31337:${ADDRESS}`, force: true })
    expect(refresh?.meta.causeId).to.equal(changed?.meta.id)
  })

  it('without the portfolio, the change is said and nothing else is asked', () => {
    buy()
    expect(events.map(event => event.type)).to.include('account/assets-changed')
    expect(events.some(event => event.type.startsWith('portfolio/'))).to.equal(false)
  })
})
