import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { buildAndServePage, newPage, type ServedPage } from '../harness'

/** Page-side helpers: wallets that announce over EIP-6963 (and answer requestProvider). */
const WALLETS_SCRIPT = `
  window.__makeProvider = () => ({ request: async () => [] })
  window.__announce = (info, provider) => {
    const detail = Object.freeze({ info, provider })
    const fire = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', fire)
    fire()
  }
`

const connectors = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __appKit: { getState(): { connectors: { id: string; type: string; name: string }[] } } }).__appKit
      .getState()
      .connectors.map(c => `${c.type}:${c.id}:${c.name}`),
  )

describe('injected connector discovery (EIP-6963 and window.ethereum)', function () {
  this.timeout(30_000)
  let site: ServedPage
  before(async () => {
    site = await buildAndServePage({ entry: 'test/fixtures/injected/main.ts' })
  })
  after(() => site.close())

  it('lists announced wallets once per rdns, a late announcement included, and skips window.ethereum when it is an announced wallet', async () => {
    const t = await newPage()
    await t.page.addInitScript(`${WALLETS_SCRIPT}
      const alpha = window.__makeProvider()
      window.ethereum = alpha
      window.__announce({ uuid: '1', name: 'Alpha Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'com.alpha' }, alpha)
      window.__announce({ uuid: '2', name: 'Alpha Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'com.alpha' }, alpha)
    `)
    await t.page.goto(site.url)
    await t.page.waitForFunction(() => (window as any).__appKit?.getState().connectors.length > 0)
    await t.page.evaluate(() => (window as any).__announce({ uuid: '3', name: 'Late Wallet', icon: '', rdns: 'com.late' }, (window as any).__makeProvider()))
    await t.page.waitForTimeout(300)
    expect(await connectors(t.page)).to.deep.equal(['ANNOUNCED:com.alpha:Alpha Wallet', 'ANNOUNCED:com.late:Late Wallet'])
    t.assertClean()
  })

  it('offers a bare window.ethereum as the INJECTED Browser Wallet', async () => {
    const t = await newPage()
    await t.page.addInitScript(`${WALLETS_SCRIPT}
      window.ethereum = window.__makeProvider()
      window.__announce({ uuid: '1', name: 'Alpha Wallet', icon: '', rdns: 'com.alpha' }, window.__makeProvider())
    `)
    await t.page.goto(site.url)
    await t.page.waitForTimeout(400)
    expect(await connectors(t.page)).to.deep.equal(['ANNOUNCED:com.alpha:Alpha Wallet', 'INJECTED:injected:Browser Wallet'])
  })

  it('honours enableEIP6963: false and enableInjected: false', async () => {
    const t = await newPage()
    await t.page.addInitScript(`${WALLETS_SCRIPT}
      window.ethereum = window.__makeProvider()
      window.__announce({ uuid: '1', name: 'Alpha Wallet', icon: '', rdns: 'com.alpha' }, window.__makeProvider())
    `)
    await t.page.goto(`${site.url}?eip6963=0`)
    await t.page.waitForTimeout(300)
    expect(await connectors(t.page)).to.deep.equal(['INJECTED:injected:Browser Wallet'])
    await t.page.goto(`${site.url}?legacy=0`)
    await t.page.waitForTimeout(300)
    expect(await connectors(t.page)).to.deep.equal(['ANNOUNCED:com.alpha:Alpha Wallet'])
  })

  it('keeps an announced icon only when it is an image data URI (EIP-6963), so no script URL reaches an img', async () => {
    const t = await newPage()
    await t.page.addInitScript(`${WALLETS_SCRIPT}
      window.addEventListener('eip6963:requestProvider', () => {
        window.__announce({ uuid: '1', name: 'Script Icon', icon: 'javascript:alert(1)', rdns: 'com.script' }, window.__makeProvider())
        window.__announce({ uuid: '2', name: 'Remote Icon', icon: 'https://tracker.example/pixel.png', rdns: 'com.remote' }, window.__makeProvider())
        window.__announce({ uuid: '3', name: 'Data Icon', icon: 'data:image/png;base64,iVBORw0KGgo=', rdns: 'com.data' }, window.__makeProvider())
        window.__announce({ uuid: '4', name: 'Bad rdns', icon: '', rdns: 'javascript:alert(1)' }, window.__makeProvider())
      })
    `)
    await t.page.goto(`${site.url}?legacy=0`)
    await t.page.waitForFunction('window.__appKit.getState().connectors.length === 3')
    const found = await t.page.evaluate(() =>
      (window as any).__appKit.getState().connectors.map((c: { name: string; imageUrl?: string }) => [c.name, c.imageUrl ?? null]),
    )
    expect(found).to.deep.equal([
      ['Script Icon', null],
      ['Remote Icon', null],
      ['Data Icon', 'data:image/png;base64,iVBORw0KGgo='],
    ])
    t.assertClean()
  })

  it('validates announcements once the page is idle after its first paint, before any intent, and lists them all at once', async () => {
    const t = await newPage()
    await t.page.addInitScript(`${WALLETS_SCRIPT}
      window.ethereum = window.__makeProvider()
      window.__announce({ uuid: '1', name: 'Alpha Wallet', icon: '', rdns: 'com.alpha' }, window.__makeProvider())
      window.__announce({ uuid: '2', name: 'Beta Wallet', icon: '', rdns: 'com.beta' }, window.__makeProvider())
    `)
    await t.page.goto(`${site.url}?intent=0`)
    // The first list the page holds is the whole one: the buffered announcements go in one go.
    await t.page.waitForFunction(() => (window as any).__appKit.getState().connectors.length > 0)
    expect(await connectors(t.page)).to.deep.equal(['ANNOUNCED:com.alpha:Alpha Wallet', 'ANNOUNCED:com.beta:Beta Wallet', 'INJECTED:injected:Browser Wallet'])
    expect(await t.page.evaluate(() => (window as any).__appKit.intentShown())).to.equal(false)
    t.assertClean()
  })

  it('ignores malformed announcements from other scripts', async () => {
    const t = await newPage()
    await t.page.addInitScript(`${WALLETS_SCRIPT}
      window.addEventListener('eip6963:requestProvider', () => {
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'No rdns' }, provider: window.__makeProvider() } }))
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'No provider', rdns: 'x.y' } } }))
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }))
      })
    `)
    await t.page.goto(`${site.url}?legacy=0`)
    await t.page.waitForTimeout(300)
    expect(await connectors(t.page)).to.deep.equal([])
    t.assertClean()
  })
})
