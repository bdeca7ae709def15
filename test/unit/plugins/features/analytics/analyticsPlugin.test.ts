import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { analytics, ANALYTICS_HELD_MAX, selectAnalytics, setAnalyticsConsent } from '../../../../../plugins/features/analytics'
import { errorRateLimit } from '../../../../../plugins/features/analytics/errorRateLimit'
import { memoryStorage } from '../../../offlineEnvironment'
import { alpha } from '../../../core/foldEvents'

type Sent = { url: URL; body: { props: { event: string; type: string; properties?: Record<string, unknown>; address?: string } }[] }

/** A fetch answering the analytics config and `POST /e`, recording every batch. */
function analyticsBackend(config: unknown = { isAnalyticsEnabled: true }) {
  const sent: Sent[] = []
  const configCalls: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/getAnalyticsConfig')) {
      configCalls.push(url.href)
      return new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } })
    }
    if (url.pathname.endsWith('/e')) {
      sent.push({ url, body: JSON.parse(String(init?.body)) })
      return new Response('{}', { status: 200 })
    }
    // The project configuration, asked on intent: no remote feature.
    return new Response(JSON.stringify({ features: [] }), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { sent, configCalls, fetch }
}

/**
 * Runs the fake clock's due work and lets real I/O finish until `done` holds: the response parser is
 * imported on the first response with a schema, which is file I/O the fake clock cannot advance.
 */
async function until(clock: sinon.SinonFakeTimers, done: () => boolean) {
  const give = performance.now() + 5_000
  while (!done() && performance.now() < give) {
    await clock.tickAsync(0)
    await new Promise(resolve => setImmediate(resolve))
  }
}

describe('analytics plugin (SPEC §7 POST /e, §8/§9 error cap; issue 16 consent)', () => {
  let clock: sinon.SinonFakeTimers
  const kits: AppKit[] = []
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
    clock.restore()
  })

  const start = (backend: ReturnType<typeof analyticsBackend>, consent: 'granted' | 'denied' | 'pending', extra: object = {}) => {
    const kit = createAppKit(
      {
        projectId: 'p',
        networks: [alpha],
        analytics: { consent },
        analyticsUrl: 'http://analytics.test',
        apiUrl: 'http://api.test',
        plugins: [analytics({ fetch: backend.fetch })],
        ...extra,
      },
      { storage: memoryStorage(), fetch: backend.fetch },
    )
    kits.push(kit)
    return kit
  }

  it('sends nothing and asks nothing while consent is pending; holds at most ANALYTICS_HELD_MAX events', async () => {
    const backend = analyticsBackend()
    const kit = start(backend, 'pending')
    for (let i = 0; i < ANALYTICS_HELD_MAX + 20; i++) {
      await kit.open()
      await kit.close()
    }
    await clock.tickAsync(60_000)
    expect(backend.sent).to.deep.equal([])
    expect(backend.configCalls).to.deep.equal([])
    const state = selectAnalytics(kit.getState())
    expect(state.pending).to.have.length(ANALYTICS_HELD_MAX)
    expect(state.dropped).to.equal(2 * (ANALYTICS_HELD_MAX + 20) - ANALYTICS_HELD_MAX)
  })

  it('on grant sends what was held in one request, then at most one request per 5 s batch', async () => {
    const backend = analyticsBackend()
    const kit = start(backend, 'pending')
    await kit.open()
    await kit.close()
    setAnalyticsConsent(kit, 'granted')
    await until(clock, () => backend.sent.length > 0)
    expect(backend.sent).to.have.length(1)
    expect(backend.sent[0]!.body.map(record => record.props.event)).to.deep.equal(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(Object.fromEntries(backend.sent[0]!.url.searchParams)).to.include({ projectId: 'p', st: 'vestibule' })
    for (let i = 0; i < 10; i++) {
      await kit.open()
      await kit.close()
      await clock.tickAsync(400)
    }
    // 4 s after the first request: nothing more yet; at 5 s, one request carries the 20 events.
    expect(backend.sent).to.have.length(1)
    await clock.tickAsync(1_000)
    expect(backend.sent).to.have.length(2)
    expect(backend.sent[1]!.body).to.have.length(20)
  })

  it('drops what was held on denial and never sends', async () => {
    const backend = analyticsBackend()
    const kit = start(backend, 'pending')
    await kit.open()
    setAnalyticsConsent(kit, 'denied')
    await kit.close()
    await clock.tickAsync(10_000)
    expect(backend.sent).to.deep.equal([])
    expect(selectAnalytics(kit.getState())).to.include({ consent: 'denied', dropped: 2 })
  })

  it('reports errors at most 5 per 60 s', async () => {
    const backend = analyticsBackend()
    const kit = start(backend, 'granted')
    await until(clock, () => selectAnalytics(kit.getState()).enabled !== null)
    for (let i = 0; i < 8; i++)
      kit.dispatch({
        type: 'error/raised',
        payload: { plugin: 'test', error: { name: 'VestibuleError', message: 'boom', shortMessage: 'boom', category: 'INTERNAL_SDK_ERROR' } },
      })
    await clock.tickAsync(5_000)
    const errors = backend.sent.flatMap(batch => batch.body).filter(record => record.props.type === 'error')
    expect(errors).to.have.length(5)
    expect(errors[0]!.props.properties).to.include({ errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'boom' })
    const limit = errorRateLimit()
    expect([0, 1, 2, 3, 4, 5].map(() => limit(0))).to.deep.equal([true, true, true, true, true, false])
    expect(limit(60_000)).to.equal(true)
  })

  it('drops a malformed /getAnalyticsConfig answer with a logged error: analytics stays off', async () => {
    const backend = analyticsBackend({ isAnalyticsEnabled: 'yes' })
    const kit = start(backend, 'granted')
    const consoleError = sinon.stub(console, 'error')
    try {
      await kit.open()
      await until(clock, () => selectAnalytics(kit.getState()).enabled !== null)
      await clock.tickAsync(10_000)
    } finally {
      consoleError.restore()
    }
    expect(backend.sent).to.deep.equal([])
    expect(selectAnalytics(kit.getState()).enabled).to.equal(false)
    expect(consoleError.args.flat().map(String).join(' ')).to.match(/analytics configuration was dropped/)
  })

  it('never sends an address unless the integrator opts in', async () => {
    const backend = analyticsBackend()
    const kit = start(backend, 'granted', { analytics: { consent: 'granted', includeAddress: false } })
    await until(clock, () => selectAnalytics(kit.getState()).enabled !== null)
    kit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: '0x52908400098527886E0F7030069857D2E4169EE7' } } as never)
    kit.dispatch({
      type: 'error/raised',
      payload: {
        plugin: 'x',
        error: { name: 'E', message: 'm', shortMessage: 'from 0x52908400098527886E0F7030069857D2E4169EE7 a@b.io', category: 'INTERNAL_SDK_ERROR' },
      },
    })
    await clock.tickAsync(5_000)
    const body = JSON.stringify(backend.sent)
    expect(body).not.to.match(/52908400098527886E0F7030069857D2E4169EE7/i)
    expect(body).not.to.include('a@b.io')
  })
})
