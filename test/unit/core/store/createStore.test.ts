import { expect } from 'chai'
import sinon from 'sinon'
import { createEventLog } from '../../../../core/log/eventLog'
import { createReducer } from '../../../../core/state/createReducer'
import { initialState } from '../../../../core/state/state'
import { createStore } from '../../../../core/store/createStore'
import type { VestibuleEvent } from '../../../../core/events/eventMap'

function makeStore() {
  let clock = 100
  const log = createEventLog(initialState, 100, () => createReducer())
  const logger = { error: sinon.spy() }
  // A runaway loop stamps without end: past this many events the clock throws, so such a test fails
  // instead of hanging.
  const now = () => {
    if (clock > 100 + RUNAWAY) throw new Error('runaway event loop')
    return clock++
  }
  const store = createStore({ reducer: createReducer(), initialState, log, now, instanceId: 'i', logger })
  return { store, log, logger }
}

const RUNAWAY = 1_000

const open = { type: 'modal/open-requested', payload: {} } as const
const close = { type: 'modal/closed', payload: {} } as const

describe('store loop', () => {
  it('stamps seq, id, time and source', () => {
    const { store } = makeStore()
    const event = store.dispatch(open, { source: 'user' })
    expect(event.meta).to.deep.equal({ seq: 1, id: 'i:1', time: 100, source: 'user', causeId: null })
  })

  it('publishes state, then logs, then emits: a subscriber sees the state its event produced', () => {
    const { store, log } = makeStore()
    const seen: string[] = []
    store.state$.subscribe(s => seen.push(`state:${s.modal.isOpen}`))
    store.events$.subscribe(e => {
      seen.push(`event:${e.type}:open=${store.getState().modal.isOpen}:logged=${log.size}`)
    })
    store.dispatch(open, { source: 'user' })
    expect(seen).to.deep.equal(['state:false', 'state:true', 'event:modal/open-requested:open=true:logged=1'])
  })

  it('never reduces re-entrantly: a dispatch from a subscriber runs after the current event is delivered', () => {
    const { store } = makeStore()
    const order: string[] = []
    store.events$.subscribe(e => {
      order.push(`a:${e.type}`)
      if (e.type === 'modal/open-requested') store.dispatch(close, { source: 'p' })
    })
    store.events$.subscribe(e => order.push(`b:${e.type}:${store.getState().modal.isOpen}`))
    store.dispatch(open, { source: 'user' })
    expect(order).to.deep.equal(['a:modal/open-requested', 'b:modal/open-requested:true', 'a:modal/closed', 'b:modal/closed:false'])
  })

  it('records the event being delivered as the cause of a synchronous reaction', () => {
    const { store } = makeStore()
    const events: VestibuleEvent[] = []
    store.events$.subscribe(e => {
      events.push(e)
      if (e.type === 'modal/open-requested') store.dispatch(close, { source: 'p' })
    })
    store.dispatch(open, { source: 'user' })
    expect(events[1]?.meta.causeId).to.equal('i:1')
    expect(events[0]?.meta.causeId).to.equal(null)
  })

  it('emits no state when an event changes nothing', () => {
    const { store } = makeStore()
    let emissions = 0
    store.state$.subscribe(() => emissions++)
    store.dispatch({ type: 'app/destroyed', payload: {} }, { source: 'core' })
    expect(emissions).to.equal(1)
  })

  it('turns a failing reducer into an error event and keeps the previous state', () => {
    const { store } = makeStore()
    const broken = createReducer([
      {
        name: 'bad',
        initial: {},
        on: {
          'modal/closed': () => {
            throw new Error('boom')
          },
        },
      },
    ])
    store.setReducer(broken)
    store.dispatch({ type: 'plugins/registered', payload: { name: 'bad', version: '1', kind: 'feature', slice: 'bad' } }, { source: 'core' })
    const before = store.getState()
    const seen: VestibuleEvent[] = []
    store.events$.subscribe(e => seen.push(e))
    store.dispatch(close, { source: 'user' })
    expect(seen.map(e => e.type)).to.deep.equal(['modal/closed', 'error/raised'])
    const raised = seen[1] as VestibuleEvent<'error/raised'>
    expect(raised.payload.plugin).to.equal('bad')
    expect(raised.payload.error.category).to.equal('INTERNAL_SDK_ERROR')
    expect(raised.meta.causeId).to.equal(seen[0]?.meta.id)
    expect(store.getState().modal).to.equal(before.modal)
    expect(store.getState().errors).to.have.length(1)
  })

  it('logs, instead of raising again, a slice case that throws on error/raised: one error event, and the modal still works', () => {
    const { store, logger } = makeStore()
    const failing = () => {
      throw new Error('slice bug')
    }
    store.setReducer(createReducer([{ name: 'bad', initial: {}, on: { 'modal/closed': failing, 'error/raised': failing } }]))
    store.dispatch({ type: 'plugins/registered', payload: { name: 'bad', version: '1', kind: 'feature', slice: 'bad' } }, { source: 'core' })
    const seen: string[] = []
    store.events$.subscribe(e => seen.push(e.type))
    store.dispatch(close, { source: 'user' })
    expect(seen).to.deep.equal(['modal/closed', 'error/raised'])
    expect(logger.error.calledOnce).to.equal(true)
    expect(String(logger.error.firstCall.args[0])).to.contain('not raised again')
    store.dispatch(open, { source: 'user' })
    expect(store.getState().modal.isOpen).to.equal(true)
  })

  it('logs an error raised for an event an error caused, however far down the chain', () => {
    const { store, logger } = makeStore()
    const raised = store.raise('first', new Error('one'))!
    const reaction = store.dispatch(
      { type: 'snackbar/shown', payload: { message: 'Something went wrong', variant: 'error' } },
      { source: 'ui', causeId: raised.meta.id },
    )
    expect(store.raise('second', new Error('two'), reaction.meta.id)).to.equal(null)
    expect(logger.error.calledOnce).to.equal(true)
    // An unrelated failure is raised as usual.
    expect(store.raise('third', new Error('three'), null)?.type).to.equal('error/raised')
  })
})
