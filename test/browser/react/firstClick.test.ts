import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { focusInsideNextFrame } from '../dialogFocus'
import { buildAndServePage, newPage, type ServedPage, type TestPage } from '../harness'
import { waitForState } from '../appState'

// Issue 27: the first click answers at once. The page (test/fixtures/hosted: injected and
// WalletConnect, hosted services at their defaults, every request off the machine refused)
// prepares the modal's first view while it is idle; the WalletConnect client never delays a view;
// a click before any of that still gets a dialog in its own frame.

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })
const inModal = (selector: string) => `document.querySelector('vestibule-modal')?.shadowRoot?.querySelector(${JSON.stringify(selector)})`
const CONNECT_VIEW = '[data-view="Connect"]'
const WALLET_CONNECT_CHUNK = /walletConnectSession/

/**
 * Records, in the page, when the next click happened and when the Connect view was first painted
 * visibly after it (`window.__shown`: both on `performance.now()`'s clock).
 */
const timeNextClick = `{
  window.__shown = new Promise(resolve => {
    document.addEventListener('click', event => {
      const clickedAt = event.timeStamp
      const frame = () => requestAnimationFrame(() => {
        const view = ${inModal(CONNECT_VIEW)}
        if (!view?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return frame()
        resolve({ clickedAt, shownAt: performance.now() })
      })
      frame()
    }, { capture: true, once: true })
  })
  undefined
}`

describe('the first click answers at once (issue 27)', function () {
  this.timeout(60_000)
  let site: ServedPage
  let t: TestPage
  before(async () => {
    site = await buildAndServePage({ entry: 'test/fixtures/hosted/main.tsx', body: '<div id="root"></div>' })
  })
  after(() => site.close())
  afterEach(() => t?.close())

  async function openIdle(): Promise<void> {
    t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 } } })
    await t.page.goto(site.url)
    await connectButton(t.page).waitFor()
    // The page's idle time drew the closed card (hidden), with its first view.
    await t.page.waitForFunction(`Boolean(${inModal(`[role="dialog"] ${CONNECT_VIEW}`)})`)
    await t.page.waitForLoadState('networkidle')
  }

  it('prepares the first view while the page is idle: a click then shows the Connect view with every script request held back, and nothing went to a hosted service before it', async () => {
    await openIdle()
    await waitForState(t.page, 'intentShown', false)
    expect(t.outsideRequests, 'requests off the machine before intent').to.deep.equal([])
    expect(await t.page.evaluate(`${inModal('[role="dialog"]')}.checkVisibility({ visibilityProperty: true })`), 'the prepared card is hidden').to.equal(false)

    // No chunk is on the click's path: with every script the click asks for held back (the intent's
    // own work, the next views' preloads), the Connect view still shows, with its wallets.
    const held: string[] = []
    await t.page.route(/\.js$/, route => void held.push(new URL(route.request().url()).pathname))
    await connectButton(t.page).click()
    const modal = t.page.getByRole('dialog', { name: 'Connect Wallet' })
    await modal.locator(CONNECT_VIEW).waitFor()
    await modal.getByRole('button', { name: /WalletConnect/ }).waitFor()
    expect(held.length, 'the click did ask for scripts, which were held').to.be.greaterThan(0)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('loads the WalletConnect client only after the Connect view showed, once the open modal is idle', async () => {
    await openIdle()
    const before = await t.page.evaluate(() => performance.getEntriesByType('resource').filter(entry => /walletConnectSession/.test(entry.name)).length)
    expect(before, 'WalletConnect client fetched before the click').to.equal(0)

    await t.page.evaluate(timeNextClick)
    const walletConnectChunk = t.page.waitForEvent('requestfinished', request => WALLET_CONNECT_CHUNK.test(request.url()))
    await connectButton(t.page).click()
    const { shownAt } = await t.page.evaluate<{ clickedAt: number; shownAt: number }>('window.__shown')
    await walletConnectChunk
    const fetchedAt = await t.page.evaluate(() => performance.getEntriesByType('resource').find(entry => /walletConnectSession/.test(entry.name))!.startTime)
    expect(fetchedAt, 'the WalletConnect client was fetched after the view was painted').to.be.greaterThan(shownAt)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('answers a click from script in the frame the button first paints with a dialog holding focus, then fills it with the Connect view', async () => {
    t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 } } })
    // In the first frame that shows the button, click it; in the next one, look at what the visitor sees.
    await t.page.addInitScript(`{
      window.__earlyClick = new Promise(resolve => {
        const frame = () => requestAnimationFrame(() => {
          const button = [...document.querySelectorAll('button')].find(element => element.textContent.trim() === 'Connect Wallet')
          if (!button?.checkVisibility({ visibilityProperty: true })) return frame()
          const modalLoaded = Boolean(${inModal('[role="dialog"]')})
          button.click()
          // Whenever the modal's tree changes from here on (the card replaced by the modal, the
          // view drawn), focus must be inside the dialog, with no frame in between.
          const root = document.querySelector('vestibule-modal').shadowRoot
          window.__focusOutside = 0
          new MutationObserver(() => {
            if (!root.querySelector('[role="dialog"]')?.contains(root.activeElement)) window.__focusOutside++
          }).observe(root, { childList: true, subtree: true })
          requestAnimationFrame(() => {
            const root = document.querySelector('vestibule-modal')?.shadowRoot
            const dialog = root?.querySelector('[role="dialog"]')
            resolve({
              modalLoaded,
              dialogShown: Boolean(dialog?.checkVisibility({ visibilityProperty: true })),
              named: dialog?.getAttribute('aria-modal') === 'true' && Boolean(dialog?.getAttribute('aria-labelledby')),
              focusInside: Boolean(dialog && root && dialog.contains(root.activeElement)),
            })
          })
        })
        frame()
      })
    }`)
    await t.page.goto(site.url)
    const early = await t.page.evaluate<{ modalLoaded: boolean; dialogShown: boolean; named: boolean; focusInside: boolean }>('window.__earlyClick')
    expect(early.modalLoaded, 'the click came before the modal was prepared').to.equal(false)
    expect(early, 'the frame after the click').to.deep.include({ dialogShown: true, named: true, focusInside: true })
    const modal = t.page.getByRole('dialog', { name: 'Connect Wallet' })
    await modal.locator(CONNECT_VIEW).waitFor()
    expect(await focusInsideNextFrame(t.page)).to.equal(true)
    expect(await t.page.evaluate('window.__focusOutside'), 'changes to the modal that left focus outside its dialog').to.equal(0)
    await waitForState(t.page, 'modal.view', 'Connect')
    expect(t.pageErrors).to.deep.equal([])
  })

  it('after a click from script in the first frame, fetches the work the Connect view does not need (options check, project configuration) only once it showed', async () => {
    t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 } } })
    await t.page.addInitScript(`{
      ${timeNextClick}
      const frame = () => requestAnimationFrame(() => {
        const button = [...document.querySelectorAll('button')].find(element => element.textContent.trim() === 'Connect Wallet')
        if (!button?.checkVisibility({ visibilityProperty: true })) return frame()
        button.click()
      })
      frame()
    }`)
    await t.page.goto(site.url)
    const { shownAt } = await t.page.evaluate<{ clickedAt: number; shownAt: number }>('window.__shown')
    // The features join, and the project configuration is asked for (refused: hosted defaults).
    await t.page.waitForFunction(`performance.getEntriesByType('resource').some(entry => /fetchProjectConfig/.test(entry.name))`)
    await t.page.waitForLoadState('networkidle')
    const deferred = await t.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(entry => /\/(intentOptionsCheck|fetchProjectConfig)-[^/]*\.js$/.test(entry.name))
        .map(entry => ({ name: new URL(entry.name).pathname.split('/').pop()!, startTime: entry.startTime })),
    )
    const names = deferred.map(entry => entry.name.replace(/-.*/, ''))
    expect(names, 'what the intent loaded').to.include.members(['fetchProjectConfig'])
    for (const entry of deferred) expect(entry.startTime, `${entry.name} was fetched after the view showed`).to.be.greaterThan(shownAt)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('closes the early card with Escape before the modal arrived, and a later click opens the modal', async () => {
    t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 } } })
    // The early card is what an open modal shows until its chunk is in: hold the chunk back.
    let release: () => void = () => undefined
    const released = new Promise<void>(resolve => (release = resolve))
    await t.page.route(/ModalShell/, async route => {
      await released
      await route.continue()
    })
    await t.page.goto(site.url)
    await connectButton(t.page).waitFor()
    await t.page.evaluate(() => (window as unknown as { __appKit: { open(): Promise<void> } }).__appKit.open())
    const card = t.page.locator('vestibule-modal [data-modal-placeholder]')
    await card.waitFor()
    const modal = t.page.getByRole('dialog', { name: 'Connect Wallet' })
    expect(await modal.count()).to.equal(1)
    expect(await card.evaluate(element => element === (element.getRootNode() as ShadowRoot).activeElement)).to.equal(true)
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'modal.isOpen', false)
    await card.waitFor({ state: 'detached' })

    release()
    await connectButton(t.page).click()
    await modal.locator(CONNECT_VIEW).waitFor()
    expect(await card.count()).to.equal(0)
    expect(t.pageErrors).to.deep.equal([])
  })
})
