import { expect } from 'chai'
import { catalogueLocale } from '../../../../react/i18n/catalogueLocale'
import { localeDirection } from '../../../../react/i18n'

describe('catalogueLocale (BCP 47 lookup)', () => {
  it('takes the tag itself, then cuts subtags from the end, case-insensitively', () => {
    expect(catalogueLocale('ar', ['ar', 'fr'])).to.equal('ar')
    expect(catalogueLocale('ar-EG', ['ar', 'fr'])).to.equal('ar')
    expect(catalogueLocale('FR-ca', ['ar', 'fr'])).to.equal('fr')
    expect(catalogueLocale('zh-Hant-TW', ['zh-Hant', 'zh'])).to.equal('zh-Hant')
  })

  it('never matches on a singleton alone, and falls back to English', () => {
    expect(catalogueLocale('de-DE-u-co-phonebk', ['de'])).to.equal('de')
    expect(catalogueLocale('de', ['ar', 'fr'])).to.equal('en')
  })
})

describe('localeDirection', () => {
  it('is right-to-left for locales written in a right-to-left script, named or likely', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'fa', 'ur', 'az-Arab', 'ckb', 'dv']) expect(localeDirection(locale), locale).to.equal('rtl')
  })

  it('is left-to-right otherwise, and for a tag it cannot read', () => {
    for (const locale of ['en', 'fr', 'es-419', 'ku', 'az', 'zh-Hant']) expect(localeDirection(locale), locale).to.equal('ltr')
    expect(localeDirection('not a tag')).to.equal('ltr')
  })
})
