import { expect } from 'chai'
import { recomputeWithout } from '../../../devtools/panel/logic/recomputeWithout'
import { connected, fold, initialized, stamp } from '../core/foldEvents'
import { initialState } from '../../../core/state/state'

describe('devtools skip and recompute', () => {
  const events = stamp([
    initialized(),
    { type: 'modal/open-requested', payload: {} },
    connected(),
    { type: 'theme/mode-changed', payload: { themeMode: 'light' } },
  ])
  const log = { baseState: initialState, events }

  it('recomputes the state as if the skipped event never happened', () => {
    const state = recomputeWithout({ log, skipped: new Set([3]) })
    expect(state.accounts.eip155).to.equal(undefined)
    expect(state.theme.themeMode).to.equal('light')
    expect(state).to.deep.equal(
      fold([initialized(), { type: 'modal/open-requested', payload: {} }, { type: 'theme/mode-changed', payload: { themeMode: 'light' } }]),
    )
  })

  it('folds only up to the given event, and with nothing skipped equals the plain fold', () => {
    expect(recomputeWithout({ log, skipped: new Set(), upToSeq: 3 })).to.deep.equal(
      fold([initialized(), { type: 'modal/open-requested', payload: {} }, connected()]),
    )
    const withoutOpen = recomputeWithout({ log, skipped: new Set([2]), upToSeq: 3 })
    expect(withoutOpen.modal.isOpen).to.equal(false)
    expect(withoutOpen.accounts.eip155?.status).to.equal('connected')
  })
})
