import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { devices } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { generateWalletDirectory, HOSTILE_WALLET_NAMES, SANDBOX_WALLET_RDNS } from '../../../devtools/sandbox/api/walletDirectory/generateWalletDirectory'
import { appState, openDemoPage, waitForState } from './demoPage'
import { QUERY_RETRY_COUNT } from '../../../core/constants'

const DIRECTORY = generateWalletDirectory()
/** What the demo's networks (eip155:31337, 31338) can list: Solana-only wallets are filtered out by `chains`. */
const LISTED = DIRECTORY.filter(wallet => wallet.chains.includes('eip155:31337'))

const dialog = (page: Page) => page.getByRole('dialog')
const grid = (page: Page) => dialog(page).getByRole('grid', { name: 'All wallets' })
const card = (page: Page, name: string | RegExp) => grid(page).getByRole('button', { name })

/** Script strings, not functions: the test runner's transform would add helpers the page lacks. */
const GRID_SCROLLER = `document.querySelector('vestibule-modal').shadowRoot.querySelector('[role="grid"]').parentElement`

/** Counts the page's live object URLs (created, not yet revoked) and the most alive at once. */
const COUNT_OBJECT_URLS = `{
  const live = new Set()
  const create = URL.createObjectURL.bind(URL)
  const revoke = URL.revokeObjectURL.bind(URL)
  window.__objectUrls = { live, max: 0 }
  URL.createObjectURL = object => {
    const url = create(object)
    live.add(url)
    window.__objectUrls.max = Math.max(window.__objectUrls.max, live.size)
    return url
  }
  URL.revokeObjectURL = url => {
    live.delete(url)
    revoke(url)
  }
}`

/** Names of the wallets drawn from /getWalletImage: an image id, and no URL of their own. */
const FETCHED_PICTURES = JSON.stringify(DIRECTORY.filter(wallet => wallet.image_id && !wallet.image_url).map(wallet => wallet.name))

/**
 * The cards in the grid's viewport, once each of them that has a /getWalletImage picture draws it
 * (an img whose src is a blob: URL); undefined until then.
 */
const VISIBLE_CARDS_WITH_PICTURES = `(() => {
  const fetched = new Set(${FETCHED_PICTURES})
  const scroller = ${GRID_SCROLLER}
  const view = scroller.getBoundingClientRect()
  const cards = [...scroller.querySelectorAll('[role="gridcell"] button')].filter(card => {
    const box = card.getBoundingClientRect()
    return box.bottom > view.top && box.top < view.bottom
  })
  const shown = cards.map(card => ({ name: card.children[1].textContent, src: card.querySelector('img')?.getAttribute('src') ?? null }))
  const pictured = shown.filter(card => fetched.has(card.name))
  return pictured.length > 0 && pictured.every(card => card.src?.startsWith('blob:')) ? shown : undefined
})()`

async function openAllWallets(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // Once its count shows: the directory's rows above it have arrived, so it no longer moves.
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .filter({ hasText: /\d/ })
    .click()
  await grid(page).waitFor()
}

describe('All Wallets, end to end on the sandbox directory (1,200 wallets)', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  it('shows the count badge, then pages through every page by scrolling, keeping the DOM small', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // The recommended fetch at start gives the count: the badge reads it rounded to tens.
    await dialog(t.page)
      .waitFor({ state: 'detached' })
      .catch(() => undefined)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .filter({ hasText: '1,080' })
      .waitFor()
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .click()
    await grid(t.page).waitFor()
    const pages = Math.ceil((LISTED.length - 4) / 40)
    let maxCards = 0
    await waitForState(t.page, 'slices.walletDirectory.page', 1, 20_000)
    for (let page = 2; page <= pages; page++) {
      // As a visitor does: scroll to the bottom, again while the rows just fetched are still being
      // drawn (a scroll made before they render lands on the old bottom), until the next page is in.
      await t.page.waitForFunction(
        `(() => { const scroller = ${GRID_SCROLLER}; scroller.scrollTop = scroller.scrollHeight; return window.__appKit.getState().slices.walletDirectory.page >= ${page} })()`,
        undefined,
        { timeout: 20_000, polling: 100 },
      )
      maxCards = Math.max(maxCards, await grid(t.page).getByRole('gridcell').count())
    }
    expect(await appState<unknown[]>(t.page, 'slices.walletDirectory.listings')).to.have.length(LISTED.length - 4)
    // The last wallet of the directory is drawn at the bottom; the DOM holds a window, not 1,080 cards.
    await t.page.evaluate(`{ const scroller = ${GRID_SCROLLER}; scroller.scrollTop = scroller.scrollHeight; undefined }`)
    await card(t.page, LISTED.at(-1)!.name).waitFor()
    expect(maxCards).to.be.greaterThan(0).and.lessThan(60)
    expect(await grid(t.page).getByRole('gridcell').count()).to.be.lessThan(60)
    t.assertClean()
  })

  it("draws the cards' /getWalletImage pictures as object URLs, keeps only the shown ones alive while scrolling 5 pages down and back, and fetches none twice", async () => {
    demo.sandbox.api.requests.length = 0
    const t = await openDemoPage(demo.pageUrl, {}, { initScript: COUNT_OBJECT_URLS })
    await openAllWallets(t.page)
    await waitForState(t.page, 'slices.walletDirectory.page', 1, 20_000)
    const visible = async () =>
      (await t.page.waitForFunction(VISIBLE_CARDS_WITH_PICTURES, undefined, { timeout: 20_000, polling: 50 })).jsonValue() as Promise<
        { name: string; src: string | null }[]
      >
    const firstScreen = await visible()
    const objectUrls = () =>
      t.page.evaluate<{ live: number; max: number; cache: number }>(
        `({ live: window.__objectUrls.live.size, max: window.__objectUrls.max, cache: window.__appKit.registry.get('vestibule/api-images').liveUrls() })`,
      )
    const cardCount = () => grid(t.page).getByRole('gridcell').count()
    let maxCards = await cardCount()
    let maxLive = (await objectUrls()).live
    const seen = new Set(firstScreen.map(card => card.name))
    // Down, a grid's height at a time, as a visitor scrolls: rows leave the window and new pages load at the bottom.
    for (let step = 1; step <= 80; step++) {
      const { page, atBottom } = await t.page.evaluate<{ page: number; atBottom: boolean }>(
        `(() => { const scroller = ${GRID_SCROLLER}; scroller.scrollTop += scroller.clientHeight; return { page: window.__appKit.getState().slices.walletDirectory.page, atBottom: scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1 } })()`,
      )
      for (const card of await visible()) seen.add(card.name)
      maxCards = Math.max(maxCards, await cardCount())
      maxLive = Math.max(maxLive, (await objectUrls()).live)
      if (page >= 5 && atBottom) break
    }
    expect(await appState<number>(t.page, 'slices.walletDirectory.page')).to.be.at.least(5)
    expect(seen.size).to.be.greaterThan(150)
    // And back to the top: the first wallets' pictures are drawn again.
    for (let step = 1; step <= 80; step++) {
      const top = await t.page.evaluate<boolean>(
        `(() => { const scroller = ${GRID_SCROLLER}; scroller.scrollTop -= scroller.clientHeight; return scroller.scrollTop === 0 })()`,
      )
      await visible()
      maxCards = Math.max(maxCards, await cardCount())
      maxLive = Math.max(maxLive, (await objectUrls()).live)
      if (top) break
    }
    // The grid draws the window of a new scroll position on its next frame: until then the cards in
    // view are those of the old window. Wait for the top one; if it never comes, the assertion below
    // says what was drawn instead.
    const firstNames = JSON.stringify(firstScreen.map(card => card.name))
    await t.page
      .waitForFunction(
        `(() => { const shown = ${VISIBLE_CARDS_WITH_PICTURES}; return !!shown && JSON.stringify(shown.map(card => card.name)) === ${JSON.stringify(firstNames)} })()`,
        undefined,
        { timeout: 20_000, polling: 50 },
      )
      .catch(() => undefined)
    const again = await visible()
    expect(again.map(card => card.name)).to.deep.equal(firstScreen.map(card => card.name))

    // (b) Only what is shown holds an object URL: never more alive than cards rendered, whatever was scrolled through.
    const { live, max, cache } = await objectUrls()
    expect(maxCards).to.be.greaterThan(0).and.lessThan(60)
    expect(max, `most object URLs alive at once, ${maxCards} cards rendered at most`).to.be.at.most(maxCards + 4)
    expect(maxLive).to.be.at.most(maxCards + 4)
    expect(live).to.be.at.most(await cardCount())
    expect(cache).to.equal(live)
    // (c) The blobs were kept: every picture was asked for once, those of the first screen included.
    const imagePaths = demo.sandbox.api.requests.filter(request => request.path.startsWith('/getWalletImage/')).map(request => request.path)
    expect(imagePaths.length).to.be.greaterThan(150)
    expect(new Set(imagePaths).size).to.equal(imagePaths.length)
    // Nothing of the pictures is in state: it stays JSON, replayable elsewhere.
    expect(await t.page.evaluate<string>('JSON.stringify(window.__appKit.getState())')).to.not.contain('blob:')
    t.assertClean()
  })

  it("Connect view: directory wallets' pictures come from /getWalletImage, the installed wallet keeps its EIP-6963 icon, and without a project id the bundled wallets' own pictures are drawn with no image request", async () => {
    demo.sandbox.api.requests.length = 0
    const t = await openDemoPage(demo.pageUrl)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await t.page.waitForFunction(`window.__appKit.getState().slices.walletDirectory?.recommended.length === 4`)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const rows = dialog(t.page).getByRole('list', { name: 'Wallets' })
    const recommended = await appState<{ name: string; rdns: string | null; image_id: string | null; image_url: string | null }[]>(
      t.page,
      'slices.walletDirectory.recommended',
    )
    // Listings of the installed wallet (by rdns) are shown as it, once: the rest are drawn from the directory.
    const pictured = recommended.filter(wallet => wallet.image_id && !wallet.image_url && wallet.rdns !== SANDBOX_WALLET_RDNS)
    expect(pictured.length).to.be.greaterThan(0)
    for (const wallet of pictured) await rows.locator(`img[alt="${wallet.name}"][src^="blob:"]`).waitFor()
    // The installed wallet is drawn from its connector: the icon it announced, as it announced it.
    expect(await rows.getByRole('img', { name: 'Sandbox Wallet' }).getAttribute('src')).to.match(/^data:image\//)
    const imagePaths = demo.sandbox.api.requests.filter(request => request.path.startsWith('/getWalletImage/')).map(request => request.path)
    expect(imagePaths).to.include.members(pictured.map(wallet => `/getWalletImage/${wallet.image_id}`))
    t.assertClean()

    // No vendor account (issue 16): no image cache, no image request; the bundled wallets carry their own pictures.
    demo.sandbox.api.requests.length = 0
    const u = await openDemoPage(demo.pageUrl, { noProjectId: true })
    await u.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const metaMask = dialog(u.page).getByRole('list', { name: 'Wallets' }).getByRole('img', { name: 'MetaMask' })
    await metaMask.waitFor()
    expect(await metaMask.getAttribute('src')).to.match(/^data:image\/svg\+xml,/)
    expect(await u.page.evaluate<boolean>(`window.__appKit.registry.has('vestibule/api-images')`)).to.equal(false)
    expect(demo.sandbox.api.requests.map(request => request.path)).to.deep.equal([])
    u.assertClean()
  })

  it('lists the installed sandbox wallet first, once (two listings share its rdns), and connects it as a browser wallet', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAllWallets(t.page)
    const first = grid(t.page).getByRole('gridcell').first()
    await first.filter({ hasText: 'Installed' }).waitFor()
    expect(await first.innerText()).to.contain('Sandbox Wallet')
    expect(
      await grid(t.page)
        .getByRole('button', { name: /Sandbox Wallet/ })
        .count(),
    ).to.equal(1)
    await first.getByRole('button').click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    t.assertClean()
  })

  it('opens WalletConnect for a wallet that is not installed, naming it by walletId', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAllWallets(t.page)
    const wallet = LISTED[2]!
    await card(t.page, wallet.name).click()
    await waitForState(t.page, 'modal.view', 'ConnectingWalletConnect')
    expect(await appState(t.page, 'modal.data')).to.deep.equal({ walletId: wallet.id })
  })

  it('searches: a hit lists the matches, a miss says so, clearing brings the whole list back', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAllWallets(t.page)
    const search = dialog(t.page).getByRole('searchbox', { name: 'Search wallet' })
    const target = LISTED[40]!
    await search.fill(`  ${target.name.toUpperCase()}  `)
    await waitForState(t.page, 'slices.walletDirectory.search.resultQuery', target.name.toUpperCase())
    expect(await grid(t.page).getByRole('gridcell').allInnerTexts()).to.deep.equal([target.name])
    expect((await appState<{ query: Record<string, string> }[]>(t.page, 'slices.walletDirectory.search.listings')).length).to.equal(1)
    const searched = demo.sandbox.api.requests.filter(r => r.query.search === target.name.toUpperCase())
    expect(searched.at(-1)!.query).to.include({ entries: '100' })
    await search.fill('no such wallet anywhere')
    await dialog(t.page).getByText('No Wallet found').waitFor()
    await search.fill('')
    await card(t.page, /Sandbox Wallet/).waitFor()
    t.assertClean()
  })

  it('renders hostile wallet names and image URLs as inert text', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const dialogs: string[] = []
    t.page.on('dialog', d => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await openAllWallets(t.page)
    const search = dialog(t.page).getByRole('searchbox', { name: 'Search wallet' })
    await search.fill('<')
    for (const name of HOSTILE_WALLET_NAMES) await grid(t.page).getByText(name, { exact: true }).first().waitFor()
    await search.fill(DIRECTORY[3]!.name)
    await card(t.page, DIRECTORY[3]!.name).waitFor()
    const injected = await t.page.evaluate<number>(
      `document.querySelector('vestibule-modal').shadowRoot.querySelectorAll('img[src="x"], script, svg[onload], [onerror]').length`,
    )
    expect(injected).to.equal(0)
    expect(dialogs).to.deep.equal([])
    t.assertClean()
  })

  it('orders featured wallets as configured, leaves excluded ones out, and lists only included ones when given', async () => {
    const featured = [LISTED[12]!, LISTED[11]!]
    const excluded = LISTED[20]!
    const t = await openDemoPage(demo.pageUrl, { directory: { featuredWalletIds: featured.map(w => w.id), excludeWalletIds: [excluded.id] } })
    // Focus on the button is intent: the directory feature loads and prefetches then.
    await t.page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await t.page.waitForFunction(`window.__appKit.getState().slices.walletDirectory?.recommended.length === 4`)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const rows = dialog(t.page).getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await rows.filter({ hasText: featured[0]!.name }).waitFor()
    const names = await rows.allInnerTexts()
    // SPEC §1: walletConnect, injected (the sandbox wallet), featured in the configured order, recommended, then All Wallets.
    // Two of the 4 recommended are the installed sandbox wallet (by rdns): it is shown once, as installed.
    expect(names.map(name => name.split('\n')[0])).to.deep.equal([
      'WalletConnect',
      'Sandbox Wallet',
      featured[0]!.name,
      featured[1]!.name,
      LISTED[2]!.name,
      LISTED[3]!.name,
      'All Wallets',
    ])
    expect(names.at(-1)).to.contain('1,070+')
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .click()
    await grid(t.page).waitFor()
    const cards = await grid(t.page).getByRole('gridcell').allInnerTexts()
    expect(cards.slice(0, 3).map(text => text.split('\n')[0])).to.deep.equal(['Sandbox Wallet', featured[0]!.name, featured[1]!.name])
    await waitForState(t.page, 'slices.walletDirectory.page', 1)
    const listed = await appState<{ id: string }[]>(t.page, 'slices.walletDirectory.listings')
    expect(listed.map(l => l.id)).to.not.include(excluded.id)

    const included = [LISTED[4]!, LISTED[7]!, LISTED[8]!]
    const u = await openDemoPage(demo.pageUrl, { directory: { includeWalletIds: included.map(w => w.id) } })
    await openAllWallets(u.page)
    await card(u.page, included[2]!.name).waitFor()
    const onlyIncluded = await grid(u.page).getByRole('gridcell').allInnerTexts()
    expect(onlyIncluded.map(text => text.split('\n')[0]).sort()).to.deep.equal(included.map(w => w.name).sort())
  })

  it('on a phone, hides wallets without a mobile link (SPEC §5)', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { ...devices['Pixel 7'] } })
    await openAllWallets(t.page)
    const withLink = LISTED.slice(4, 40).filter(w => w.mobile_link)
    const withoutLink = LISTED.slice(4, 40).filter(w => !w.mobile_link)
    expect(withoutLink.length).to.be.greaterThan(0)
    await card(t.page, withLink[0]!.name).waitFor()
    await waitForState(t.page, 'slices.walletDirectory.status', 'ready')
    const shown = (await grid(t.page).getByRole('gridcell').allInnerTexts()).map(text => text.split('\n')[0])
    expect(shown).to.include.members(withLink.slice(0, 4).map(w => w.name))
    for (const wallet of withoutLink) expect(shown).to.not.include(wallet.name)
    // The directory did send them: the rule is the client's (SPEC §5).
    const listed = await appState<{ id: string }[]>(t.page, 'slices.walletDirectory.listings')
    expect(listed.map(l => l.id)).to.include(withoutLink[0]!.id)
  })

  it('shows an error when the directory answers 500, and Try again loads the wallets', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // The start-up fetches are done; the next /getWallets (the first page) fails.
    // Focus on the button is intent: the directory feature loads and prefetches then.
    await t.page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await t.page.waitForFunction(`window.__appKit.getState().slices.walletDirectory?.recommended.length === 4`)
    // Every /getWallets fails until the error shows (a count of failures could be shared out between
    // the first page's read and its retries and another read of the directory under way).
    demo.sandbox.api.fail('/getWallets', { status: 500, times: 100 * (QUERY_RETRY_COUNT + 1) })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .click()
    const alert = dialog(t.page).getByRole('alert')
    await alert.getByText('Something went wrong').waitFor()
    demo.sandbox.api.clearFaults()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await card(t.page, /Sandbox Wallet/).waitFor()
    // Waited for, not read once: the grid may already be asking for the next page ('loading') when the first shows.
    await waitForState(t.page, 'slices.walletDirectory.status', 'ready')
  })

  it("speaks the page's locale from the feature's own messages, right to left in Arabic: title, search box, grid, arrows", async () => {
    const t = await openDemoPage(`${demo.pageUrl}?locale=ar`)
    await t.page.getByRole('button', { name: 'ربط المحفظة' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /كل المحافظ/ })
      .click()
    const allWallets = t.page.getByRole('dialog', { name: 'كل المحافظ' })
    const arabicGrid = allWallets.getByRole('grid', { name: 'كل المحافظ' })
    await allWallets.getByRole('searchbox', { name: 'ابحث عن محفظة' }).waitFor()
    await waitForState(t.page, 'slices.walletDirectory.status', 'ready')
    const cells = arabicGrid.getByRole('gridcell')
    await cells.first().filter({ hasText: 'مثبّتة' }).waitFor()
    // The first card on the right, the next one to its left: ArrowLeft moves forward.
    const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()]
    expect(first!.x).to.be.greaterThan(second!.x)
    await cells.nth(0).getByRole('button').focus()
    await t.page.keyboard.press('ArrowLeft')
    const focusedIndex = await t.page.evaluate<string | undefined>(`document.querySelector('vestibule-modal').shadowRoot.activeElement?.dataset.index`)
    expect(focusedIndex).to.equal('1')
    await allWallets.getByRole('searchbox', { name: 'ابحث عن محفظة' }).fill('no such wallet anywhere')
    await allWallets.getByText('لم يُعثر على أي محفظة').waitFor()
    t.assertClean()
  })

  it('moves through the grid with the arrow keys, Home and End', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAllWallets(t.page)
    await waitForState(t.page, 'slices.walletDirectory.status', 'ready')
    const first = grid(t.page).getByRole('gridcell').first().getByRole('button')
    await first.focus()
    const focusedName = () => t.page.evaluate<string>(`document.querySelector('vestibule-modal').shadowRoot.activeElement?.innerText.split('\\n')[0] ?? ''`)
    const names = (await grid(t.page).getByRole('gridcell').allInnerTexts()).map(text => text.split('\n')[0])
    await t.page.keyboard.press('ArrowRight')
    expect(await focusedName()).to.equal(names[1])
    await t.page.keyboard.press('ArrowDown')
    expect(await focusedName()).to.equal(names[5])
    await t.page.keyboard.press('ArrowLeft')
    expect(await focusedName()).to.equal(names[4])
    await t.page.keyboard.press('ArrowUp')
    expect(await focusedName()).to.equal(names[0])
    await t.page.keyboard.press('End')
    const rows = await appState<unknown[]>(t.page, 'slices.walletDirectory.listings')
    await t.page.waitForFunction(`document.querySelector('vestibule-modal').shadowRoot.activeElement?.dataset.index === '${rows.length + 4 - 1 - 1}'`)
    await t.page.keyboard.press('Home')
    // Home scrolls back to the top first: the first card is rendered again, then focused.
    await t.page.waitForFunction(`document.querySelector('vestibule-modal').shadowRoot.activeElement?.dataset.index === '0'`)
    expect(await focusedName()).to.equal(names[0])
  })
})
