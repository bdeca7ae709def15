import { expect } from 'chai'
import sinon from 'sinon'
import { defineMessages, loadLocale, translator, type Messages } from '../../../../react/i18n'

type Key = 'greeting' | 'farewell' | 'onlyEnglish' | 'blankInFrench'

const ENGLISH = { greeting: 'Hello {name}', farewell: 'Goodbye', onlyEnglish: 'English only', blankInFrench: 'Not blank' } as const
const FRENCH: Messages<Key> = { greeting: 'Bonjour {name}', farewell: 'Au revoir', blankInFrench: '' }

let namespaceCount = 0
/** A namespace of its own per test: the store keeps what it loaded for the whole run. */
function namespace(loaders: Partial<Record<string, () => Promise<Messages<Key>>>> = {}) {
  const fr = sinon.fake.resolves(FRENCH)
  return {
    fr,
    messages: defineMessages<Key>({
      name: `test-${namespaceCount++}`,
      english: ENGLISH,
      locales: { fr, ...loaders } as Record<string, () => Promise<Messages<Key>>>,
    }),
  }
}

describe('t (react/i18n translator)', () => {
  it('shows the bundled English, its placeholders filled from params', () => {
    const t = translator(namespace().messages, 'en')
    expect(t('greeting', { name: 'Ada' })).to.equal('Hello Ada')
    expect(t('farewell')).to.equal('Goodbye')
    expect(t.locale).to.equal('en')
  })

  it('shows English until the asked locale has arrived, then that locale', async () => {
    const { messages, fr } = namespace()
    expect(translator(messages, 'fr')('greeting', { name: 'Ada' })).to.equal('Hello Ada')
    expect(translator(messages, 'fr').locale).to.equal('en')
    await loadLocale(messages, 'fr')
    const t = translator(messages, 'fr')
    expect(t('greeting', { name: 'Ada' })).to.equal('Bonjour Ada')
    expect(t.locale).to.equal('fr')
    await loadLocale(messages, 'fr')
    expect(fr.callCount).to.equal(1)
  })

  it('falls back to English for a key the locale lacks or leaves empty: a message is never blank', async () => {
    const { messages } = namespace()
    await loadLocale(messages, 'fr')
    const t = translator(messages, 'fr')
    expect(t('onlyEnglish')).to.equal('English only')
    expect(t('blankInFrench')).to.equal('Not blank')
  })

  it('shows the key itself for a key English lacks too, never a blank', () => {
    const t = translator(namespace().messages, 'en')
    expect(t('missing' as Key)).to.equal('missing')
    expect(t.has('missing')).to.equal(false)
    expect(t.has('farewell')).to.equal(true)
  })

  it('serves a regional tag from its language, and any other locale in English without fetching', async () => {
    const { messages, fr } = namespace()
    await loadLocale(messages, 'fr-CA')
    expect(translator(messages, 'fr-CA')('farewell')).to.equal('Au revoir')
    expect(translator(messages, 'fr-CA').locale).to.equal('fr')
    const de = namespace()
    await loadLocale(de.messages, 'de-DE')
    expect(translator(de.messages, 'de-DE')('farewell')).to.equal('Goodbye')
    expect(de.fr.callCount).to.equal(0)
    expect(fr.callCount).to.equal(1)
  })

  it('forgets a failed fetch, so the next render asks again, English showing meanwhile', async () => {
    const fr = sinon.stub()
    fr.onFirstCall().rejects(new Error('offline'))
    fr.onSecondCall().resolves(FRENCH)
    const { messages } = namespace({ fr })
    let failure: unknown
    await loadLocale(messages, 'fr').catch((error: unknown) => (failure = error))
    expect(failure).to.be.instanceOf(Error)
    expect(translator(messages, 'fr')('farewell')).to.equal('Goodbye')
    await loadLocale(messages, 'fr')
    expect(translator(messages, 'fr')('farewell')).to.equal('Au revoir')
  })

  it("loads a feature's English before its messages show, for namespaces whose English is a chunk", async () => {
    const lazy = defineMessages<'title'>({
      name: `test-${namespaceCount++}`,
      locales: { en: async () => ({ title: 'All Wallets' }), ar: async () => ({ title: 'كل المحافظ' }) },
    })
    expect(translator(lazy, 'ar').has('title')).to.equal(false)
    await loadLocale(lazy, 'ar')
    expect(translator(lazy, 'en')('title')).to.equal('All Wallets')
    expect(translator(lazy, 'ar')('title')).to.equal('كل المحافظ')
  })

  it('splits a message around element parameters, in the order the locale puts them', () => {
    const sentence = defineMessages<'agree'>({ name: `test-${namespaceCount++}`, english: { agree: 'Agree to our {terms} and {privacy}.' }, locales: {} })
    const terms = { element: 'terms' }
    const privacy = { element: 'privacy' }
    expect(translator(sentence, 'en').parts('agree', { terms, privacy })).to.deep.equal(['Agree to our ', terms, ' and ', privacy, '.'])
  })

  it('keeps a placeholder whose parameter is missing visible', () => {
    expect(translator(namespace().messages, 'en')('greeting')).to.equal('Hello {name}')
  })
})
