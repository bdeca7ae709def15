import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { InvalidOptionsError } from '../../../../core/options/resolveOptions'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { unimplementedOptions } from '../../../../core/options/unimplementedOptions'
import { FIRST_PARTY_FEATURE_OPTIONS } from '../../../../react/features/catalogue'
import { SDK_TYPE, SDK_VERSION } from '../../../../core/constants'
import { offlineEnvironment } from '../../offlineEnvironment'
import { alpha } from '../foldEvents'

describe('options this build accepts but does not implement', () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => warn.restore())

  // The options the first-party features declare, as the React entries tell core.
  const create = (options: Partial<AppKitOptions>) =>
    createAppKit({ projectId: 'p', networks: [alpha], ...options } as AppKitOptions, offlineEnvironment({ featureOptions: FIRST_PARTY_FEATURE_OPTIONS }))
  const warnings = () => warn.getCalls().map(call => call.args.join(' '))

  it('warns once, at the default log level, for each one the integrator set, naming it', () => {
    create({ siwx: { required: true }, adapters: [{}], features: { swaps: true, socials: ['google'], smartSessions: true, history: true, allWallets: true } })
    expect(warnings()).to.deep.equal(['[vestibule] `features.smartSessions` is accepted but not implemented in this build; it has no effect.'])
  })

  it('says nothing about defaults, nor about options that work', () => {
    create({ features: { allWallets: false, connectMethodsOrder: ['wallet'] }, featuredWalletIds: ['x'], basic: true })
    expect(warnings()).to.deep.equal([])
  })

  it('covers every feature flag no feature implements', () => {
    const UNIMPLEMENTED_OPTIONS = unimplementedOptions(FIRST_PARTY_FEATURE_OPTIONS)
    expect(UNIMPLEMENTED_OPTIONS).to.include.members(['features.smartSessions'])
    // Each taken out by the feature that implements it: receive and history (issue 12), send (13),
    // email, socials, account types and sign-in (14, the embedded wallet and SIWX), swaps, onramp
    // and pay (15), analytics (16), the Account view's wallet feature order and the Connect view's
    // legal checkbox and collapsed wallets.
    // Adapters bring their plugins (issue 26).
    expect(UNIMPLEMENTED_OPTIONS).to.not.include.members([
      'adapters',
      'siweConfig',
      'siwx',
      'features.allWallets',
      'features.connectMethodsOrder',
      'features.receive',
      'features.history',
      'features.send',
      'features.email',
      'features.socials',
      'defaultAccountTypes',
      'features.swaps',
      'features.onramp',
      'features.pay',
      'features.analytics',
      'features.walletFeaturesOrder',
      'features.legalCheckbox',
      'features.collapseWallets',
      'features.emailShowWallets',
    ])
  })

  it('keeps adapters out of state, which holds JSON only', () => {
    const appKit = create({ adapters: [{ namespace: 'eip155', connect() {} }] })
    expect(appKit.getState().options).to.not.have.property('adapters')
    expect(appKit.getState().options).to.not.have.property('explicitFeatures')
  })
})

describe('sdkType and sdkVersion options', () => {
  it('default to this library and its version', () => {
    expect(createAppKit({ projectId: 'p', networks: [alpha] }, offlineEnvironment()).options).to.include({ sdkType: SDK_TYPE, sdkVersion: SDK_VERSION })
  })

  it('are validated: a short token with nothing to escape', () => {
    let error: unknown
    try {
      createAppKit({ networks: [alpha], sdkType: '', sdkVersion: 'a b&c=d' }, offlineEnvironment())
    } catch (caught) {
      error = caught
    }
    expect(error).to.be.instanceOf(InvalidOptionsError)
    expect((error as InvalidOptionsError).details)
      .to.contain('sdkType:')
      .and.to.contain('sdkVersion:')
  })
})
