import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { waitForState } from '../appState'
import { buildAndServePage, newPage, type ServedPage } from '../harness'

/** A string zod's core names every schema class with; minifying keeps it. */
const ZOD_MARK = '$ZodType'

describe("a first visit's production page downloads no zod before intent (issue 11 item 3)", function () {
  this.timeout(60_000)
  let site: ServedPage
  let zodChunks: string[]
  before(async () => {
    // minify: a production build (NODE_ENV 'production'), as a host ships it.
    site = await buildAndServePage({ entry: 'test/fixtures/lazyZod/main.tsx', body: '<div id="root"></div>', minify: true })
    zodChunks = site.build.files
      .filter(file => file.path.endsWith('.js') && readFileSync(file.path, 'utf8').includes(ZOD_MARK))
      .map(file => path.basename(file.path))
  })
  after(() => site.close())

  it('loads no chunk holding zod until the visitor points at the button, then reports the invalid option on the console', async () => {
    // The build does hold zod, in lazy chunks: the check below is not vacuous.
    expect(zodChunks).to.not.deep.equal([])
    const t = await newPage()
    const scripts: string[] = []
    t.page.on('request', request => {
      if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname))
    })
    await t.page.goto(site.url)
    const button = t.page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor()
    await t.page.evaluate(() => (window as unknown as { __appKit: { ready: Promise<void> } }).__appKit.ready)
    await t.page.waitForLoadState('networkidle')
    expect(
      scripts.filter(script => zodChunks.includes(script)),
      'zod chunks before intent',
    ).to.deep.equal([])
    // Production start-up applied the defaults without throwing: the invalid option waits for intent.
    expect(t.consoleErrors).to.deep.equal([])
    expect(t.pageErrors).to.deep.equal([])

    await button.hover()
    await waitForState(t.page, 'intentShown', true)
    await expectEventually(() => t.consoleErrors.some(text => text.includes('Invalid Vestibule options')))
    const report = t.consoleErrors.find(text => text.includes('Invalid Vestibule options'))!
    expect(report).to.contain("themeMode: Invalid enum value. Expected 'light' | 'dark', received 'blue'")
    expect(
      scripts.some(script => zodChunks.includes(script)),
      'zod loads on intent',
    ).to.equal(true)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('under debug, the invalid options also join the instance errors, and the modal still opens', async () => {
    const t = await newPage()
    await t.page.goto(`${site.url}?debug=1`)
    const button = t.page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor()
    await button.click()
    await t.page.getByRole('dialog').waitFor()
    await t.page.waitForFunction(() =>
      (window as unknown as { __appKit: { getState(): { errors: { error: { name?: string } }[] } } }).__appKit
        .getState()
        .errors.some(entry => entry.error.name === 'InvalidOptionsError'),
    )
    expect(t.pageErrors).to.deep.equal([])
  })
})

/** Polls a Node-side condition (console messages arrive asynchronously). */
async function expectEventually(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise(resolve => setTimeout(resolve, 50))
  expect(condition()).to.equal(true)
}
