import { expect } from 'chai'
import { isOriginAllowed } from '../../../../core/http/isOriginAllowed'

describe('isOriginAllowed', () => {
  it('accepts an exact allowed origin, ignoring a trailing slash and host case', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com/'])).to.equal(true)
    expect(isOriginAllowed('https://APP.example.com', ['https://app.example.com'])).to.equal(true)
  })

  it('rejects an origin on no list', () => {
    expect(isOriginAllowed('https://evil.com', ['https://app.example.com'])).to.equal(false)
  })

  it('rejects the same host on another scheme or port', () => {
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).to.equal(false)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).to.equal(false)
  })

  it('matches a wildcard subdomain, at any depth, but not the bare domain', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', allowed)).to.equal(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).to.equal(true)
    expect(isOriginAllowed('https://example.com', allowed)).to.equal(false)
  })

  it('does not let a wildcard match a look-alike host', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com.evil.com', allowed)).to.equal(false)
    expect(isOriginAllowed('https://appexample.com', allowed)).to.equal(false)
    expect(isOriginAllowed('https://evil.com/.example.com', allowed)).to.equal(false)
  })

  it('accepts localhost on any port, http or https, by default', () => {
    expect(isOriginAllowed('http://localhost:3000', [])).to.equal(true)
    expect(isOriginAllowed('https://localhost:5173', [])).to.equal(true)
    expect(isOriginAllowed('http://localhost', [])).to.equal(true)
    expect(isOriginAllowed('http://localhost:80', [])).to.equal(true)
  })

  it('accepts the preview hosts and the two secure-mobile hosts by default (SPEC §5)', () => {
    for (const origin of [
      'https://my-app.pages.dev',
      'https://my-app-git-main.vercel.app',
      'https://abc123.ngrok-free.app',
      'https://secure-mobile.walletconnect.org',
      'https://secure-mobile.walletconnect.com',
    ]) {
      expect(isOriginAllowed(origin, []), origin).to.equal(true)
    }
  })

  it("does not accept every subdomain of the secure-mobile hosts' vendors by default", () => {
    for (const origin of [
      'https://anything.walletconnect.org',
      'https://secure.walletconnect.org',
      'https://evil.reown.com',
      'https://secure-mobile.reown.com',
      'https://a.secure-mobile.walletconnect.org',
      'http://secure-mobile.walletconnect.org',
    ]) {
      expect(isOriginAllowed(origin, []), origin).to.equal(false)
    }
  })

  it('does not accept the preview hosts over http or as bare domains', () => {
    expect(isOriginAllowed('http://my-app.vercel.app', [])).to.equal(false)
    expect(isOriginAllowed('https://vercel.app', [])).to.equal(false)
    expect(isOriginAllowed('https://localhost.evil.com', [])).to.equal(false)
  })

  it('rejects what is not an origin', () => {
    expect(isOriginAllowed('not a url', ['not a url'])).to.equal(false)
    expect(isOriginAllowed('null', ['null'])).to.equal(false)
  })

  it('uses only the given defaults when they are passed', () => {
    expect(isOriginAllowed('http://localhost:3000', [], [])).to.equal(false)
  })
})
