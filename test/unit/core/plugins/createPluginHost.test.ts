import { expect } from 'chai'
import sinon from 'sinon'
import { distinctUntilChanged, firstValueFrom, map, filter, take, toArray } from 'rxjs'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { definePlugin } from '../../../../core/plugins/definePlugin'
import type { VestibuleEvent } from '../../../../core/events/eventMap'
import { alpha } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

/** Past this many events the clock throws: a runaway loop fails its test instead of hanging it. */
const RUNAWAY = 2_000

function kit(plugins: ReturnType<typeof definePlugin>[] = []) {
  let stamped = 0
  const now = () => {
    if (++stamped > RUNAWAY) throw new Error('runaway event loop')
    return 0
  }
  const appKit = createAppKit({ projectId: 'p', networks: [alpha], plugins }, offlineEnvironment({ instanceId: 'k', now }))
  const events: VestibuleEvent[] = []
  appKit.subscribeVestibuleEvents(e => events.push(e))
  return { appKit, events }
}

const errorsFrom = (events: VestibuleEvent[]) => events.filter((e): e is VestibuleEvent<'error/raised'> => e.type === 'error/raised')

describe('plugin host', () => {
  let quiet: sinon.SinonStub
  beforeEach(() => {
    quiet = sinon.stub(console, 'error')
  })
  afterEach(() => quiet.restore())

  it('delivers events to a plugin and dispatches what its handler returns, tagged with its name and cause', async () => {
    const greeter = definePlugin({
      name: 'greeter',
      setup(ctx) {
        ctx.on('modal/open-requested', () => ({ type: 'snackbar/shown', payload: { message: 'Hello', variant: 'info' } }))
      },
    })
    const { appKit, events } = kit([greeter])
    await appKit.ready
    await appKit.open()
    const opened = events.find(e => e.type === 'modal/open-requested')!
    const shown = events.find(e => e.type === 'snackbar/shown')!
    expect(shown.meta.source).to.equal('greeter')
    expect(shown.meta.causeId).to.equal(opened.meta.id)
    expect(appKit.getState().snackbar.message).to.equal('Hello')
  })

  it('turns a throwing handler into an error event naming the plugin, and other plugins still run', async () => {
    let othersSaw = 0
    const broken = definePlugin({
      name: 'broken',
      setup: ctx =>
        void ctx.on('modal/open-requested', () => {
          throw new Error('bug in handler')
        }),
    })
    const healthy = definePlugin({ name: 'healthy', setup: ctx => void ctx.on('modal/open-requested', () => void othersSaw++) })
    const { appKit, events } = kit([broken, healthy])
    await appKit.open()
    await appKit.open()
    const errors = errorsFrom(events)
    expect(errors).to.have.length(2)
    expect(errors[0]?.payload).to.deep.include({ plugin: 'broken' })
    expect(errors[0]?.payload.error).to.deep.include({ category: 'INTERNAL_SDK_ERROR', message: 'bug in handler' })
    expect(errors[0]?.meta.source).to.equal('broken')
    expect(othersSaw).to.equal(2)
    expect(appKit.getState().modal.isOpen).to.equal(true)
  })

  it('turns a rejected async handler into an error event', async () => {
    const failing = definePlugin({
      name: 'async',
      setup: ctx =>
        void ctx.on('modal/closed', async () => {
          throw new Error('later')
        }),
    })
    const { appKit, events } = kit([failing])
    await appKit.open()
    await appKit.close()
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(errorsFrom(events).map(e => e.payload.error.message)).to.deep.equal(['later'])
  })

  it('turns a failing setup into an error event and the instance keeps working', async () => {
    const bad = definePlugin({
      name: 'bad-setup',
      setup() {
        throw new Error('cannot start')
      },
    })
    const { appKit } = kit([bad])
    await appKit.ready
    expect(appKit.getState().errors.map(e => e.plugin)).to.deep.equal(['bad-setup'])
    await appKit.open()
    expect(appKit.getState().modal.isOpen).to.equal(true)
  })

  it('resubscribes a failing effect a bounded number of times, raising each failure', async () => {
    let subscriptions = 0
    const flaky = definePlugin({
      name: 'flaky',
      setup(ctx) {
        ctx.effect(events$ => {
          subscriptions++
          return events$.pipe(
            filter(e => e.type === 'modal/open-requested'),
            map(() => {
              throw new Error('effect failed')
            }),
          )
        })
      },
    })
    const { appKit, events } = kit([flaky])
    for (let i = 0; i < 6; i++) await appKit.open()
    expect(subscriptions).to.equal(4)
    expect(errorsFrom(events).filter(e => e.payload.plugin === 'flaky')).to.have.length(4)
  })

  it('logs, instead of raising again, a handler that throws on error/raised: the loop ends and the modal still works', async () => {
    const broken = definePlugin({
      name: 'broken',
      setup: ctx =>
        void ctx.on('modal/open-requested', () => {
          throw new Error('first failure')
        }),
    })
    const reporter = definePlugin({
      name: 'reporter',
      setup: ctx =>
        void ctx.on('error/raised', () => {
          throw new Error('reporter bug')
        }),
    })
    const asyncReporter = definePlugin({
      name: 'async-reporter',
      setup: ctx =>
        void ctx.on('error/raised', async () => {
          throw new Error('later bug')
        }),
    })
    const { appKit, events } = kit([broken, reporter, asyncReporter])
    await appKit.ready
    await appKit.open()
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(errorsFrom(events).map(e => e.payload.plugin)).to.deep.equal(['broken'])
    expect(quiet.args.some(args => args.join(' ').includes('reporter failed while handling an error'))).to.equal(true)
    await appKit.close()
    await appKit.open()
    expect(appKit.getState().modal.isOpen).to.equal(true)
    expect(errorsFrom(events).map(e => e.payload.plugin)).to.deep.equal(['broken', 'broken'])
  })

  it('ends the loop of an effect that fails on every error/raised', async () => {
    const looping = definePlugin({
      name: 'looping',
      setup: ctx =>
        void ctx.effect(events$ =>
          events$.pipe(
            filter(e => e.type === 'error/raised' || e.type === 'modal/open-requested'),
            map(() => {
              throw new Error('effect bug')
            }),
          ),
        ),
    })
    const { appKit, events } = kit([looping])
    await appKit.open()
    expect(errorsFrom(events)).to.have.length(1)
    await appKit.close()
    await appKit.open()
    expect(appKit.getState().modal.isOpen).to.equal(true)
  })

  it('dispatches what an effect emits', async () => {
    const echo = definePlugin({
      name: 'echo',
      setup: ctx =>
        void ctx.effect(events$ =>
          events$.pipe(
            filter(e => e.type === 'modal/closed'),
            map(() => ({ type: 'snackbar/shown' as const, payload: { message: 'Closed', variant: 'info' as const } })),
          ),
        ),
    })
    const { appKit } = kit([echo])
    await appKit.open()
    await appKit.close()
    expect(appKit.getState().snackbar.message).to.equal('Closed')
  })

  it('gives plugins the events of one type with ofType, and slices with select', async () => {
    const seen: string[] = []
    const views: string[] = []
    const watcher = definePlugin({
      name: 'watcher',
      setup(ctx) {
        ctx.ofType('modal/closed').subscribe(e => seen.push(e.type))
        ctx.select(s => s.modal.view).subscribe(v => views.push(v))
      },
    })
    const { appKit } = kit([watcher])
    await appKit.open({ view: 'Networks' })
    await appKit.close()
    expect(seen).to.deep.equal(['modal/closed'])
    expect(views).to.deep.equal(['Connect', 'Networks', 'Connect'])
  })

  it('turns a throw in an ofType, select or state$ subscriber into an error event naming the plugin, and keeps delivering', async () => {
    const subscriber = definePlugin({
      name: 'subscriber',
      setup(ctx) {
        ctx.ofType('modal/open-requested').subscribe(() => {
          throw new Error('ofType bug')
        })
        ctx
          .select(s => s.modal.isOpen)
          .subscribe(isOpen => {
            if (isOpen) throw new Error('select bug')
          })
        let serial = 0
        ctx.state$.subscribe({
          next: state => {
            if (state.snackbar.serial === serial) return
            serial = state.snackbar.serial
            throw new Error('state bug')
          },
        })
      },
    })
    const { appKit, events } = kit([subscriber])
    await appKit.ready
    await appKit.open()
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'Hi', variant: 'info' } })
    await appKit.close()
    await appKit.open()
    await new Promise(resolve => setTimeout(resolve, 0))
    const errors = errorsFrom(events)
    expect(errors.map(e => e.payload.error.message)).to.deep.equal(['select bug', 'ofType bug', 'state bug', 'select bug', 'ofType bug'])
    expect(errors.every(e => e.payload.plugin === 'subscriber' && e.meta.source === 'subscriber')).to.equal(true)
    const opened = events.filter(e => e.type === 'modal/open-requested')
    expect(errors.slice(0, 2).map(e => e.meta.causeId)).to.deep.equal([opened[0]?.meta.id, opened[0]?.meta.id])
    expect(appKit.getState().modal.isOpen).to.equal(true)
  })

  it('raises an error that ends a piped subscription with no error callback, and leaves one with a callback to it', async () => {
    const handled: string[] = []
    const piping = definePlugin({
      name: 'piping',
      setup(ctx) {
        const failing = () =>
          ctx.ofType('modal/closed').pipe(
            map(() => {
              throw new Error('operator bug')
            }),
          )
        failing().subscribe()
        failing().subscribe({ error: error => handled.push((error as Error).message) })
      },
    })
    const { appKit, events } = kit([piping])
    await appKit.open()
    await appKit.close()
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(errorsFrom(events).map(e => [e.payload.plugin, e.payload.error.message])).to.deep.equal([['piping', 'operator bug']])
    expect(handled).to.deep.equal(['operator bug'])
  })

  it('logs, instead of raising again, an ofType subscriber that throws on error/raised', async () => {
    const broken = definePlugin({
      name: 'broken',
      setup: ctx =>
        void ctx.on('modal/open-requested', () => {
          throw new Error('first failure')
        }),
    })
    const watcher = definePlugin({
      name: 'watcher',
      setup: ctx =>
        void ctx.ofType('error/raised').subscribe(() => {
          throw new Error('watcher bug')
        }),
    })
    const { appKit, events } = kit([broken, watcher])
    await appKit.open()
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(errorsFrom(events).map(e => e.payload.plugin)).to.deep.equal(['broken'])
    await appKit.close()
    expect(appKit.getState().modal.isOpen).to.equal(false)
  })

  it('runs a plugin added later, and tears it down when the instance is destroyed', async () => {
    const teardown = sinon.spy()
    let seen = 0
    const late = definePlugin({
      name: 'late',
      setup: ctx => {
        ctx.on('modal/open-requested', () => void seen++)
        return teardown
      },
    })
    const { appKit } = kit()
    await appKit.use(late)
    await appKit.open()
    expect(seen).to.equal(1)
    expect(appKit.plugins().map(p => p.name)).to.include('late')
    appKit.destroy()
    expect(teardown.calledOnce).to.equal(true)
  })

  it('hands a plugin that joins late the earlier events it is given, once each and in order, ahead of the live ones, its reactions behind them', async () => {
    const { appKit, events } = kit()
    const delivered: VestibuleEvent[] = []
    appKit.subscribeVestibuleEvents(event => delivered.push(event))
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'first', variant: 'info' } })
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'second', variant: 'info' } })
    const seen: string[] = []
    let later: string[] = []
    const late = definePlugin({
      name: 'late',
      async setup(ctx) {
        ctx.events$.subscribe(event => {
          seen.push(event.type === 'snackbar/shown' ? event.payload.message : event.type)
          // A reaction while the earlier events are handed: seen after them, not before, and once.
          if (event.type === 'snackbar/shown' && event.payload.message === 'first')
            ctx.dispatch({ type: 'snackbar/shown', payload: { message: 'reaction', variant: 'info' } })
        })
        await Promise.resolve()
        // A subscription made after the setup's first await starts live: nothing is handed twice.
        ctx.events$.subscribe(event => later.push(event.type))
      },
    })
    // What the host recorded, its own registration among it: only what came before that is handed.
    await appKit.use(late, { earlier: () => [...delivered] })
    later = []
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'live', variant: 'info' } })
    const label = (event: VestibuleEvent) => (event.type === 'snackbar/shown' ? event.payload.message : event.type)
    const registeredAt = events.find(event => event.type === 'plugins/registered' && event.payload.name === 'late')!.meta.seq
    expect(seen).to.deep.equal([...delivered.filter(event => event.meta.seq < registeredAt).map(label), 'reaction', 'live'])
    expect(seen.slice(-4)).to.deep.equal(['first', 'second', 'reaction', 'live'])
    expect(later).to.deep.equal(['snackbar/shown'])
  })

  it('hands nothing earlier while locked', async () => {
    const { appKit } = kit()
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'before', variant: 'info' } })
    const earlier = internalsOf(appKit).log.events()
    let seen = 0
    internalsOf(appKit).host.setLocked(true)
    await appKit.use(definePlugin({ name: 'locked', setup: ctx => void ctx.on('snackbar/shown', () => void seen++) }), { earlier: () => earlier })
    internalsOf(appKit).host.setLocked(false)
    expect(seen).to.equal(0)
  })

  it('refuses a second plugin with the same name', async () => {
    const one = definePlugin({ name: 'dup', setup() {} })
    const { appKit } = kit([one])
    let error: unknown
    await appKit.use(definePlugin({ name: 'dup', setup() {} })).catch(e => (error = e))
    expect((error as Error).message).to.contain('already registered')
  })

  it('keeps a plugin slice in state, folded by its own reducer', async () => {
    const counter = definePlugin({
      name: 'counter',
      slice: { name: 'counter', initial: { opens: 0 }, on: { 'modal/open-requested': (slice: { opens: number }) => void slice.opens++ } },
      setup() {},
    })
    const { appKit } = kit([counter])
    await appKit.open()
    await appKit.open()
    expect((appKit.getState().slices as Record<string, unknown>).counter).to.deep.equal({ opens: 2 })
  })

  it('delivers nothing to plugins while locked', async () => {
    let seen = 0
    const { appKit } = kit([definePlugin({ name: 'l', setup: ctx => void ctx.on('modal/open-requested', () => void seen++) })])
    internalsOf(appKit).host.setLocked(true)
    await appKit.open()
    internalsOf(appKit).host.setLocked(false)
    await appKit.open()
    expect(seen).to.equal(1)
    expect(appKit.getState().modal.isOpen).to.equal(true)
  })

  it('streams state changes to subscribers', async () => {
    const { appKit } = kit()
    const opened = firstValueFrom(
      appKit.state$.pipe(
        map(s => s.modal.isOpen),
        distinctUntilChanged(),
        take(2),
        toArray(),
      ),
    )
    await appKit.open()
    expect(await opened).to.deep.equal([false, true])
  })
})

describe('time travel', () => {
  it('shows a past state to views, locks plugins, and resumes live', async () => {
    let pluginSaw = 0
    const { appKit } = kit([definePlugin({ name: 'w', setup: ctx => void ctx.on('modal/open-requested', () => void pluginSaw++) })])
    await appKit.open({ view: 'Networks' })
    const past = internalsOf(appKit).log.stateAfter(internalsOf(appKit).log.events()[0]!.meta.seq)!
    const views: boolean[] = []
    appKit.state$.subscribe(s => views.push(s.modal.isOpen))
    internalsOf(appKit).timeTravel.show(past)
    expect(appKit.getState().modal.isOpen).to.equal(false)
    expect(internalsOf(appKit).timeTravel.active).to.equal(true)
    internalsOf(appKit).timeTravel.resume()
    expect(appKit.getState().modal.isOpen).to.equal(true)
    expect(views).to.deep.equal([true, false, true])
    expect(pluginSaw).to.equal(1)
  })

  it('returns to the present when the visitor acts', async () => {
    const { appKit } = kit()
    internalsOf(appKit).timeTravel.show(internalsOf(appKit).log.baseState())
    await appKit.open()
    expect(internalsOf(appKit).timeTravel.active).to.equal(false)
    expect(appKit.getState().modal.isOpen).to.equal(true)
  })
})
