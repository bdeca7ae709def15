import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { definePlugin, type PluginContext } from '../../../../core/plugins/definePlugin'
import { lazyStart } from '../../../../core/plugins/lazyStart'
import type { VestibuleEvent } from '../../../../core/events/eventMap'
import { alpha } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

/** A chunk whose loading the test finishes: `load()` resolves once `finish()` is called. */
function chunk() {
  let finish: () => void = () => undefined
  const loaded = new Promise<void>(resolve => (finish = resolve))
  return { loaded, finish: () => finish() }
}

function kit(setup: (ctx: PluginContext) => void | (() => void)) {
  const appKit = createAppKit({ projectId: 'p', networks: [alpha], plugins: [definePlugin({ name: 'lazy', setup })] }, offlineEnvironment({ instanceId: 'k' }))
  const events: VestibuleEvent[] = []
  appKit.subscribeVestibuleEvents(event => events.push(event))
  return { appKit, events }
}

const flush = () => new Promise(resolve => setTimeout(resolve, 0))

describe("plugin kit: lazy start (lazyStart, on the host's ctx.withEvents)", () => {
  let quiet: sinon.SinonStub
  beforeEach(() => {
    quiet = sinon.stub(console, 'error')
  })
  afterEach(() => quiet.restore())

  it('hands the loaded chunk its first event and those that came while it loaded, once each and in order, then live ones', async () => {
    const loading = chunk()
    const seen: string[] = []
    const { appKit } = kit(ctx => {
      lazyStart(ctx, 'modal/open-requested', async late => {
        await loading.loaded
        late.on(['modal/open-requested', 'modal/closed'], event => void seen.push(event.type))
      })
    })
    await appKit.ready
    appKit.dispatch({ type: 'modal/open-requested', payload: {} })
    appKit.dispatch({ type: 'modal/closed', payload: {} })
    expect(seen).to.deep.equal([])
    loading.finish()
    await flush()
    expect(seen).to.deep.equal(['modal/open-requested', 'modal/closed'])
    appKit.dispatch({ type: 'modal/open-requested', payload: {} })
    expect(seen).to.deep.equal(['modal/open-requested', 'modal/closed', 'modal/open-requested'])
    expect(
      internalsOf(appKit)
        .log.events()
        .filter(event => event.type === 'modal/open-requested'),
    ).to.have.length(2)
  })

  it("queues what the chunk's handlers dispatch behind the events it is still being handed", async () => {
    const loading = chunk()
    const seen: string[] = []
    const { appKit } = kit(ctx => {
      lazyStart(ctx, 'modal/open-requested', async late => {
        await loading.loaded
        late.on('modal/open-requested', () => ({ type: 'snackbar/shown', payload: { message: 'Hello', variant: 'info' } }))
        late.events$.subscribe(event => void seen.push(event.type))
      })
    })
    await appKit.ready
    appKit.dispatch({ type: 'modal/open-requested', payload: {} })
    appKit.dispatch({ type: 'modal/closed', payload: {} })
    loading.finish()
    await flush()
    expect(seen.slice(0, 3)).to.deep.equal(['modal/open-requested', 'modal/closed', 'snackbar/shown'])
  })

  it('raises a chunk that fails to load once, caused by the event that asked for it, and never loads it again', async () => {
    let loads = 0
    const { appKit, events } = kit(ctx => {
      lazyStart(ctx, 'modal/open-requested', async () => {
        loads++
        throw new Error('chunk failed to load')
      })
    })
    await appKit.ready
    const first = appKit.dispatch({ type: 'modal/open-requested', payload: {} })
    appKit.dispatch({ type: 'modal/open-requested', payload: {} })
    await flush()
    const errors = events.filter((event): event is VestibuleEvent<'error/raised'> => event.type === 'error/raised')
    expect(loads).to.equal(1)
    expect(errors).to.have.length(1)
    expect(errors[0]!.meta.source).to.equal('lazy')
    expect(errors[0]!.meta.causeId).to.equal(first.meta.id)
  })

  it('starts without an event when asked, and runs what the chunk returns when the plugin is removed', async () => {
    const stopped = sinon.spy()
    let start: () => Promise<void> = async () => undefined
    const { appKit } = kit(ctx => {
      start = lazyStart(ctx, 'modal/open-requested', async () => stopped)
    })
    await appKit.ready
    await start()
    await start()
    expect(stopped.called).to.equal(false)
    appKit.destroy()
    expect(stopped.calledOnce).to.equal(true)
  })
})
