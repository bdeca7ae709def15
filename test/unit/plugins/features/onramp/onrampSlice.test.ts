import { expect } from 'chai'
import { onrampSlice } from '../../../../../plugins/features/onramp/onrampSlice'
import { initialOnrampState, type OnrampState } from '../../../../../plugins/features/onramp/onrampState'

describe('on-ramp slice (plugins/features/onramp/onrampSlice)', () => {
  const fold = (events: { type: string; payload: unknown }[]): OnrampState =>
    events.reduce<OnrampState>((state, event) => {
      const handler = (onrampSlice.on as Record<string, (draft: OnrampState, event: unknown, root: unknown) => OnrampState | void>)[event.type]!
      const draft = structuredClone(state) as OnrampState
      return handler(draft, event, { slices: { onramp: state } }) ?? draft
    }, initialOnrampState)
  const destination = { address: '0x1', caipNetworkId: 'eip155:1' }

  it('keeps a purchase under way bound to its destination when the view reopens for another account', () => {
    const state = fold([
      { type: 'onramp/opened', payload: { caipNetworkId: 'eip155:1', address: '0x1' } },
      { type: 'onramp/buy-requested', payload: { provider: 'meld' } },
      { type: 'onramp/url-fetched', payload: { provider: 'meld', url: 'http://ramp.test', balanceBefore: '5', destination } },
      { type: 'onramp/opened', payload: { caipNetworkId: 'eip155:1', address: '0x2' } },
    ])
    expect(state).to.deep.include({ stage: 'buying', balanceBefore: '5', destination })
  })

  it('starts idle again when the view reopens after a purchase ended', () => {
    const state = fold([
      { type: 'onramp/opened', payload: { caipNetworkId: 'eip155:1', address: '0x1' } },
      { type: 'onramp/buy-requested', payload: { provider: 'meld' } },
      { type: 'onramp/url-fetched', payload: { provider: 'meld', url: 'http://ramp.test', balanceBefore: '5', destination } },
      { type: 'onramp/purchase-confirmed', payload: { received: '1' } },
      { type: 'onramp/opened', payload: { caipNetworkId: 'eip155:1', address: '0x2' } },
    ])
    expect(state).to.deep.include({ stage: 'idle', received: null })
  })
})
