import { expect } from 'chai'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { newPage, type TestPage } from '../harness'
import { nextHostSuite, removeNextHost, startNext, type NextServer } from '../package/nextHost'
import { waitForState } from '../appState'
import { modalDialog, WAIT_MS, waitForInfo } from './hostApp'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
/** The account button's address (SPEC §9: 4…6). */
const SHOWN_ADDRESS = `${ACCOUNT.slice(0, 4)}…${ACCOUNT.slice(-6)}`

/** The server HTML of `url`, as the browser's first paint gets it, with `cookie` when given. */
async function serverHtml(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} })
  expect(response.status).to.equal(200)
  return response.text()
}

/** The attributes of the first element of the HTML that carries `marker`, as one string. */
const tagWith = (html: string, marker: string) => new RegExp(`<[a-z]+[^>]*${marker}[^>]*>`).exec(html)?.[0]

/** Opens the page and waits until React has hydrated it (wagmi's status is rendered by a client component). */
async function openHydrated(t: TestPage, url: string, status: string): Promise<void> {
  await t.page.goto(url)
  await waitForInfo(t.page, 'status', status).catch(async error => {
    throw new Error(
      `${error}\n${await t.page
        .locator('body')
        .innerText()
        .catch(() => '?')}\n${t.pageErrors.join('\n')}\n${t.consoleErrors.join('\n')}`,
    )
  })
  // Hydration is over once React has attached its handlers: a rendered button is then interactive.
  await t.page.waitForFunction(
    () => Object.keys(document.querySelector('[data-vestibule-button]') ?? {}).some(key => key.startsWith('__reactProps')),
    undefined,
    { timeout: WAIT_MS },
  )
}

// AppKit's Next.js pattern (test/browser/adapters/nextHost/): a 'use client' context provider in
// the root layout calling createAppKit at module scope, wagmi's cookie storage, and the button in a
// server-component page; the packed library installed beside Next.js 16, built once with `next build`
// and served with `next start` on the sandbox.
describe('Next.js App Router host built from the packed package (next build, next start)', function () {
  this.timeout(600_000)
  const served = nextHostSuite()
  after(removeNextHost)

  it('publishes a "use client" boundary for each React entry, under the react-server condition; the entries and the framework-free ones carry no directive', async () => {
    const installed = path.join(served.host.dir, 'node_modules/vestibule')
    const dist = path.join(installed, 'dist')
    const exports = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')).exports
    for (const [subpath, entry] of [
      ['./react', 'react/index'],
      ['./elements', 'react/elements/index'],
    ] as const) {
      expect(exports[subpath]['react-server'], subpath).to.deep.equal({ development: `./dist/dev/${entry}.client.js`, default: `./dist/${entry}.client.js` })
      for (const build of ['', 'dev/']) {
        const boundary = await readFile(path.join(dist, `${build}${entry}.client.js`), 'utf8')
        expect(boundary.startsWith('"use client";\nexport { '), entry).to.equal(true)
        expect(boundary, entry).to.include(`} from './index.js';`)
        expect((await readFile(path.join(dist, `${build}${entry}.js`), 'utf8')).includes('use client'), `${build}${entry}.js`).to.equal(false)
      }
    }
    expect((await readFile(path.join(dist, 'plugins/adapters/wagmi/index.js'), 'utf8')).startsWith('"use client"')).to.equal(false)
    console.log(`      (next build took ${(served.host.buildMs / 1000).toFixed(1)} s)`)
  })

  it('first visit: the server HTML holds the connect button, and hydration logs nothing', async () => {
    const html = await serverHtml(served.url)
    expect(tagWith(html, 'data-vestibule-button="connect"'), html.slice(0, 2000)).to.be.a('string')
    const t = await newPage()
    await openHydrated(t, served.url, 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: WAIT_MS })
    // AppKit's element, defined by createAppKit, draws the network button in the browser.
    await t.page
      .locator('appkit-network-button')
      .getByRole('button', { name: /Sandbox Alpha/ })
      .waitFor({ timeout: WAIT_MS })
    t.assertClean()
  })

  it("first paint: the server HTML links the buttons' stylesheet, which styles the connect button before any script runs", async () => {
    const html = await serverHtml(served.url)
    expect(html).not.to.match(/<button[^>]*\sstyle=/)
    const t = await newPage({ contextOptions: { javaScriptEnabled: false } })
    await t.page.goto(served.url)
    const button = t.page.locator('[data-vestibule-button="connect"]')
    const styled = await button.evaluate(element => {
      const style = getComputedStyle(element)
      return { display: style.display, height: style.height, cursor: style.cursor }
    })
    expect(styled).to.deep.equal({ display: 'inline-flex', height: '40px', cursor: 'pointer' })
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`a ${colorScheme}-mode visitor's buttons hydrate without a mismatch, then take the visitor's mode`, async () => {
      const t = await newPage({ contextOptions: { colorScheme } })
      await openHydrated(t, served.url, 'disconnected')
      await t.page.waitForFunction(mode => document.querySelector('[data-vestibule-button]')?.getAttribute('data-theme') === mode, colorScheme, {
        timeout: WAIT_MS,
      })
      t.assertClean()
    })
  }

  it('reload: the server HTML shows the account button from the cookie; hydration keeps it, with no flash, warning or wallet prompt', async () => {
    const t = await newPage()
    await openHydrated(t, served.url, 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await waitForInfo(t.page, 'status', 'connected')
    await t.page.locator('[data-vestibule-button="account"]').waitFor({ timeout: WAIT_MS })

    const cookie = (await t.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
    const html = await serverHtml(served.url, cookie)
    expect(tagWith(html, 'data-vestibule-button="account"'), html.slice(0, 3000)).to.be.a('string')
    expect(html).to.contain(SHOWN_ADDRESS).and.not.to.contain('data-vestibule-button="connect"')

    // Every connect button the page ever holds, from the first parsed byte on.
    await t.page.addInitScript(() => {
      ;(window as unknown as { __connectButtonsSeen: number }).__connectButtonsSeen = 0
      new MutationObserver(() => {
        if (document.querySelector('[data-vestibule-button="connect"]')) (window as unknown as { __connectButtonsSeen: number }).__connectButtonsSeen++
      }).observe(document, { childList: true, subtree: true })
    })
    await openHydrated(t, served.url, 'connected')
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    await t.page.locator('[data-vestibule-button="account"]', { hasText: SHOWN_ADDRESS }).waitFor({ timeout: WAIT_MS })
    expect(await t.page.evaluate(() => (window as unknown as { __connectButtonsSeen: number }).__connectButtonsSeen)).to.equal(0)
    expect(await t.page.locator('[data-sandbox-wallet-prompt]').count()).to.equal(0)
    t.assertClean()
  })

  // The development build restores a stored connection synchronously, before hydration: the
  // hydration render must still be the server's. `next dev` beside `next start` (its own .next/dev).
  describe('next dev', () => {
    let dev: NextServer | undefined
    before(async () => {
      dev = await startNext(served.host, served.sandbox, 'dev')
    })
    after(async () => {
      await dev?.stop()
    })

    it('shows no hydration error for a returning visitor', async () => {
      const t = await newPage()
      await openHydrated(t, dev!.url, 'disconnected')
      await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modalDialog(t.page)
        .getByRole('button', { name: /Sandbox Wallet/ })
        .first()
        .click()
      await waitForInfo(t.page, 'status', 'connected')
      await t.page.locator('[data-vestibule-button="account"]').waitFor({ timeout: WAIT_MS })
      await openHydrated(t, dev!.url, 'connected')
      await t.page.locator('[data-vestibule-button="account"]', { hasText: SHOWN_ADDRESS }).waitFor({ timeout: WAIT_MS })
      t.assertClean()
    })
  })
})
