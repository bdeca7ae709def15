import { expect } from 'chai'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { createEventLog } from '../../../../core/log/eventLog'
import { exportLog, importLog, InvalidLogError } from '../../../../core/log/logDocument'
import { replay } from '../../../../core/log/replay'
import { createReducer } from '../../../../core/state/createReducer'
import { initialState } from '../../../../core/state/state'
import { alpha, beta, connected, stamp } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

function session() {
  let clock = 1_700_000_000_000
  const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta] }, offlineEnvironment({ now: () => (clock += 7), instanceId: 's' }))
  const states = new Map<number, string>()
  appKit.subscribeEvents(e => states.set(e.meta.seq, JSON.stringify(appKit.getState())))
  appKit.open()
  appKit.dispatch({ type: 'router/pushed', payload: { view: 'AllWallets' } })
  appKit.dispatch(connected())
  appKit.dispatch({ type: 'account/balance-fetched', payload: { caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', balance: '10000', symbol: 'ETH' } })
  appKit.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId: 'eip155:31338' } })
  appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31338', supported: true } })
  appKit.setThemeMode('light')
  appKit.open()
  appKit.dispatch({ type: 'connection/disconnected', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } })
  return { appKit, states }
}

describe('event log', () => {
  it('keeps at most its capacity, oldest dropped, with the state before the oldest kept as base', () => {
    const reducer = createReducer()
    const log = createEventLog(initialState, 3)
    let state = initialState
    const events = stamp([
      { type: 'snackbar/shown', payload: { message: '1', variant: 'info' } },
      { type: 'snackbar/shown', payload: { message: '2', variant: 'info' } },
      { type: 'snackbar/shown', payload: { message: '3', variant: 'info' } },
      { type: 'snackbar/shown', payload: { message: '4', variant: 'info' } },
      { type: 'snackbar/shown', payload: { message: '5', variant: 'info' } },
    ])
    const after: typeof state[] = []
    for (const e of events) {
      state = reducer(state, e)
      after.push(state)
      log.record(e, state)
    }
    expect(log.size).to.equal(3)
    expect(log.entries().map(x => x.event.meta.seq)).to.deep.equal([3, 4, 5])
    expect(log.baseState()).to.equal(after[1])
    expect(replay({ baseState: log.baseState(), events: log.entries().map(x => x.event) })).to.deep.equal(state)
  })

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => createEventLog(initialState, 0)).to.throw(RangeError)
  })

  it('records every event with sequence, time and source', () => {
    const { appKit } = session()
    const entries = appKit.log.entries()
    expect(entries.map(e => e.event.meta.seq)).to.deep.equal(entries.map((_, i) => i + 1))
    expect(entries.find(e => e.event.type === 'router/pushed')?.event.meta.source).to.equal('user')
    expect(entries[0]?.event.meta.source).to.equal('core')
  })

  it('exports a versioned document that imports and replays to the same state byte for byte at every sequence number', () => {
    const { appKit, states } = session()
    const file = JSON.stringify(appKit.exportLog())
    const doc = importLog(file)
    expect(doc).to.include({ format: 'vestibule/event-log', version: 1, sdkVersion: '1.7.9' })
    for (const [seq, expected] of states) {
      expect(JSON.stringify(replay(doc, { upToSeq: seq })), `state at ${seq}`).to.equal(expected)
    }
    expect(JSON.stringify(replay(doc))).to.equal(JSON.stringify(appKit.getState()))
  })

  it('replays a bounded log from its base state', () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], logCapacity: 4 }, offlineEnvironment({ now: () => 5 }))
    for (let i = 0; i < 10; i++) appKit.dispatch({ type: 'snackbar/shown', payload: { message: `m${i}`, variant: 'info' } })
    const doc = importLog(appKit.exportLog())
    expect(doc.events).to.have.length(4)
    expect(JSON.stringify(replay(doc))).to.equal(JSON.stringify(appKit.getState()))
  })

  it('says clearly what is wrong with a bad file', () => {
    const expectError = (input: unknown, text: string) => {
      let error: unknown
      try {
        importLog(input)
      } catch (e) {
        error = e
      }
      expect(error).to.be.instanceOf(InvalidLogError)
      expect((error as Error).message).to.contain(text)
    }
    const good = exportLog(createEventLog(initialState), [], 0)
    expectError('{not json', 'not valid JSON')
    expectError({ hello: 1 }, 'expected format "vestibule/event-log"')
    expectError({ ...good, version: 99 }, 'Unsupported event log version 99')
    expectError({ ...good, events: [{ type: 'modal/closed', payload: {}, meta: { seq: 'one', id: 'x', time: 0, source: 'u', causeId: null } }] }, 'events.0.meta.seq: Expected number, received string')
    expectError({ ...good, events: [{ type: 'closed', payload: {}, meta: { seq: 1, id: 'x', time: 0, source: 'u', causeId: null } }] }, 'events.0.type')
    const event = (seq: number) => ({ type: 'modal/closed', payload: {}, meta: { seq, id: `x${seq}`, time: 0, source: 'u', causeId: null } })
    expectError({ ...good, events: [event(2), event(1)] }, 'sequence numbers must increase')
  })
})
