import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../core/appkit/createAppKit'
import type { EventInput, EventType, VestibuleEvent } from '../../../../core/events/eventMap'
import type { PluginDefinition } from '../../../../core/plugins/definePlugin'
import { onramp } from '../../../../plugins/features/onramp'
import { payFeature } from '../../../../plugins/features/pay'
import { portfolio } from '../../../../plugins/features/portfolio'
import { swaps } from '../../../../plugins/features/swaps'
import { walletDirectory } from '../../../../plugins/features/walletDirectory'
import { alpha } from '../../core/foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NETWORK = `eip155:${alpha.id}`

/** Resolves with the first event of `types` in the instance's log, waiting for it if it is not there yet. */
function answer(appKit: AppKit, types: readonly string[]): Promise<VestibuleEvent> {
  return new Promise(resolve => {
    const found = () =>
      internalsOf(appKit)
        .log.events()
        .find(event => types.includes(event.type))
    const logged = found()
    if (logged) return resolve(logged)
    const stop = appKit.subscribeVestibuleEvents(() => {
      const event = found()
      if (!event) return
      queueMicrotask(() => stop())
      resolve(event)
    })
  })
}

const logged = (appKit: AppKit, type: EventType) =>
  internalsOf(appKit)
    .log.events()
    .filter(event => event.type === type)

/**
 * Each feature whose working code is a chunk loaded on its first event: the visitor's action, and
 * the event the chunk answers it with (an answer proves the chunk received the action).
 */
const LAZY_FEATURES: readonly {
  name: string
  plugin: () => PluginDefinition
  action: EventInput
  answers: readonly string[]
  options?: Record<string, unknown>
}[] = [
  {
    name: 'swaps',
    plugin: swaps,
    action: { type: 'swaps/opened', payload: { caipNetworkId: NETWORK, address: ADDRESS } },
    answers: ['swaps/tokens-fetched', 'swaps/tokens-failed'],
  },
  {
    name: 'on-ramp',
    plugin: onramp,
    action: { type: 'onramp/opened', payload: { caipNetworkId: NETWORK, address: ADDRESS } },
    answers: ['onramp/options-fetched'],
  },
  {
    name: 'pay',
    plugin: payFeature,
    action: { type: 'pay/exchanges-requested', payload: { network: NETWORK, asset: 'native' } },
    answers: ['pay/exchanges-fetched', 'pay/exchanges-failed'],
  },
  {
    name: 'portfolio',
    plugin: portfolio,
    action: { type: 'portfolio/balances-requested', payload: { caipAddress: `${NETWORK}:${ADDRESS}`, force: true } },
    answers: ['portfolio/balances-fetched', 'portfolio/balances-failed'],
  },
  {
    name: 'wallet directory',
    plugin: walletDirectory,
    action: { type: 'walletDirectory/page-requested', payload: { page: 2 } },
    answers: ['walletDirectory/page-fetched', 'walletDirectory/page-failed'],
    options: { basic: true },
  },
]

describe('lazily started features: one event per visitor action (issue 30)', function () {
  this.timeout(10_000)
  const kits: AppKit[] = []
  let quiet: sinon.SinonStub
  beforeEach(() => {
    quiet = sinon.stub(console, 'warn')
  })
  afterEach(() => {
    quiet.restore()
    for (const kit of kits.splice(0)) kit.destroy()
  })

  for (const feature of LAZY_FEATURES) {
    it(`${feature.name}: the event that loads the chunk is logged once and answered by the chunk, and so is the next one`, async () => {
      const appKit = createAppKit({ projectId: 'p', networks: [alpha], plugins: [feature.plugin()], ...feature.options }, offlineEnvironment())
      kits.push(appKit)
      await appKit.ready
      const first = appKit.dispatch(feature.action)
      const answered = await answer(appKit, feature.answers)
      expect(logged(appKit, feature.action.type as EventType)).to.have.length(1)
      expect(logged(appKit, feature.action.type as EventType)[0]!.meta.id).to.equal(first.meta.id)
      expect(answered.meta.seq).to.be.greaterThan(first.meta.seq)
      expect(logged(appKit, 'error/raised')).to.deep.equal([])

      // Once loaded, the chunk takes the next action as it comes: one more in the log, one more answer.
      const answers = () =>
        internalsOf(appKit)
          .log.events()
          .filter(event => feature.answers.includes(event.type)).length
      const before = answers()
      const second = appKit.dispatch(feature.action)
      await new Promise<void>(resolve => {
        const stop = appKit.subscribeVestibuleEvents(() => {
          if (answers() === before) return
          queueMicrotask(() => stop())
          resolve()
        })
      })
      expect(logged(appKit, feature.action.type as EventType).map(event => event.meta.id)).to.deep.equal([first.meta.id, second.meta.id])
    })
  }
})
