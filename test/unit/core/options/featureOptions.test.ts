import { expect } from 'chai'
import sinon from 'sinon'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { warnUnimplementedOptionsFrom } from '../../../../core/options/unimplementedOptions'
import { alpha } from '../foldEvents'

const input = (options: Partial<AppKitOptions>) => ({ projectId: 'p', networks: [alpha], ...options }) as AppKitOptions

describe('the options the features implement, as the composition root tells core (issue 30)', () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => warn.restore())
  const warnings = () => warn.getCalls().map(call => call.args.join(' '))

  it('warns, once loaded, about a feature option that no loaded feature declares', async () => {
    await warnUnimplementedOptionsFrom(input({ features: { swaps: true, smartSessions: true } }), () => Promise.resolve(['features.swaps']))
    expect(warnings()).to.deep.equal(['[vestibule] `features.smartSessions` is accepted but not implemented in this build; it has no effect.'])
  })

  it('says the option a feature would implement has no effect when no feature is there to implement it', async () => {
    await warnUnimplementedOptionsFrom(input({ features: { swaps: true } }), [])
    expect(warnings()).to.deep.equal(['[vestibule] `features.swaps` is accepted but not implemented in this build; it has no effect.'])
  })

  it('loads nothing when the integrator sets no feature option', async () => {
    const load = sinon.stub().resolves([])
    await warnUnimplementedOptionsFrom(input({ features: { connectMethodsOrder: ['wallet'] } }), load)
    expect(load.called).to.equal(false)
    expect(warnings()).to.deep.equal([])
  })
})
