import { expect } from 'chai'
import { internalsOf } from 'vestibule/log'
import { SDK_VERSION } from '../../../../core/constants'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { createEventLog, LOG_CHUNK_SIZE } from '../../../../core/log/eventLog'
import { importLog } from '../../../../core/log/importLog'
import { exportLog } from '../../../../core/appkit/exportLog'
import { InvalidLogError } from '../../../../core/log/logDocument'
import { replay } from '../../../../core/log/replay'
import { createReducer } from '../../../../core/state/createReducer'
import { initialState } from '../../../../core/state/state'
import { alpha, beta, connected, stamp } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

function session() {
  let clock = 1_700_000_000_000
  const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta] }, offlineEnvironment({ now: () => (clock += 7), instanceId: 's' }))
  const states = new Map<number, string>()
  appKit.subscribeVestibuleEvents(e => states.set(e.meta.seq, JSON.stringify(appKit.getState())))
  appKit.open()
  appKit.dispatch({ type: 'router/pushed', payload: { view: 'AllWallets' } })
  appKit.dispatch(connected())
  appKit.dispatch({
    type: 'account/balance-fetched',
    payload: { caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', balance: '10000', symbol: 'ETH' },
  })
  appKit.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId: 'eip155:31338' } })
  appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31338', supported: true } })
  appKit.setThemeMode('light')
  appKit.open()
  appKit.dispatch({ type: 'connection/disconnected', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } })
  return { appKit, states }
}

describe('event log', () => {
  it('keeps at most its capacity, dropping the oldest chunk whole, with the state before the oldest kept as base', () => {
    const reducer = createReducer()
    const log = createEventLog(initialState, 130, () => reducer)
    let state = initialState
    const after = new Map<number, string>()
    const events = stamp(Array.from({ length: 200 }, (_, i) => ({ type: 'snackbar/shown' as const, payload: { message: `m${i}`, variant: 'info' as const } })))
    for (const e of events) {
      state = reducer(state, e)
      after.set(e.meta.seq, JSON.stringify(state))
      log.record(e, state)
    }
    const seqs = log.events().map(e => e.meta.seq)
    expect(log.size).to.equal(seqs.length)
    expect(log.size).to.be.within(130 - LOG_CHUNK_SIZE + 1, 130)
    expect(seqs).to.deep.equal(Array.from({ length: seqs.length }, (_, i) => 200 - seqs.length + 1 + i))
    expect(JSON.stringify(log.baseState())).to.equal(after.get(seqs[0]! - 1))
    expect(replay({ baseState: log.baseState(), events: log.events() })).to.deep.equal(state)
  })

  it('gives the state after any event it holds, refolded from the chunk before', () => {
    const reducer = createReducer()
    const log = createEventLog(initialState, 1_000, () => reducer)
    let state = initialState
    const after = new Map<number, string>()
    for (const e of stamp(
      Array.from({ length: 150 }, (_, i) => ({ type: 'router/pushed' as const, payload: { view: i % 2 ? ('AllWallets' as const) : ('Networks' as const) } })),
    )) {
      state = reducer(state, e)
      after.set(e.meta.seq, JSON.stringify(state))
      log.record(e, state)
    }
    for (const seq of [1, 2, 63, 64, 65, 100, 128, 129, 150]) {
      expect(JSON.stringify(log.stateAfter(seq)), `after ${seq}`).to.equal(after.get(seq))
    }
    expect(log.stateAfter(151)).to.equal(undefined)
  })

  it('records every event with sequence, time and source', () => {
    const { appKit } = session()
    const events = internalsOf(appKit).log.events()
    expect(events.map(e => e.meta.seq)).to.deep.equal(events.map((_, i) => i + 1))
    expect(events.find(e => e.type === 'router/pushed')?.meta.source).to.equal('user')
    expect(events[0]?.meta.source).to.equal('core')
  })

  it('exports a versioned document that imports and replays to the same state byte for byte at every sequence number', () => {
    const { appKit, states } = session()
    const file = JSON.stringify(exportLog(appKit))
    const doc = importLog(file)
    expect(doc).to.include({ format: 'vestibule/event-log', version: 1, sdkVersion: SDK_VERSION })
    for (const [seq, expected] of states) {
      expect(JSON.stringify(replay(doc, { upToSeq: seq })), `state at ${seq}`).to.equal(expected)
    }
    expect(JSON.stringify(replay(doc))).to.equal(JSON.stringify(appKit.getState()))
  })

  it('replays a bounded log from its base state', () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], logCapacity: 4 }, offlineEnvironment({ now: () => 5 }))
    for (let i = 0; i < 10; i++) appKit.dispatch({ type: 'snackbar/shown', payload: { message: `m${i}`, variant: 'info' } })
    const doc = importLog(exportLog(appKit))
    expect(doc.events.length).to.be.within(1, 4)
    expect(doc.events.at(-1)?.payload).to.deep.equal({ message: 'm9', variant: 'info' })
    expect(JSON.stringify(replay(doc))).to.equal(JSON.stringify(appKit.getState()))
  })

  it('keeps its ring until asked to keep every event, then drops nothing and still replays', () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], logCapacity: 4 }, offlineEnvironment({ now: () => 5 }))
    const note = (i: number) => appKit.dispatch({ type: 'snackbar/shown', payload: { message: `m${i}`, variant: 'info' } })
    for (let i = 0; i < 10; i++) note(i)
    expect(internalsOf(appKit).log.size).to.be.within(1, 4)
    const firstKept = internalsOf(appKit).log.events()[0]!.meta.seq
    internalsOf(appKit).log.keepAll()
    expect(internalsOf(appKit).log.capacity).to.equal(Number.POSITIVE_INFINITY)
    for (let i = 10; i < 40; i++) note(i)
    const events = internalsOf(appKit).log.events()
    expect(events[0]!.meta.seq).to.equal(firstKept)
    expect(events.map(event => event.meta.seq)).to.deep.equal(Array.from({ length: events.length }, (_, i) => firstKept + i))
    expect(internalsOf(appKit).log.stateAfter(firstKept)).to.not.equal(undefined)
    expect(JSON.stringify(replay(importLog(exportLog(appKit))))).to.equal(JSON.stringify(appKit.getState()))
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
    const good = exportLog({ log: createEventLog(initialState, 10, () => createReducer()), plugins: () => [] }, { exportedAt: 0 })
    expectError('{not json', 'not valid JSON')
    expectError({ hello: 1 }, 'expected format "vestibule/event-log"')
    expectError({ ...good, version: 99 }, 'Unsupported event log version 99')
    expectError(
      { ...good, events: [{ type: 'modal/closed', payload: {}, meta: { seq: 'one', id: 'x', time: 0, source: 'u', causeId: null } }] },
      'events.0.meta.seq: Expected number, received string',
    )
    expectError({ ...good, events: [{ type: 'closed', payload: {}, meta: { seq: 1, id: 'x', time: 0, source: 'u', causeId: null } }] }, 'events.0.type')
    const event = (seq: number) => ({ type: 'modal/closed', payload: {}, meta: { seq, id: `x${seq}`, time: 0, source: 'u', causeId: null } })
    expectError({ ...good, events: [event(2), event(1)] }, 'sequence numbers must increase')
  })

  it('refuses a malformed base state, naming each field that is wrong', () => {
    const good = exportLog({ log: createEventLog(initialState, 10, () => createReducer()), plugins: () => [] }, { exportedAt: 0 })
    const refused = (baseState: unknown) => {
      try {
        importLog({ ...good, baseState })
      } catch (error) {
        expect(error).to.be.instanceOf(InvalidLogError)
        expect((error as InvalidLogError).shortMessage).to.equal('Not a Vestibule event log: its base state is malformed')
        return (error as InvalidLogError).details
      }
      throw new Error('expected importLog to refuse the base state')
    }
    const { modal: _modal, ...noModal } = initialState
    expect(refused(noModal)).to.contain('baseState.modal: Required')
    expect(refused({ ...initialState, modal: { ...initialState.modal, isOpen: 'yes' } })).to.contain(
      'baseState.modal.isOpen: Expected boolean, received string',
    )
    expect(refused({ ...initialState, connectors: {} })).to.contain('baseState.connectors: Expected array, received object')
    expect(refused({ ...initialState, accounts: { eip155: { status: 'online', allAccounts: [] } } })).to.contain('baseState.accounts.eip155.status')
    expect(refused({ ...initialState, slices: { walletDirectory: 7 } })).to.contain('baseState.slices.walletDirectory: Expected record, received number')
    expect(refused({ ...initialState, options: { networks: [] } })).to.contain('baseState.options.networks')
  })

  it('imports the base state of a redacted export of a connected session', () => {
    const { appKit } = session()
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'visitor@example.com', variant: 'info' } })
    appKit.dispatch({ type: 'pairing/uri-generated', payload: { connectorId: 'walletConnect', uri: 'wc:abc@2?symKey=01', expiresAt: 1 } })
    const bounded = createAppKit({ projectId: 'p', networks: [alpha], logCapacity: 1 }, offlineEnvironment())
    bounded.dispatch(connected())
    bounded.dispatch({ type: 'snackbar/shown', payload: { message: 'visitor@example.com', variant: 'info' } })
    for (const doc of [exportLog(appKit), exportLog(bounded)]) expect(importLog(JSON.stringify(doc)).baseState).to.deep.equal(doc.baseState)
  })
})
