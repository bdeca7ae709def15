import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { readAnalyticsRecord, until } from './sandboxRecord'

const dialog = (page: Page) => page.getByRole('dialog')
const analyticsRequests = (demo: Demo) => demo.sandbox.api.requests.filter(request => request.path === '/e' || request.path === '/getAnalyticsConfig')

/** Opens the modal and closes it: SPEC §7 tracks both (MODAL_OPEN, MODAL_CLOSE). */
async function openAndClose(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).waitFor()
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}

describe('consent-first analytics against the sandbox (issue 16)', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  beforeEach(() => {
    demo.sandbox.api.analytics.clear()
    demo.sandbox.api.clearRequests()
  })
  afterEach(() => demo.sandbox.api.clearFaults())

  it('holds events while consent is pending (no request to the analytics endpoint), and sends them in one batch once granted, without the address', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAndClose(t.page)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await waitForState(t.page, 'slices.analytics.consent', 'pending')
    const held = await appState<{ props: { event: string } }[]>(t.page, 'slices.analytics.pending')
    expect(held.map(record => record.props.event)).to.include.members(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS'])
    // subscribeEvents reports AppKit's SELECT_WALLET and CLICK_* too (one mapping); only SPEC §7's tracked events leave.
    expect(held.map(record => record.props.event)).to.not.include('SELECT_WALLET')
    expect(analyticsRequests(demo)).to.deep.equal([])

    await t.page.getByRole('button', { name: 'Allow analytics' }).click()
    const record = await until(
      () => readAnalyticsRecord(demo.sandbox.apiUrl),
      body => body.events.length >= held.length,
    )
    expect(record.batches).to.equal(1)
    expect(record.events.map(event => event.props.event)).to.include.members(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS'])
    expect(record.events.map(event => event.props.event)).not.to.include('MODAL_CREATED')
    const address = await appState<string>(t.page, 'accounts.eip155.address')
    const sent = JSON.stringify(record.events)
    expect(sent).not.to.include(address.slice(2).toLowerCase())
    expect(sent).not.to.include(address.slice(2))
    for (const event of record.events) {
      expect(event).to.include.keys('eventId', 'url', 'domain', 'timestamp', 'props')
      expect(event.projectId).to.equal(demo.config.projectId)
      expect(event.props).not.to.have.property('address')
    }
    const post = demo.sandbox.api.requests.find(request => request.path === '/e')!
    expect(post.query).to.include.keys('projectId', 'st', 'sv')
    await waitForState(t.page, 'slices.analytics.pending', [])
    t.assertClean()
  })

  it('sends the page URL without its query and fragment, and no address of any namespace, email (typed or encoded) or pairing URI', async () => {
    const solana = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
    const evm = '52908400098527886E0F7030069857D2E4169EE7'
    const symKey = '58'.repeat(32)
    const t = await openDemoPage(`${demo.pageUrl}?ref=visitor%40example.com&wallet=${solana}#access_token=opaque-secret-123`, { analyticsConsent: 'granted' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .filter({ hasText: /\d/ })
      .click()
    const search = dialog(t.page).getByRole('searchbox', { name: 'Search wallet' })
    // What a visitor may paste into the search: each is tracked (SPEC §7 SEARCH_WALLET), scrubbed.
    const pasted = [solana, evm, 'someone%40example.org', 'visitor@example.com', `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${symKey}`]
    for (const text of pasted) {
      await search.fill(text)
      await waitForState(t.page, 'slices.walletDirectory.search.resultQuery', text)
    }
    const record = await until(
      () => readAnalyticsRecord(demo.sandbox.apiUrl),
      body => body.events.filter(event => event.props.event === 'SEARCH_WALLET').length >= pasted.length,
    )
    const sent = JSON.stringify(record.events)
    for (const secret of [solana, evm, 'someone', 'visitor', 'opaque-secret-123', 'access_token', symKey]) expect(sent, secret).to.not.include(secret)
    for (const event of record.events) {
      expect(event.url).to.equal(new URL(demo.pageUrl).origin + new URL(demo.pageUrl).pathname)
      expect(event.domain).to.equal(new URL(demo.pageUrl).host)
    }
    t.assertClean()
  })

  it('drops what was held when consent is denied, and never calls the analytics endpoint', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAndClose(t.page)
    await until(
      () => appState<unknown[] | undefined>(t.page, 'slices.analytics.pending'),
      pending => (pending?.length ?? 0) >= 2,
    )
    await t.page.getByRole('button', { name: 'Refuse analytics' }).click()
    await waitForState(t.page, 'slices.analytics.consent', 'denied')
    expect(await appState(t.page, 'slices.analytics.pending')).to.deep.equal([])
    expect(await appState<number>(t.page, 'slices.analytics.dropped')).to.be.at.least(2)
    await openAndClose(t.page)
    expect(await appState(t.page, 'slices.analytics.pending')).to.deep.equal([])
    expect(analyticsRequests(demo)).to.deep.equal([])
    expect((await readAnalyticsRecord(demo.sandbox.apiUrl)).events).to.deep.equal([])
    t.assertClean()
  })

  it('a failing analytics endpoint drops its batch and leaves the modal working', async () => {
    demo.sandbox.api.fail('/e', { status: 500, times: 5 })
    const t = await openDemoPage(demo.pageUrl, { analyticsConsent: 'granted' })
    await openAndClose(t.page)
    await waitForState(t.page, 'slices.analytics.failedBatches', 1)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    expect(t.pageErrors).to.deep.equal([])
    expect((await readAnalyticsRecord(demo.sandbox.apiUrl)).events).to.deep.equal([])
  })

  it('drops a malformed /getAnalyticsConfig answer with a logged error: nothing is sent, the modal works', async () => {
    demo.sandbox.api.fail('/getAnalyticsConfig', { status: 200, body: { isAnalyticsEnabled: 'yes' } })
    const t = await openDemoPage(demo.pageUrl, { analyticsConsent: 'granted' })
    await openAndClose(t.page)
    await waitForState(t.page, 'slices.analytics.enabled', false)
    expect(t.consoleErrors.join('\n')).to.include('The analytics configuration was dropped')
    await openAndClose(t.page)
    expect(demo.sandbox.api.requests.filter(request => request.path === '/e')).to.deep.equal([])
    expect(t.pageErrors).to.deep.equal([])
  })

  it('the devtools Platform tab shows what analytics held and what it sent', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAndClose(t.page)
    await t.page.evaluate(`window.__devtools.open()`)
    await t.page.getByRole('tab', { name: 'Platform' }).click()
    await t.page.getByRole('table', { name: 'Analytics held' }).getByRole('cell', { name: 'MODAL_OPEN' }).waitFor()
    // The docked panel covers the page's banner: answer it from the keyboard.
    await t.page.getByRole('button', { name: 'Allow analytics' }).press('Enter')
    await t.page.getByRole('table', { name: 'Analytics sent' }).getByRole('cell', { name: 'MODAL_OPEN' }).waitFor()
    expect(await t.page.getByLabel('Analytics status').innerText()).to.match(/Consent granted; project analytics on; held 0/)
  })
})
