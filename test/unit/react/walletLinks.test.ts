import { expect } from 'chai'
import { walletLink } from '../../../react/connect/walletLinks'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const ENCODED = encodeURIComponent(URI)

describe('walletLink (deep links from a directory entry, AppKit formatNativeUrl / formatUniversalUrl)', () => {
  it('makes a universal link from an https link', () => {
    expect(walletLink('https://link.trustwallet.com', URI)).to.deep.equal({
      href: `https://link.trustwallet.com/wc?uri=${ENCODED}`,
      base: 'https://link.trustwallet.com/',
    })
    expect(walletLink('https://metamask.app.link/', URI)?.href).to.equal(`https://metamask.app.link/wc?uri=${ENCODED}`)
  })

  it('makes a native link from a scheme, with or without `://`', () => {
    expect(walletLink('rainbow:', URI)).to.deep.equal({ href: `rainbow://wc?uri=${ENCODED}`, base: 'rainbow://' })
    expect(walletLink('zerion://', URI)?.href).to.equal(`zerion://wc?uri=${ENCODED}`)
    expect(walletLink('ledgerlive://wc/', URI)?.href).to.equal(`ledgerlive://wc/wc?uri=${ENCODED}`)
  })

  it('gives no link for a missing link or an unsafe scheme', () => {
    expect(walletLink(undefined, URI)).to.equal(undefined)
    expect(walletLink(null, URI)).to.equal(undefined)
    expect(walletLink('  ', URI)).to.equal(undefined)
    expect(walletLink('javascript:alert(1)//', URI)).to.equal(undefined)
    expect(walletLink('JavaScript://alert(1)', URI)).to.equal(undefined)
    expect(walletLink('data:text/html,<script>alert(1)</script>', URI)).to.equal(undefined)
  })
})
