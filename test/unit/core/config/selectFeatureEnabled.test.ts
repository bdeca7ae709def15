import { expect } from 'chai'
import { keepLocal } from '../../../../core/config/keepLocal'
import { selectFeatureEnabled } from '../../../../core/config/selectFeatureEnabled'
import { BASIC_REMOTE_FEATURES } from '../../../../core/config/toRemoteFeatures'
import type { RemoteFeatures } from '../../../../core/schemas/appSchemas'
import { resolveOptions } from '../../../../core/options/resolveOptions'
import { toOptionsSnapshot } from '../../../../core/options/toOptionsSnapshot'
import { initialState, type VestibuleState } from '../../../../core'
import { alpha } from '../foldEvents'

const ALL_ON: RemoteFeatures = { email: true, socials: ['google'], swaps: ['1inch'], onramp: ['meld'], activity: true, reownBranding: true }
const ALL_OFF: RemoteFeatures = { ...BASIC_REMOTE_FEATURES }

function stateWith(features: object, remoteFeatures: RemoteFeatures | null, basic = false): VestibuleState {
  const options = toOptionsSnapshot(resolveOptions({ networks: [alpha], features, basic }, 'dark'))
  return { ...initialState, options, remoteFeatures }
}

describe('remote features: the one selector features consult (SPEC §6)', () => {
  it('follows the local option until the project configuration arrives (and without a project id)', () => {
    expect(selectFeatureEnabled(stateWith({ reownBranding: false, history: true }, null), 'reownBranding')).to.equal(false)
    expect(selectFeatureEnabled(stateWith({ history: true }, null), 'activity')).to.equal(true)
    expect(selectFeatureEnabled(stateWith({ socials: false }, null), 'socials')).to.equal(false)
  })

  it('lets the project configuration decide once fetched: a provider list is on, an empty one or false is off', () => {
    expect(selectFeatureEnabled(stateWith({ swaps: true }, ALL_OFF), 'swaps')).to.equal(false)
    expect(selectFeatureEnabled(stateWith({ swaps: false }, ALL_ON), 'swaps')).to.equal(true)
    expect(selectFeatureEnabled(stateWith({}, { ...ALL_ON, onramp: [] }), 'onramp')).to.equal(false)
  })

  it('turns everything off in basic mode', () => {
    for (const name of Object.keys(ALL_ON) as (keyof RemoteFeatures)[]) expect(selectFeatureEnabled(stateWith({}, ALL_ON, true), name), name).to.equal(false)
  })

  it('prefer-local keeps only the settings the integrator made', () => {
    const local = resolveOptions({ networks: [alpha], features: { swaps: true, reownBranding: true, history: false } }, 'dark').features
    expect(keepLocal(ALL_OFF, local, ['swaps', 'reownBranding', 'history'])).to.deep.equal({ ...ALL_OFF, swaps: [], reownBranding: true, activity: false })
    expect(keepLocal(ALL_ON, local, ['history'])).to.deep.equal({ ...ALL_ON, activity: false })
  })
})
