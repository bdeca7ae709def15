import { expect } from 'chai'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import type { EventLogDocument } from '../../../../core/log/logDocument'
import { importLog } from '../../../../core/log/importLog'
import { InvalidLogError } from '../../../../core/log/logDocument'
import { exportLog } from '../../../../core/appkit/exportLog'
import { redactLogDocument, redactionRules } from '../../../../core/log/redactLog'
import { replay } from '../../../../core/log/replay'
import { unknownEventTypes } from '../../../../core/log/unknownEventTypes'
import { parseWith } from '../../../../core/schemas/errorMap'
import { vestibuleStateSchema } from '../../../../core/state/stateSchema'
import { analytics } from '../../../../plugins/features/analytics'
import { walletDirectory } from '../../../../plugins/features/walletDirectory'
import { alpha, beta, connected } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'
import { createRandom, hostileText, hostileValue, mutate } from './hostile'
import { expectWorking, fuzzHooks } from './fuzzHarness'

const CASES = 300

/** A real session's export: what the mutations start from. */
function recordedLog(): EventLogDocument {
  const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta] }, offlineEnvironment({ now: () => 1_700_000_000_000, instanceId: 'f' }))
  appKit.open()
  appKit.dispatch({ type: 'router/pushed', payload: { view: 'Networks' } })
  appKit.dispatch(connected())
  appKit.dispatch({ type: 'rpc/requested', payload: { requestId: 'r1', namespace: 'eip155', method: 'personal_sign', params: ['0x00', null] } })
  appKit.dispatch({ type: 'rpc/succeeded', payload: { requestId: 'r1', result: `0x${'ab'.repeat(65)}` } })
  appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31338', supported: true } })
  appKit.dispatch({ type: 'error/raised', payload: { plugin: 'x', error: { name: 'Error', message: 'm', shortMessage: 'm', category: 'INTERNAL_SDK_ERROR' } } })
  appKit.dispatch({ type: 'connection/disconnected', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } })
  const doc = exportLog(appKit)
  appKit.destroy()
  return doc
}

/**
 * importLog either reads the file or refuses it with an InvalidLogError, nothing else; what it
 * reads replays, redacts and is checked for unknown types without throwing, and a page shown the
 * replayed state still opens its modal.
 */
async function expectReadOrRefused(input: unknown, label: string, expectValidState = false) {
  let doc: EventLogDocument
  try {
    doc = importLog(input)
  } catch (error) {
    expect(error, label).to.be.instanceOf(InvalidLogError)
    expect((error as InvalidLogError).shortMessage, label).to.match(/event log/)
    return false
  }
  const state = replay(doc, { slices: [walletDirectorySlice] })
  // A base state that passed the check, folded with the recorded events, is a state views can read.
  if (expectValidState) expect(parseWith(vestibuleStateSchema, state).success, label).to.equal(true)
  unknownEventTypes(doc)
  redactLogDocument(doc, rules)
  const appKit = createAppKit({ projectId: 'p', networks: [alpha] }, offlineEnvironment())
  internalsOf(appKit).timeTravel.show(state)
  await expectWorking(appKit, label)
  appKit.destroy()
  return true
}

const directory = walletDirectory()
const walletDirectorySlice = directory.slice
// A plugin that declares redaction paths (the directory declares none), so the fuzz goes through plugin-declared rules.
const rules = redactionRules([analytics()])

describe('fuzz: importLog', function () {
  // Hundreds of instances per case list: slow on a loaded machine, never a timing assertion.
  this.timeout(120_000)
  fuzzHooks()
  const recorded = recordedLog()
  const text = JSON.stringify(recorded)

  it('reads the untouched export', async () => {
    expect(await expectReadOrRefused(text, 'untouched')).to.equal(true)
  })

  it(`reads or refuses ${CASES} random JSON values, as text and as objects`, async () => {
    const random = createRandom(0x10c)
    for (let i = 0; i < CASES; i++) {
      const value = hostileValue(random)
      await expectReadOrRefused(value, `value ${i}`)
      await expectReadOrRefused(JSON.stringify(value) ?? '', `text ${i}`)
    }
  })

  it(`refuses ${CASES} truncated files`, async () => {
    const random = createRandom(0x7c)
    for (let i = 0; i < CASES; i++) {
      const cut = random.int(text.length - 1)
      expect(await expectReadOrRefused(text.slice(0, cut), `cut at ${cut}`), `cut at ${cut}`).to.equal(false)
    }
  })

  it(`reads or refuses ${CASES} hostile base states`, async () => {
    const random = createRandom(0xba5e)
    let read = 0
    for (let i = 0; i < CASES; i++) {
      const baseState = random.chance(0.8) ? mutate(random, recorded.baseState) : hostileValue(random)
      if (await expectReadOrRefused({ ...recorded, baseState }, `base state ${i}`, true)) read += 1
    }
    // Some mutations land in loose places (extra keys, slices): the fuzz must exercise both paths.
    expect(read).to.be.within(1, CASES - 1)
  })

  it(`reads or refuses ${CASES} files with hostile events, payloads and plugin lists`, async () => {
    const random = createRandom(0xe7e)
    for (let i = 0; i < CASES; i++) {
      // Loosely typed on purpose: what a hand-edited file may hold.
      const doc = JSON.parse(text) as { events: unknown[]; plugins: unknown }
      const roll = random.next()
      if (roll < 0.5) {
        const index = random.int(doc.events.length)
        const event = doc.events[index] as { payload: unknown }
        doc.events[index] = { ...event, payload: random.chance(0.5) ? mutate(random, event.payload) : hostileValue(random) }
      } else if (roll < 0.7) {
        doc.events[random.int(doc.events.length)] = mutate(random, doc.events[random.int(doc.events.length)])
      } else if (roll < 0.85) {
        doc.plugins = mutate(random, doc.plugins)
      } else {
        await expectReadOrRefused(hostileText(random, recorded), `text ${i}`)
        continue
      }
      await expectReadOrRefused(doc, `document ${i}`)
    }
  })
})
