import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { TestPage } from '../harness'
import { connect, dialog, fixtureSite, openFixture } from './fixturePage'

interface AtInsertion {
  /** Rules of the modal's sheet that match the element, the moment it was inserted. */
  readonly matching: string[]
  readonly height: string
  readonly fontWeight: string
}

/**
 * Snapshots the rules the modal's shadow root has adopted, then watches for `selector` to be
 * inserted into it and records, before any frame can paint it, which rules match the element.
 * A script string: the test runner's transform would wrap functions in a helper the page lacks.
 */
function watchInsertion(page: Page, selector: string): Promise<void> {
  return page.evaluate(`{
    const shadow = document.querySelector('vestibule-modal').shadowRoot
    const sheets = () => shadow.adoptedStyleSheets
    window.__sheetsBefore = sheets().length
    window.__rulesBefore = sheets().flatMap(sheet => [...sheet.cssRules].map(rule => rule.cssText))
    window.__atInsertion = new Promise(resolve => {
      new MutationObserver((records, observer) => {
        const element = shadow.querySelector(${JSON.stringify(selector)})
        if (!element) return
        observer.disconnect()
        const matching = sheets().flatMap(sheet => [...sheet.cssRules]).filter(rule => {
          try { return rule instanceof CSSStyleRule && element.matches(rule.selectorText) } catch { return false }
        })
        const style = getComputedStyle(element)
        resolve({ matching: matching.map(rule => rule.cssText), height: style.height, fontWeight: style.fontWeight })
      }).observe(shadow, { subtree: true, childList: true })
    })
    undefined
  }`)
}

const atInsertion = (page: Page) => page.evaluate<AtInsertion>('window.__atInsertion')
const rulesBefore = (page: Page) => page.evaluate<string[]>('window.__rulesBefore')

/** Style and link elements in the host page's head, and whether the document adopted the modal's sheet. */
function hostDocument(page: Page) {
  return page.evaluate(() => {
    const modalSheet = document.querySelector('vestibule-modal')!.shadowRoot!.adoptedStyleSheets[0]
    return {
      headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
      documentSheets: document.adoptedStyleSheets.length,
      sharesTheModalSheet: document.adoptedStyleSheets.every(sheet => sheet === modalSheet),
    }
  })
}

describe('react modal: each lazy view brings its own CSS', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it("adds the Account view's rules when its chunk loads, before the view is painted", async () => {
    t = await openFixture()
    const chunks: string[] = []
    t.page.on('request', request => {
      if (/\/AccountView-\w+\.js$/.test(request.url())) chunks.push(request.url())
    })
    // The buttons, rendered in the host page, are styled by the same single sheet, adopted by the document.
    expect(await hostDocument(t.page)).to.deep.equal({ headStyles: 0, documentSheets: 1, sharesTheModalSheet: true })
    expect(await t.page.getByRole('button', { name: 'Connect Wallet' }).evaluate(button => getComputedStyle(button).height)).to.equal('40px')

    await connect(t.page)
    expect(chunks, 'the Account chunk loads only when the view is opened').to.deep.equal([])
    await watchInsertion(t.page, 'p[title^="0x"]')
    await t.page.getByRole('button', { name: '10000.000 ETH 0xf3…b92266' }).click()
    await t.page.getByRole('dialog', { name: 'Account' }).getByText('0xf3…b92266').waitFor()

    expect(chunks).to.have.length(1)
    const before = await rulesBefore(t.page)
    const inserted = await atInsertion(t.page)
    // The address's own rule (semibold, tabular numbers) was not in the sheet before the chunk, and was there
    // when React inserted the element, so no frame shows it unstyled.
    const added = inserted.matching.filter(rule => !before.includes(rule))
    // Its weight is the semibold token (600), and it is the only rule with tabular numbers.
    const addressRule = /font-weight: var\(--vst-font-weight-semibold, 600\);.*font-variant-numeric: tabular-nums/
    expect(
      added.some(rule => addressRule.test(rule)),
      added.join('\n'),
    ).to.equal(true)
    expect(before.some(rule => addressRule.test(rule))).to.equal(false)
    expect(inserted.fontWeight).to.equal('600')
    // Still one sheet, extended in place; still nothing in the host page's head.
    expect(await t.page.evaluate('window.__sheetsBefore')).to.equal(1)
    expect(await hostDocument(t.page)).to.deep.equal({ headStyles: 0, documentSheets: 1, sharesTheModalSheet: true })
    t.assertClean()
  })

  it('styles the All Wallets view the moment it renders', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await watchInsertion(t.page, 'input[type="search"]')
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .click()
    await dialog(t.page).getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    const inserted = await atInsertion(t.page)
    expect(
      inserted.matching.some(rule => /height: 40px/.test(rule)),
      inserted.matching.join('\n'),
    ).to.equal(true)
    expect(inserted.height).to.equal('40px')
    expect(await hostDocument(t.page)).to.deep.equal({ headStyles: 0, documentSheets: 1, sharesTheModalSheet: true })
    // The fixture's directory is a closed loopback port, so the page logs its failed fetch: not asserted clean.
  })
})
