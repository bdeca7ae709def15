import { expect } from 'chai'
import type { ConnectorInfo, WalletListing } from '../../../../core'
import { MOBILE_LINK_EXEMPT_WALLET_IDS } from '../../../../core/constants'
import {
  installedConnectorFor,
  isBrowserWalletShown,
  isExcludedConnector,
  isHiddenOnMobile,
  listingImageUrl,
  listWallets,
  safeImageUrl,
} from '../../../../core/connectors/walletRules'

const listing = (id: string, extra: Partial<WalletListing> = {}): WalletListing => ({ id, name: id, mobile_link: `${id}://`, ...extra })
const connector = (id: string, type: ConnectorInfo['type'], extra: Partial<ConnectorInfo> = {}): ConnectorInfo => ({ id, type, chain: 'eip155', name: id, ...extra })

const SANDBOX = connector('dev.vestibule.sandbox', 'ANNOUNCED', { name: 'Sandbox Wallet', info: { rdns: 'dev.vestibule.sandbox' } })
const BROWSER = connector('injected', 'INJECTED', { name: 'Browser Wallet' })

describe('wallet rules (SPEC §5)', () => {
  it('hides a wallet with no mobile link on mobile, except the named exceptions', () => {
    expect(isHiddenOnMobile(listing('a', { mobile_link: null }))).to.equal(true)
    expect(isHiddenOnMobile(listing('a', { mobile_link: undefined }))).to.equal(true)
    expect(isHiddenOnMobile(listing('a'))).to.equal(false)
    expect(isHiddenOnMobile(listing(MOBILE_LINK_EXEMPT_WALLET_IDS[0], { mobile_link: null }))).to.equal(false)
  })

  it('excludes an installed wallet by the rdns of an excluded directory wallet', () => {
    expect(isExcludedConnector(SANDBOX, [listing('x', { name: 'Other', rdns: 'dev.vestibule.sandbox' })])).to.equal(true)
    expect(isExcludedConnector(SANDBOX, [listing('x', { name: 'Other', rdns: 'io.other' })])).to.equal(false)
  })

  it('excludes an installed wallet by case-insensitive name', () => {
    expect(isExcludedConnector(SANDBOX, [listing('x', { name: 'sANDBOX wALLET' })])).to.equal(true)
    expect(isExcludedConnector(connector('c', 'INJECTED', { name: 'Plain' }), [listing('x', { name: 'Plain Wallet' })])).to.equal(false)
  })

  it('does not match an empty rdns to an excluded wallet without one', () => {
    expect(isExcludedConnector(connector('c', 'INJECTED', { name: 'A', info: { rdns: '' } }), [listing('x', { name: 'B', rdns: '' })])).to.equal(false)
  })

  it('hides the generic Browser Wallet on desktop', () => {
    expect(isBrowserWalletShown(BROWSER, [BROWSER, SANDBOX], false)).to.equal(false)
    expect(isBrowserWalletShown(SANDBOX, [BROWSER, SANDBOX], false)).to.equal(true)
  })

  it('on mobile hides the Browser Wallet only when it has no rdns and nothing is installed', () => {
    expect(isBrowserWalletShown(BROWSER, [BROWSER], true)).to.equal(false)
    expect(isBrowserWalletShown(BROWSER, [BROWSER, SANDBOX], true)).to.equal(true)
    expect(isBrowserWalletShown({ ...BROWSER, info: { rdns: 'io.metamask' } }, [BROWSER], true)).to.equal(true)
  })

  it('matches a directory wallet to an installed connector by rdns only', () => {
    expect(installedConnectorFor(listing('s', { rdns: 'dev.vestibule.sandbox' }), [SANDBOX])).to.equal(SANDBOX)
    expect(installedConnectorFor(listing('s'), [SANDBOX])).to.equal(undefined)
    expect(installedConnectorFor(listing('s', { rdns: 'dev.vestibule.sandbox' }), [connector('ext', 'EXTERNAL', { info: { rdns: 'dev.vestibule.sandbox' } })])).to.equal(undefined)
  })

  describe('listWallets', () => {
    const listings = [listing('a'), listing('b', { mobile_link: null }), listing('s1', { rdns: 'dev.vestibule.sandbox' }), listing('a'), listing('s2', { rdns: 'dev.vestibule.sandbox' }), listing('c')]

    it('puts installed wallets first, shows each id and each rdns once, and keeps the directory order otherwise', () => {
      const rows = listWallets({ listings, connectors: [SANDBOX], isMobile: false })
      expect(rows.map(row => row.listing.id)).to.deep.equal(['s1', 'a', 'b', 'c'])
      expect(rows[0]!.installed).to.equal(SANDBOX)
      expect(rows[1]!.installed).to.equal(undefined)
    })

    it('leaves wallets without a mobile link out on mobile', () => {
      expect(listWallets({ listings, connectors: [], isMobile: true }).map(row => row.listing.id)).to.deep.equal(['a', 's1', 'c'])
    })
  })

  it('draws only http(s), blob and data:image URLs; markup or script URLs fall back to the fetched image or none', () => {
    expect(safeImageUrl('https://example.test/a.png')).to.equal('https://example.test/a.png')
    expect(safeImageUrl('blob:http://127.0.0.1/1')).to.equal('blob:http://127.0.0.1/1')
    expect(safeImageUrl('"><img src=x onerror=alert(1)>')).to.equal(undefined)
    expect(safeImageUrl('javascript:alert(1)')).to.equal(undefined)
    expect(safeImageUrl('https://x.test/"onerror="alert(1)')).to.equal(undefined)
    expect(listingImageUrl({ image_url: 'javascript:alert(1)', image_id: 'i' }, { i: 'blob:x' })).to.equal('blob:x')
    expect(listingImageUrl({ image_id: 'missing' }, {})).to.equal(undefined)
  })
})
