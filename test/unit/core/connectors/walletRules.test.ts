import { expect } from 'chai'
import type { ConnectorInfo, WalletListing } from '../../../../core'
import { MOBILE_LINK_EXEMPT_WALLETS } from '../../../../core/constants'
import {
  installedConnectorFor,
  isBrowserWalletShown,
  isExcludedConnector,
  isHiddenOnMobile,
  listWallets,
  safeImageUrl,
} from '../../../../core/connectors/walletRules'

const listing = (id: string, extra: Partial<WalletListing> = {}): WalletListing => ({ id, name: id, mobile_link: `${id}://`, ...extra })
const connector = (id: string, type: ConnectorInfo['type'], extra: Partial<ConnectorInfo> = {}): ConnectorInfo => ({
  id,
  type,
  chain: 'eip155',
  name: id,
  ...extra,
})

const SANDBOX = connector('dev.vestibule.sandbox', 'ANNOUNCED', { name: 'Sandbox Wallet', info: { rdns: 'dev.vestibule.sandbox' } })
const BROWSER = connector('injected', 'INJECTED', { name: 'Browser Wallet' })

describe('wallet rules (SPEC §5)', () => {
  it('hides a wallet with no mobile link on mobile, whatever the namespace', () => {
    for (const namespace of ['eip155', 'solana', null] as const) {
      expect(isHiddenOnMobile(listing('a', { mobile_link: null }), namespace)).to.equal(true)
      expect(isHiddenOnMobile(listing('a', { mobile_link: undefined }), namespace)).to.equal(true)
      expect(isHiddenOnMobile(listing('a'), namespace)).to.equal(false)
    }
  })

  describe('mobile-link exemptions (SPEC §5)', () => {
    const exempt = (name: string) => {
      const wallet = MOBILE_LINK_EXEMPT_WALLETS.find(w => w.name === name)
      if (!wallet) throw new Error(`${name} is not listed`)
      return listing(wallet.id, { name, mobile_link: null })
    }

    it('keeps Coinbase Wallet on every namespace', () => {
      for (const namespace of ['eip155', 'solana', 'bip122', null, undefined] as const) {
        expect(isHiddenOnMobile(exempt('Coinbase Wallet'), namespace), String(namespace)).to.equal(false)
      }
    })

    it('keeps Phantom and Solflare only when Solana is the namespace in play', () => {
      for (const name of ['Phantom', 'Solflare']) {
        expect(isHiddenOnMobile(exempt(name), 'solana'), `${name} on solana`).to.equal(false)
        expect(isHiddenOnMobile(exempt(name), 'eip155'), `${name} on eip155`).to.equal(true)
        expect(isHiddenOnMobile(exempt(name), null), `${name} with no namespace`).to.equal(true)
      }
    })

    it('applies the rule in the All Wallets list', () => {
      const listings = [exempt('Phantom'), exempt('Coinbase Wallet'), listing('a')]
      expect(listWallets({ listings, connectors: [], isMobile: true, namespace: 'eip155' }).map(row => row.listing.name)).to.deep.equal([
        'Coinbase Wallet',
        'a',
      ])
      expect(listWallets({ listings, connectors: [], isMobile: true, namespace: 'solana' }).map(row => row.listing.name)).to.deep.equal([
        'Phantom',
        'Coinbase Wallet',
        'a',
      ])
    })
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
    expect(
      installedConnectorFor(listing('s', { rdns: 'dev.vestibule.sandbox' }), [connector('ext', 'EXTERNAL', { info: { rdns: 'dev.vestibule.sandbox' } })]),
    ).to.equal(undefined)
  })

  describe('listWallets', () => {
    const listings = [
      listing('a'),
      listing('b', { mobile_link: null }),
      listing('s1', { rdns: 'dev.vestibule.sandbox' }),
      listing('a'),
      listing('s2', { rdns: 'dev.vestibule.sandbox' }),
      listing('c'),
    ]

    it('puts installed wallets first, shows each id and each rdns once, and keeps the directory order otherwise', () => {
      const rows = listWallets({ listings, connectors: [SANDBOX], isMobile: false, namespace: 'eip155' })
      expect(rows.map(row => row.listing.id)).to.deep.equal(['s1', 'a', 'b', 'c'])
      expect(rows[0]!.installed).to.equal(SANDBOX)
      expect(rows[1]!.installed).to.equal(undefined)
    })

    it('leaves wallets without a mobile link out on mobile', () => {
      expect(listWallets({ listings, connectors: [], isMobile: true, namespace: 'eip155' }).map(row => row.listing.id)).to.deep.equal(['a', 's1', 'c'])
    })
  })

  it('draws only http(s), blob and data:image URLs; markup or script URLs are not drawn', () => {
    expect(safeImageUrl('https://example.test/a.png')).to.equal('https://example.test/a.png')
    expect(safeImageUrl('blob:http://127.0.0.1/1')).to.equal('blob:http://127.0.0.1/1')
    expect(safeImageUrl('"><img src=x onerror=alert(1)>')).to.equal(undefined)
    expect(safeImageUrl('javascript:alert(1)')).to.equal(undefined)
    expect(safeImageUrl('https://x.test/"onerror="alert(1)')).to.equal(undefined)
  })
})
