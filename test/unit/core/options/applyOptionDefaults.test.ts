import { expect } from 'chai'
import { applyOptionDefaults } from '../../../../core/options/applyOptionDefaults'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { validateOptions } from '../../../../core/options/validateOptions'
import { InvalidOptionsError } from '../../../../core/options/invalidOptionsError'
import { alpha, beta } from '../foldEvents'

/** The production start-up path (no zod) must give what the schema gives, for any valid options. */
const VALID: readonly AppKitOptions[] = [
  { networks: [alpha] },
  { projectId: 'p', networks: [alpha, beta], defaultNetwork: 'eip155:31338', themeMode: 'light', locale: 'AR-eg', debug: true },
  { networks: [alpha], features: { swaps: false, socials: false, connectMethodsOrder: ['wallet', 'email'] }, analytics: { consent: 'granted' } },
  {
    networks: [alpha],
    featuredWalletIds: ['a'],
    excludeWalletIds: ['b'],
    allWallets: 'HIDE',
    basic: true,
    enableInjected: false,
    logCapacity: 5,
    apiUrl: 'http://127.0.0.1:1/',
  },
  {
    networks: [alpha],
    themeVariables: { '--w3m-accent': '#f00' },
    defaultAccountTypes: { eip155: 'eoa' },
    clientId: 'c',
    sdkType: 'wrapper',
    sdkVersion: '2.0.0',
  },
]

describe('applyOptionDefaults (production start-up, without zod)', () => {
  for (const [index, input] of VALID.entries()) {
    it(`yields what the options schema yields for valid options #${index}`, () => {
      const parsed = validateOptions(input)
      expect(parsed).to.not.be.instanceOf(InvalidOptionsError)
      expect(applyOptionDefaults(input)).to.deep.equal(parsed)
    })
  }

  it('never throws on malformed options, and the lazy check names what is wrong', () => {
    const hostile: unknown[] = [
      undefined,
      null,
      42,
      'x',
      [],
      { networks: 'x' },
      { networks: [null, 1, 'a'] },
      { features: 7, analytics: [] },
      { locale: 3, plugins: {} },
    ]
    for (const input of hostile) {
      expect(() => applyOptionDefaults(input as AppKitOptions), String(input)).to.not.throw()
      expect(validateOptions(input as AppKitOptions), JSON.stringify(input) ?? String(input)).to.be.instanceOf(InvalidOptionsError)
    }
  })

  it('refuses legal URLs of any scheme but http(s), naming the option', () => {
    for (const option of ['termsConditionsUrl', 'privacyPolicyUrl']) {
      for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd']) {
        const checked = validateOptions({ networks: [alpha], [option]: url } as AppKitOptions)
        expect(checked, `${option} ${url}`).to.be.instanceOf(InvalidOptionsError)
        expect(JSON.stringify({ ...(checked as InvalidOptionsError), message: (checked as InvalidOptionsError).message }), url).to.include(option)
      }
      expect(validateOptions({ networks: [alpha], [option]: 'https://example.com/legal' } as AppKitOptions)).to.not.be.instanceOf(InvalidOptionsError)
    }
  })

  it('gives each instance its own copies of array and object defaults', () => {
    const first = applyOptionDefaults({ networks: [alpha] })
    const second = applyOptionDefaults({ networks: [alpha] })
    expect(first.featuredWalletIds).to.not.equal(second.featuredWalletIds)
    expect(first.features.walletFeaturesOrder).to.not.equal(second.features.walletFeaturesOrder)
  })
})
