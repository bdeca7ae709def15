import { expect } from 'chai'
import { canonicalJson, comparableStateHash, fnv1a64, stateHash } from '../../../devtools/panel/logic/stateHash'
import { createEventRedactor, redactionRules } from '../../../core/log/redactLog'
import { replay } from '../../../core/log/replay'
import { initialState } from '../../../core/state/state'
import { connected, fold, initialized, stamp } from '../core/foldEvents'

describe('devtools stateHash', () => {
  it('is FNV-1a 64 (published test vectors)', () => {
    expect(fnv1a64('')).to.equal('cbf29ce484222325')
    expect(fnv1a64('a')).to.equal('af63dc4c8601ec8c')
    expect(fnv1a64('foobar')).to.equal('85944171f73967e8')
  })

  it('does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: null } })).to.equal('{"a":{"c":null,"d":[1,2]},"b":1}')
    expect(stateHash({ b: 1, a: 2 })).to.equal(stateHash({ a: 2, b: 1 }))
  })

  it('tells two different states apart and gives the same hash for two folds of one log', () => {
    const disconnected = fold([initialized()])
    const once = fold([initialized(), connected()])
    const twice = fold([initialized(), connected()])
    expect(stateHash(once)).to.equal(stateHash(twice))
    expect(stateHash(once)).to.not.equal(stateHash(disconnected))
    expect(stateHash(once)).to.match(/^[0-9a-f]{16}$/)
  })

  it('gives a run replayed from a redacted export the hash of the run it came from', () => {
    const events = stamp([initialized(), connected(), { type: 'snackbar/shown', payload: { message: 'wc:abc@2?symKey=0123', variant: 'info' } }])
    const live = replay({ baseState: initialState, events })
    const fromExport = replay({ baseState: initialState, events: events.map(createEventRedactor()) })
    expect(stateHash(fromExport)).to.not.equal(stateHash(live))
    expect(comparableStateHash(fromExport)).to.equal(comparableStateHash(live))
  })

  it('hashes over the declared paths too, so a replay of an export that redacted a plugin secret matches', () => {
    const slice = {
      name: 'vault',
      initial: { token: null as string | null },
      on: { 'snackbar/shown': (vault: { token: string | null }, { payload }: { payload: { message: string } }) => void (vault.token = payload.message) },
    }
    const rules = redactionRules([{ redact: { events: { 'snackbar/shown': ['message'] }, state: ['slices.vault.token', 'snackbar.message'] } }])
    const events = stamp([
      { type: 'plugins/registered', payload: { name: 'vault', version: '1', kind: 'feature', slice: 'vault' } },
      { type: 'snackbar/shown', payload: { message: 'tk-secret', variant: 'info' } },
    ])
    const live = replay({ baseState: initialState, events }, { slices: [slice] })
    const fromExport = replay({ baseState: initialState, events: events.map(createEventRedactor(rules)) }, { slices: [slice] })
    expect(comparableStateHash(fromExport)).to.not.equal(comparableStateHash(live))
    expect(comparableStateHash(fromExport, rules)).to.equal(comparableStateHash(live, rules))
  })
})
