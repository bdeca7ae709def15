import { expect } from 'chai'
import { safeImageUrl, safeLinkUrl } from '../../../react/format/safeUrls'

describe('URLs the modal puts into <img src> and <a href>', () => {
  it('keeps image URLs over https, http on a loopback host, image data URIs and object URLs', () => {
    const kept = [
      'https://api.example/getWalletImage/abc',
      'http://127.0.0.1:5173/public/getAssetImage/sandbox-alpha',
      'http://localhost/icon.png',
      'http://wallet.localhost/icon.png',
      'http://[::1]:8080/icon.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:image/svg+xml,<svg/>',
      'blob:http://127.0.0.1:5173/0b1f2c3d-aaaa-bbbb-cccc-123456789abc',
    ]
    for (const url of kept) expect(safeImageUrl(url), url).to.equal(url)
  })

  it('drops any other image URL, so the fallback shows', () => {
    const dropped = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'http://tracker.example/pixel.png',
      'http://192.168.1.10/icon.png',
      'file:///etc/passwd',
      'ftp://files.example/icon.png',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg',
      'vbscript:msgbox',
      'not a url at all ::',
      '/relative/icon.png',
      'http://127.0.0.1@evil.example/icon.png',
      'http://localhost:80@evil.example/icon.png',
      'http://a.localhost:80@evil.example/icon.png',
      'http://localhost.evil.example/icon.png',
      '',
      '   ',
      null,
      undefined,
    ]
    for (const url of dropped) expect(safeImageUrl(url), String(url)).to.equal(undefined)
  })

  it('keeps http(s) links only: a javascript: legal URL never becomes a link', () => {
    expect(safeLinkUrl('https://example.com/terms')).to.equal('https://example.com/terms')
    expect(safeLinkUrl('http://127.0.0.1/terms')).to.equal('http://127.0.0.1/terms')
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'mailto:a@b.io', 'file:///x', '', undefined])
      expect(safeLinkUrl(url), String(url)).to.equal(undefined)
  })
})
