import { expect } from 'chai'
import { Alerts, ThrownMessages, UserMessages } from '../../../../core/errors/errorMessages'
import type { MessageNamespace, Messages } from '../../../../react/i18n'
import { FIRST_PARTY_FEATURES } from '../../../../react/features/catalogue'
import { coreMessages } from '../../../../react/locales/coreMessages'
import { en } from '../../../../react/locales/en'

/** The locales Vestibule ships besides English: every namespace has each of them. */
const SHIPPED = ['ar', 'fr']

const NAMESPACES: readonly MessageNamespace[] = [
  coreMessages,
  ...new Set(
    FIRST_PARTY_FEATURES.flatMap(feature =>
      [...Object.values(feature.views), ...(feature.account?.sections ?? []), ...(feature.account?.actions ?? [])].flatMap(entry =>
        entry.messages ? [entry.messages] : [],
      ),
    ),
  ),
]

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(match => match[1]).sort()

async function english(namespace: MessageNamespace): Promise<Messages> {
  return namespace.english ?? (await namespace.locales.en!())
}

describe('shipped locales', () => {
  it('covers core and every first-party feature with a message namespace', () => {
    expect(NAMESPACES.map(namespace => namespace.name)).to.deep.equal([
      'core',
      'walletDirectory',
      'embeddedWallet',
      'receive',
      'profileWallets',
      'switchAddress',
      'portfolio',
      'names',
      'send',
      'swaps',
      'onramp',
      'pay',
      'siwx',
    ])
  })

  for (const namespace of NAMESPACES) {
    for (const locale of SHIPPED) {
      it(`${namespace.name}: ${locale} has every English key, no other, none blank, with the same placeholders`, async () => {
        const source = await english(namespace)
        const loader = namespace.locales[locale]
        expect(loader, `${namespace.name} has no ${locale} loader`).to.be.a('function')
        const translated = (await loader!()) as Record<string, string | undefined>
        expect(Object.keys(translated)).to.have.members(Object.keys(source))
        for (const [key, text] of Object.entries(source)) {
          expect(translated[key]?.trim(), `${locale} ${key}`).to.not.equal('')
          expect(placeholders(translated[key]!), `${locale} ${key}`).to.deep.equal(placeholders(text!))
        }
      })
    }
  }

  it("core's English holds SPEC §8's texts verbatim, from core/errors/errorMessages.ts", () => {
    const texts = new Set(Object.values(en))
    const user = Object.entries(UserMessages).map(([id, message]) => [id, typeof message === 'function' ? message(30) : message] as const)
    for (const [id, text] of user) {
      if (id === 'PLEASE_TRY_AGAIN') expect(en['user.PLEASE_TRY_AGAIN'].replace('{seconds}', '30')).to.equal(text)
      else expect(texts.has(text), id).to.equal(true)
    }
    for (const [id, alert] of Object.entries(Alerts)) {
      expect(en[`alert.${id}.title` as keyof typeof en], id).to.equal(alert.shortMessage)
      expect(en[`alert.${id}.body` as keyof typeof en], id).to.equal(alert.longMessage)
    }
    // SIWX_BOTH is thrown at createAppKit, to the developer: no view shows it.
    // @ts-expect-error not a message
    expect(en['thrown.SIWX_BOTH']).to.equal(undefined)
    for (const [id, message] of Object.entries(ThrownMessages)) {
      if (id === 'SIWX_BOTH') continue
      const text = typeof message === 'function' ? message('{reasons}') : message
      expect(en[`thrown.${id}` as keyof typeof en], id).to.equal(text)
    }
  })
})
