import { expect } from 'chai'
import { buildAndServePage, newPage, type ServedPage } from './harness'

describe('browser harness with the linaria fixture page', function () {
  this.timeout(60_000)
  let site: ServedPage

  before(async () => {
    site = await buildAndServePage({ entry: 'test/fixtures/linaria/main.tsx', body: '<div id="host"></div>' })
  })
  after(async () => {
    await site?.close()
  })

  it('renders the fixture in a shadow root styled by the adopted CSS, with no outside request', async () => {
    const t = await newPage()
    await t.page.goto(site.url)
    const heading = t.page.getByRole('heading', { name: 'Styled in a shadow root' })
    await heading.waitFor()

    const rendered = await heading.evaluate(element => {
      const root = element.getRootNode()
      const style = getComputedStyle(element)
      return {
        inShadowRoot: root instanceof ShadowRoot,
        adopted: root instanceof ShadowRoot ? root.adoptedStyleSheets.length : -1,
        fontSize: style.fontSize,
        color: style.color,
        pageStyleSheets: document.styleSheets.length,
      }
    })
    expect(rendered).to.deep.equal({
      inShadowRoot: true,
      adopted: 1,
      fontSize: '21px',
      color: 'rgb(12, 34, 56)',
      pageStyleSheets: 0,
    })
    const extended = t.page.getByRole('heading', { name: 'Extended component' })
    expect(await extended.evaluate(element => getComputedStyle(element).fontSize)).to.equal('13px')

    // The lazy chunk's rule came with its chunk, into the sheet the shadow root had adopted.
    const badge = t.page.getByRole('status')
    await badge.waitFor()
    expect(await badge.textContent()).to.equal('Lazy chunk loaded')
    expect(await badge.evaluate(element => getComputedStyle(element).letterSpacing)).to.equal('3px')

    t.assertClean()
    expect(t.outsideRequests).to.deep.equal([])
  })

  it('lets the host page override a theme variable declared on :host', async () => {
    const t = await newPage()
    await t.page.goto(site.url)
    await t.page.locator('#host').evaluate(host => host.style.setProperty('--fixture-accent', 'rgb(1, 2, 3)'))
    const heading = t.page.getByRole('heading', { name: 'Styled in a shadow root' })
    expect(await heading.evaluate(element => getComputedStyle(element).color)).to.equal('rgb(1, 2, 3)')
    t.assertClean()
  })

  it('falls back to a <style> in the shadow root without constructable stylesheets', async () => {
    const t = await newPage()
    await t.page.addInitScript(() => {
      // A browser without constructable stylesheets.
      Reflect.deleteProperty(CSSStyleSheet.prototype, 'replaceSync')
    })
    await t.page.goto(site.url)
    const heading = t.page.getByRole('heading', { name: 'Styled in a shadow root' })
    const rendered = await heading.evaluate(element => {
      const root = element.getRootNode() as ShadowRoot
      return {
        styles: root.querySelectorAll('style').length,
        headStyles: document.head.querySelectorAll('style').length,
        fontSize: getComputedStyle(element).fontSize,
      }
    })
    expect(rendered).to.deep.equal({ styles: 1, headStyles: 0, fontSize: '21px' })
    // The lazy chunk's rule is appended to that <style>.
    const badge = t.page.getByRole('status')
    await badge.waitFor()
    expect(await badge.evaluate(element => getComputedStyle(element).letterSpacing)).to.equal('3px')
    t.assertClean()
  })

  it('blocks and records HTTP and WebSocket requests to hosts outside the machine', async () => {
    const t = await newPage()
    await t.page.goto(site.url)
    const outcome = await t.page.evaluate(async () => {
      const http = await fetch('https://vestibule.invalid/probe').then(
        () => 'reached',
        () => 'blocked',
      )
      const socket = await new Promise<string>(resolve => {
        const ws = new WebSocket('wss://relay.vestibule.invalid/')
        ws.onopen = () => resolve('open')
        ws.onclose = () => resolve('closed')
      })
      return { http, socket }
    })
    expect(outcome).to.deep.equal({ http: 'blocked', socket: 'closed' })
    expect(t.outsideRequests).to.have.members(['https://vestibule.invalid/probe', 'wss://relay.vestibule.invalid/'])
    expect(() => t.assertClean()).to.throw(/outside request: https:\/\/vestibule\.invalid\/probe/)
  })
})
