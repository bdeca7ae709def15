import { expect } from 'chai'
import { Alerts, ThrownMessages, UserMessages } from '../../../../core/errors/errorMessages'
import { loadLocale, translateStateText, translator } from '../../../../react/i18n'
import { stateTextKey } from '../../../../react/i18n/stateText'
import { coreMessages } from '../../../../react/locales/coreMessages'
import { en } from '../../../../react/locales/en'

describe('translateStateText (English from state, shown in the locale)', () => {
  before(() => Promise.all([loadLocale(coreMessages, 'ar'), loadLocale(coreMessages, 'fr')]))

  it("finds SPEC §8's texts by their English, with the parameters they were filled with", () => {
    expect(stateTextKey(ThrownMessages.FAILED_TO_CONNECT)).to.deep.equal({ key: 'thrown.FAILED_TO_CONNECT' })
    expect(stateTextKey(UserMessages.TOKEN_BALANCE_UNAVAILABLE)).to.deep.equal({ key: 'user.TOKEN_BALANCE_UNAVAILABLE' })
    expect(stateTextKey(UserMessages.PLEASE_TRY_AGAIN(30))).to.deep.equal({ key: 'user.PLEASE_TRY_AGAIN', params: { seconds: '30' } })
    expect(stateTextKey(ThrownMessages.FAILED_TO_DISCONNECT_CHAINS('eip155: timeout'))).to.deep.equal({
      key: 'thrown.FAILED_TO_DISCONNECT_CHAINS',
      params: { reasons: 'eip155: timeout' },
    })
    expect(stateTextKey(en['snackbar.addressCopied'])).to.deep.equal({ key: 'snackbar.addressCopied' })
  })

  it("shows a known text in the locale and anything else (a wallet's own words) as it came", () => {
    const arabic = translator(coreMessages, 'ar')
    expect(translateStateText(arabic, ThrownMessages.SOMETHING_WENT_WRONG)).to.equal('حدث خطأ ما')
    expect(translateStateText(translator(coreMessages, 'fr'), UserMessages.PLEASE_TRY_AGAIN(30))).to.equal('Veuillez réessayer dans 30 secondes')
    expect(translateStateText(arabic, Alerts.INVALID_PROJECT_ID.shortMessage)).to.equal('إعدادات التطبيق غير صالحة')
    expect(translateStateText(arabic, 'User rejected the request.')).to.equal('User rejected the request.')
  })

  it('leaves English as it is', () => {
    expect(translateStateText(translator(coreMessages, 'en'), ThrownMessages.FAILED_TO_CONNECT)).to.equal('Failed to connect')
  })

  it('never matches a view label: only error and status texts come from state', () => {
    expect(stateTextKey(en['connect.allWallets'])).to.equal(undefined)
  })
})
