import { expect } from 'chai'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import type { EventLogDocument, VestibuleState } from '../../../core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { comparableStateHash } from '../../../devtools/panel/logic/stateHash'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { until } from '../platform/sandboxRecord'

const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const panel = (page: Page) => page.getByRole('region', { name: 'Vestibule devtools' })
const eventRow = (page: Page, type: string) => panel(page).getByRole('option', { name: new RegExp(` ${type} from `) })

/** A developer's screen: tall enough for the whole modal above the panel docked at the bottom. */
const DEVELOPER_SCREEN = { contextOptions: { viewport: { width: 1600, height: 1400 } } }

async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open Vestibule devtools' }).click()
  await panel(page).waitFor()
}

/** Connects through the sandbox wallet's prompt, as a visitor does. */
async function connectWithPrompt(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
  await accountButton(page).filter({ hasText: 'alice.sandbox.eth' }).waitFor()
}

/** The chunks of the demo's feature plugins (the connectors' and networks' are not among them). */
const FEATURE_PLUGIN_CHUNK = /\/(analytics|names|onramp|pay|portfolio|send|siwx|swaps|walletDirectory)Plugin-[^/]*\.js$/

type LoggedEvent = { type: string; payload: { name?: string }; meta: { seq: number } }

/** Number of requests the page made to the sandbox wallet's approval prompt, read from the log. */
const requestedConnections = (page: Page) =>
  page.evaluate<number>(`window.__appKitInternals.log.events().filter(e => e.type === 'connection/requested').length`)

async function importFile(page: Page, name: string, contents: string): Promise<void> {
  await panel(page)
    .getByLabel('Import log')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) })
}

describe('devtools panel, end to end in the demo (anvil, local API, sandbox wallet)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
  })
  after(() => demo?.stop())

  it('records a connection, shows its diff, and jumping back shows the disconnected buttons with no wallet prompt', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await openPanel(t.page)
    await connectWithPrompt(t.page)

    await eventRow(t.page, 'connection/succeeded').click()
    await panel(t.page).getByRole('tab', { name: 'Diff' }).click()
    const added = panel(t.page).getByRole('region', { name: 'Added' })
    await added.getByText('accounts.eip155.address').waitFor()
    await added.getByText('activeConnectorIds.eip155').waitFor()

    // Causality: the success was caused by the visitor's request.
    await panel(t.page).getByRole('tab', { name: 'Cause' }).click()
    await panel(t.page)
      .getByRole('region', { name: 'Caused by (nearest first)' })
      .getByRole('button', { name: /connection\/requested/ })
      .waitFor()

    const before = await requestedConnections(t.page)
    // The moment the visitor picked the wallet, before the connection was asked for: the view that
    // would start a connection is shown, and starts none.
    await eventRow(t.page, 'router/pushed').first().click()
    await panel(t.page).getByRole('button', { name: 'Jump to this event' }).click()
    await panel(t.page).getByRole('status').filter({ hasText: 'plugins locked' }).waitFor()
    await t.page.getByRole('dialog').getByText('Continue in Sandbox Wallet').waitFor()
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    expect(await accountButton(t.page).count()).to.equal(0)
    // Stepping through the past fires nothing: no prompt, no new request.
    await panel(t.page).getByRole('button', { name: 'Step back' }).click()
    await panel(t.page).getByRole('button', { name: 'Step forward' }).click()
    expect(await walletPrompt(t.page).count()).to.equal(0)
    expect(await requestedConnections(t.page)).to.equal(before)
    // The live state went on underneath.
    expect(
      await t.page.evaluate<string>(`window.__appKitInternals.log.stateAfter(window.__appKitInternals.log.events().at(-1).meta.seq).accounts.eip155.status`),
    ).to.equal('connected')

    await panel(t.page).getByRole('button', { name: 'Resume live' }).click()
    await accountButton(t.page).filter({ hasText: 'alice.sandbox.eth' }).waitFor()
    t.assertClean()
  })

  it('keeps every event while attached from the start, past the log capacity a production page keeps', async () => {
    const t = await openDemoPage(`${demo.pageUrl}?logCapacity=64`, {}, DEVELOPER_SCREEN)
    await openPanel(t.page)
    await t.page.evaluate(`{
      for (let i = 0; i < 150; i++) window.__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'note ' + i, variant: 'info' } })
    }`)
    const held = await t.page.evaluate<{ capacity: number; first: number; last: number; size: number; firstState: boolean }>(`{
      const log = window.__appKitInternals.log
      const events = log.events()
      ;({ capacity: log.capacity, first: events[0].meta.seq, last: events.at(-1).meta.seq, size: log.size, firstState: log.stateAfter(1) !== undefined })
    }`)
    expect(held.capacity).to.equal(Number.POSITIVE_INFINITY)
    expect(held).to.include({ first: 1, size: held.last, firstState: true })
    expect(held.size).to.be.greaterThan(150)
    // Events keep coming (a snackbar hides, a wallet registers late): the panel's count catches up with the log's.
    const count = panel(t.page).getByText(/^\d+ events$/)
    await until(
      async () => [Number((await count.innerText()).split(' ')[0]), await t.page.evaluate<number>('window.__appKitInternals.log.size')] as const,
      ([shown, size]) => shown === size,
    )
    t.assertClean()
  })

  it('filters the log by type and plugin, hides a type, pauses, clears, diffs two events and generates a test', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await connectWithPrompt(t.page)
    await openPanel(t.page)
    const count = panel(t.page).getByText(/^\d+ events$/)

    await panel(t.page).getByLabel('Filter by type').fill('connection/')
    await eventRow(t.page, 'connection/succeeded').waitFor()
    expect(await eventRow(t.page, 'modal/open-requested').count()).to.equal(0)
    await panel(t.page).getByLabel('Filter by type').fill('')
    await panel(t.page).getByLabel('Filter by plugin').selectOption('user')
    await eventRow(t.page, 'modal/open-requested').waitFor()
    expect(await eventRow(t.page, 'connection/succeeded').count()).to.equal(0)
    await panel(t.page).getByLabel('Filter by plugin').selectOption('')

    await eventRow(t.page, 'plugins/registered').first().click()
    await panel(t.page).getByRole('button', { name: 'Hide this type' }).click()
    await panel(t.page).getByRole('button', { name: 'Show plugins/registered again' }).waitFor()
    expect(await eventRow(t.page, 'plugins/registered').count()).to.equal(0)

    // Two events selected (the second with Shift): the diff is between them, and the test covers them.
    await eventRow(t.page, 'modal/open-requested').click()
    await eventRow(t.page, 'connection/succeeded').click({ modifiers: ['Shift'] })
    await panel(t.page).getByRole('tab', { name: 'Diff' }).click()
    await panel(t.page)
      .getByText(/^State after #\d+ → state after #\d+$/)
      .waitFor()
    // Before the visitor picked the wallet there was no account at all: it is added whole.
    await panel(t.page).getByRole('region', { name: 'Added' }).getByText('accounts.eip155', { exact: true }).waitFor()
    await panel(t.page).getByRole('tab', { name: 'Test' }).click()
    await panel(t.page).getByRole('button', { name: 'Generate test' }).click()
    const source = await panel(t.page).getByLabel('Generated test').inputValue()
    expect(source).to.match(/describe\('recorded session, events \d+–\d+'/)
    expect(source).to.include('"type": "connection/succeeded"')

    await panel(t.page).getByRole('button', { name: 'Pause recording' }).click()
    const paused = await count.innerText()
    await t.page.evaluate(`window.__appKit.setThemeMode('dark'); window.__appKit.setThemeMode('light'); undefined`)
    await panel(t.page).getByRole('button', { name: 'Resume recording' }).click()
    expect(await count.innerText()).to.equal(paused)
    await t.page.evaluate(`window.__appKit.setThemeMode('dark'); undefined`)
    await eventRow(t.page, 'theme/mode-changed').waitFor()
    await panel(t.page).getByRole('button', { name: 'Clear' }).click()
    // Events that come later (balance polling) are recorded again; what came before is gone.
    await eventRow(t.page, 'theme/mode-changed').waitFor({ state: 'detached' })
    expect(await eventRow(t.page, 'connection/succeeded').count()).to.equal(0)
    t.assertClean()
  })

  it('skips an event and shows the state recomputed without it', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await connectWithPrompt(t.page)
    await openPanel(t.page)
    await eventRow(t.page, 'connection/succeeded').click()
    await panel(t.page).getByRole('button', { name: 'Skip this event' }).click()
    // Without its success the connection never completed: the button still says it is connecting.
    await t.page.getByRole('button', { name: 'Connecting...' }).waitFor()
    expect(await appState<string | undefined>(t.page, 'accounts.eip155.status')).to.equal('connecting')
    expect(await accountButton(t.page).count()).to.equal(0)
    await panel(t.page).getByRole('button', { name: 'Skip this event' }).click()
    await accountButton(t.page).filter({ hasText: 'alice.sandbox.eth' }).waitFor()
    t.assertClean()
  })

  it('exports a redacted log, and a fresh page replays it to the same final state hash', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await connectWithPrompt(t.page)
    // A secret in the session: redacted in the file, and the replay still hashes the same.
    await t.page.evaluate(
      `window.__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'wc:abc@2?relay-protocol=irn&symKey=0123', variant: 'info' } }); undefined`,
    )
    await openPanel(t.page)
    const [download] = await Promise.all([t.page.waitForEvent('download'), panel(t.page).getByRole('button', { name: 'Export log' }).click()])
    const text = await readFile((await download.path())!, 'utf8')
    const doc = JSON.parse(text) as EventLogDocument
    expect(doc.format).to.equal('vestibule/event-log')
    expect(text).to.not.include('symKey')
    expect(text).to.include('[redacted: WalletConnect pairing URI]')
    const last = doc.events[doc.events.length - 1]!.meta.seq
    const original = await t.page.evaluate<VestibuleState>(`window.__appKitInternals.log.stateAfter(${last})`)
    const originalHash = comparableStateHash(original)

    const fresh = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await openPanel(fresh.page)
    await fresh.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await importFile(fresh.page, 'session.json', text)
    await panel(fresh.page).getByText(`${doc.events.length} / ${doc.events.length} events`).waitFor()
    expect(await panel(fresh.page).getByLabel('Final state hash').innerText()).to.equal(`final state ${originalHash}`)
    // The fresh page shows the recorded visitor's account, with its plugins locked.
    await accountButton(fresh.page).filter({ hasText: 'alice.sandbox.eth' }).waitFor()
    expect(await walletPrompt(fresh.page).count()).to.equal(0)

    // The slider goes back to before the connection.
    const requestedAt = doc.events.findIndex(event => event.type === 'connection/requested')
    await panel(fresh.page).getByRole('slider', { name: 'Replay position' }).fill(String(requestedAt))
    await fresh.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await panel(fresh.page).getByRole('button', { name: 'Resume live' }).click()
    await fresh.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    expect(await appState<string | undefined>(fresh.page, 'accounts.eip155.status')).to.equal(undefined)
    t.assertClean()
    fresh.assertClean()
  })

  it('feature plugins that joined after the visitor connected act on what came before once, and the exported log replays to the same hash', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    // Every feature's plugin chunk is held until the visitor has connected.
    let deliver: () => void = () => {}
    const delivered = new Promise<void>(resolve => (deliver = resolve))
    await t.page.route(FEATURE_PLUGIN_CHUNK, async route => {
      await delivered
      await route.continue()
    })
    await connectWithPrompt(t.page)
    const events = () => t.page.evaluate<LoggedEvent[]>(`window.__appKitInternals.log.events()`)
    const registered = (log: LoggedEvent[], name: string) => log.find(event => event.type === 'plugins/registered' && event.payload.name === name)
    expect(registered(await events(), 'features/walletDirectory')).to.equal(undefined)
    deliver()
    const answered = (known: LoggedEvent[]) =>
      ['names/reverse-fetched', 'walletDirectory/recommended-fetched'].every(type => known.some(event => event.type === type))
    const log = await until(events, answered)
    const connected = log.find(event => event.type === 'connection/succeeded')!.meta.seq
    // They joined late, and each answered the earlier events it was handed once: the wallet
    // directory the intent (through its lazily loaded chunk), the names the connection.
    expect(registered(log, 'features/walletDirectory')!.meta.seq).to.be.greaterThan(connected)
    expect(registered(log, 'features/names')!.meta.seq).to.be.greaterThan(connected)
    expect(log.filter(event => event.type === 'walletDirectory/recommended-fetched')).to.have.length(1)
    expect(log.filter(event => event.type === 'names/reverse-fetched')).to.have.length(1)

    const doc = await t.page.evaluate<EventLogDocument>(`window.__exportLog()`)
    const last = doc.events[doc.events.length - 1]!.meta.seq
    const originalHash = comparableStateHash(await t.page.evaluate<VestibuleState>(`window.__appKitInternals.log.stateAfter(${last})`))
    const fresh = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await openPanel(fresh.page)
    await importFile(fresh.page, 'late.json', JSON.stringify(doc))
    await panel(fresh.page).getByText(`${doc.events.length} / ${doc.events.length} events`).waitFor()
    expect(await panel(fresh.page).getByLabel('Final state hash').innerText()).to.equal(`final state ${originalHash}`)
    t.assertClean()
    fresh.assertClean()
  })

  it('replays at 2x to the end, and warns about a plugin version mismatch and an event type nothing produces', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await openPanel(t.page)
    const doc = (await t.page.evaluate<EventLogDocument>(`window.__exportLog()`)) as EventLogDocument & {
      plugins: { name: string; version: string; kind: string }[]
      events: unknown[]
    }
    doc.plugins[doc.plugins.length - 1] = { ...doc.plugins[doc.plugins.length - 1]!, version: '99.0.0' }
    const last = doc.events[doc.events.length - 1] as EventLogDocument['events'][number]
    doc.events.push({ type: 'modal/opened', payload: {}, meta: { ...last.meta, seq: last.meta.seq + 1, id: `${last.meta.id}-typo` } })
    await panel(t.page).getByRole('radio', { name: '2x' }).waitFor({ state: 'detached' })
    await importFile(t.page, 'old.json', JSON.stringify(doc))
    await panel(t.page).getByRole('status').filter({ hasText: 'was 99.0.0 when recorded' }).waitFor()
    await panel(t.page)
      .getByRole('status')
      .filter({ hasText: `Event of type modal/opened (first #${last.meta.seq + 1}) is produced by neither core nor a plugin the log records` })
      .waitFor()
    await panel(t.page).getByRole('radio', { name: '2x' }).click()
    await panel(t.page)
      .getByRole('button', { name: /Play|Replay again/ })
      .click()
    await panel(t.page).getByText(`${doc.events.length} / ${doc.events.length} events`).waitFor({ timeout: 60_000 })
  })

  it('shows a clear message for a bad import file', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await openPanel(t.page)
    await importFile(t.page, 'notes.json', '{"format":"something-else","events":[]}')
    await panel(t.page).getByRole('alert').filter({ hasText: 'Not a Vestibule event log: expected format "vestibule/event-log"' }).waitFor()
    await importFile(t.page, 'broken.json', '{ not json')
    await panel(t.page).getByRole('alert').filter({ hasText: 'the file is not valid JSON' }).waitFor()
    // The panel goes on working, and the page is live.
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    expect(await t.page.evaluate<boolean>(`window.__appKitInternals.timeTravel.active`)).to.equal(false)
  })

  it('runs the sandbox scenarios: a 4001 rejection, a disconnect from the wallet side, a relay drop', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'auto' }, DEVELOPER_SCREEN)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await openPanel(t.page)
    await panel(t.page).getByRole('tab', { name: 'Scenarios' }).click()
    await panel(t.page).getByRole('button', { name: 'Sandbox wallet rejects the next request (4001)' }).click()
    await panel(t.page).getByRole('status').filter({ hasText: 'done' }).waitFor()
    await t.page.getByRole('button', { name: 'Sign a message' }).click()
    await t.page.locator('output').filter({ hasText: 'Signature failed' }).waitFor()
    await panel(t.page).getByRole('tab', { name: 'Events' }).click()
    await eventRow(t.page, 'rpc/failed').waitFor()

    // The wallet ends the session from its side: the page sees it and shows Connect again.
    await panel(t.page).getByRole('tab', { name: 'Scenarios' }).click()
    await panel(t.page).getByRole('button', { name: 'Disconnect from the wallet side' }).click()
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')

    // The relay drop goes through the page server's control route to the local relay.
    await panel(t.page).getByRole('button', { name: 'Drop the WalletConnect relay connections' }).click()
    await panel(t.page).getByRole('status').filter({ hasText: 'Drop the WalletConnect relay connections: done' }).waitFor()
    t.assertClean()
  })

  it('shows no signature in the Test tab, the Event and Raw tabs, or an export, even when its request is outside what is redacted', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'auto' }, DEVELOPER_SCREEN)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = await until(
      () =>
        t.page.evaluate<string | undefined>(
          `window.__appKitInternals.log.events().find(e => e.type === 'rpc/succeeded' && /^0x[0-9a-f]{130}$/i.test(String(e.payload.result)))?.payload.result`,
        ),
      found => found !== undefined,
    )
    const body = signature!.slice(2, 50)
    await openPanel(t.page)

    // The success alone: the range the test is generated from does not hold its rpc/requested.
    await eventRow(t.page, 'rpc/succeeded').last().click()
    await panel(t.page).getByRole('tab', { name: 'Test' }).click()
    await panel(t.page).getByRole('button', { name: 'Generate test' }).click()
    const source = await panel(t.page).getByLabel('Generated test').inputValue()
    expect(source).to.include('"type": "rpc/succeeded"').and.include('[redacted: signature]')
    expect(source).to.not.include(body)
    await panel(t.page).getByRole('tab', { name: 'Raw' }).click()
    await panel(t.page).getByLabel('Raw JSON').filter({ hasText: '[redacted: signature]' }).waitFor()
    expect(await panel(t.page).getByLabel('Raw JSON').innerText()).to.not.include(body)

    // A log that lost the request (cut by logCapacity, trimmed by hand): imported and exported again, it carries no signature.
    const raw = await t.page.evaluate<EventLogDocument>(`window.__exportLog({ redact: false })`)
    const cut = { ...raw, events: raw.events.filter(event => event.type !== 'rpc/requested') }
    await importFile(t.page, 'cut.json', JSON.stringify(cut))
    await panel(t.page).getByText(`${cut.events.length} / ${cut.events.length} events`).waitFor()
    const [download] = await Promise.all([t.page.waitForEvent('download'), panel(t.page).getByRole('button', { name: 'Export log' }).click()])
    const text = await readFile((await download.path())!, 'utf8')
    expect(text).to.include('[redacted: signature]')
    expect(text).to.not.include(body)
    expect(JSON.stringify(await t.page.evaluate(`window.__exportLog()`))).to.not.include(body)
  })

  it('opens and closes with the keyboard shortcut, and redacts by default', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, DEVELOPER_SCREEN)
    await t.page.getByRole('button', { name: 'Open Vestibule devtools' }).waitFor()
    await t.page.keyboard.press('Alt+Shift+D')
    await panel(t.page).waitFor()
    await t.page.evaluate(
      `window.__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'wc:abc@2?relay-protocol=irn&symKey=0123', variant: 'info' } }); undefined`,
    )
    await eventRow(t.page, 'snackbar/shown').click()
    await panel(t.page).getByRole('tab', { name: 'Raw' }).click()
    const raw = panel(t.page).getByLabel('Raw JSON')
    await raw.filter({ hasText: '[redacted: WalletConnect pairing URI]' }).waitFor()
    expect(await raw.innerText()).to.not.include('symKey')
    await panel(t.page).getByLabel('Reveal secrets').check()
    await raw.filter({ hasText: 'symKey=0123' }).waitFor()
    await t.page.keyboard.press('Alt+Shift+D')
    await panel(t.page).waitFor({ state: 'detached' })
  })
})
