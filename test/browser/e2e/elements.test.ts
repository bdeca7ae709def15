import { expect } from 'chai'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { appState, openDemoPage, waitForState } from './demoPage'

// Issue 25 item 2: AppKit's elements on a page with no React code of its own (one createAppKit
// call, the elements in its HTML), against the sandbox chains and the sandbox browser wallet.
const VANILLA = fileURLToPath(new URL('../../fixtures/elements/vanilla.ts', import.meta.url))
const BODY = '<appkit-button label="Connect here" size="sm"></appkit-button> <appkit-network-button></appkit-network-button>'
const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

const dialog = (page: Page) => page.getByRole('dialog')
const inElement = (page: Page, tag: string) => page.locator(tag).getByRole('button')
const setAttribute = (page: Page, selector: string, name: string, value: string | null) =>
  page.evaluate(
    ([selector, name, value]) => {
      const element = document.querySelector(selector!)!
      if (value === null) element.removeAttribute(name!)
      else element.setAttribute(name!, value)
    },
    [selector, name, value] as const,
  )

describe('AppKit elements on a page with no React of its own (sandbox)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', entry: VANILLA, body: BODY })
  })
  after(() => demo?.stop())

  it('draws <appkit-button> with its attributes, live, connects the sandbox wallet through the modal, shows the account and switches network from <appkit-network-button>', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    const connect = inElement(page, 'appkit-button')
    await connect.filter({ hasText: 'Connect here' }).waitFor()
    expect((await connect.boundingBox())!.height).to.equal(32)
    // Drawn in the element's shadow root: its light DOM stays as the page (or a server) wrote it,
    // so a React host hydrating after the element was defined finds no child it did not render.
    expect(await page.evaluate(() => document.querySelector('appkit-button')!.childNodes.length)).to.equal(0)
    await setAttribute(page, 'appkit-button', 'size', 'md')
    await page.waitForFunction(() => document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')?.getBoundingClientRect().height === 40)
    await setAttribute(page, 'appkit-button', 'label', 'Sign in with a wallet')
    await connect.filter({ hasText: 'Sign in with a wallet' }).waitFor()
    await setAttribute(page, 'appkit-button', 'label', null)
    await connect.filter({ hasText: 'Connect Wallet' }).waitFor()

    await connect.click()
    await dialog(page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    expect(await appState<string>(page, 'accounts.eip155.address')).to.equal(ACCOUNT)
    // The modal's sheet, which the elements' shadow roots adopt too, styles the modal's host alone:
    // the elements stay inline where the page put them (a Next.js page shifted when it arrived).
    expect(
      await page.evaluate(() =>
        ['appkit-button', 'appkit-network-button', 'vestibule-modal'].map(tag => getComputedStyle(document.querySelector(tag)!).display),
      ),
    ).to.deep.equal(['inline', 'inline', 'block'])
    const account = inElement(page, 'appkit-button')
    await account.filter({ hasText: 'alice.sandbox.eth' }).filter({ hasText: 'ETH' }).waitFor()
    await setAttribute(page, 'appkit-button', 'balance', 'hide')
    await page.waitForFunction(() => !document.querySelector('appkit-button')!.shadowRoot!.textContent!.includes('ETH'))
    expect(await account.innerText()).to.contain('alice.sandbox.eth')
    await setAttribute(page, 'appkit-button', 'disabled', '')
    await page.waitForFunction(() => document.querySelector('appkit-button')?.shadowRoot?.querySelector<HTMLButtonElement>('button')?.disabled === true)
    await setAttribute(page, 'appkit-button', 'disabled', null)
    await page.waitForFunction(() => document.querySelector('appkit-button')?.shadowRoot?.querySelector<HTMLButtonElement>('button')?.disabled === false)

    const network = inElement(page, 'appkit-network-button')
    await network.filter({ hasText: 'Sandbox Alpha' }).click()
    await dialog(page)
      .getByRole('button', { name: /Sandbox Beta/ })
      .click()
    await waitForState(page, 'activeCaipNetworkId', 'eip155:31338')
    await network.filter({ hasText: 'Sandbox Beta' }).waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { __sandboxWallet: { getState(): { chainId: number } } }).__sandboxWallet.getState().chainId),
    ).to.equal(31338)
    await setAttribute(page, 'appkit-network-button', 'disabled', '')
    await page.waitForFunction(() => document.querySelector('appkit-network-button')?.shadowRoot?.querySelector<HTMLButtonElement>('button')?.disabled === true)
    t.assertClean()
  })

  it('takes a removed element down and draws one added later; an unknown value is named on the console and ignored', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    const warnings: string[] = []
    page.on('console', message => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await inElement(page, 'appkit-network-button').waitFor()
    await page.evaluate(() => document.querySelector('appkit-network-button')!.remove())
    await page.locator('[data-vestibule-button="network"]').waitFor({ state: 'detached' })
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<appkit-connect-button size="xl" label="Late"></appkit-connect-button>'))
    await inElement(page, 'appkit-connect-button').filter({ hasText: 'Late' }).waitFor()
    expect((await inElement(page, 'appkit-connect-button').boundingBox())!.height).to.equal(40)
    expect(warnings.some(text => text.includes('<appkit-connect-button size="xl">') && text.includes('"md", "sm"'))).to.equal(true)
    t.assertClean()
  })

  it('loads React, the modal and the elements with import() after createAppKit, and with disableAppend (a headless page) nothing of them', async () => {
    const scriptsOf = async (url: string) => {
      const t = await openDemoPage(url)
      const scripts: string[] = []
      t.page.on('request', request => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await t.page.reload()
      await waitForState(t.page, 'initialized', true)
      await t.page.waitForTimeout(1_500)
      return { t, scripts }
    }
    const drawn = await scriptsOf(demo.pageUrl)
    await inElement(drawn.t.page, 'appkit-button').waitFor()
    expect(drawn.scripts.some(script => /attachToPage/.test(script))).to.equal(true)
    await drawn.t.close()

    const headless = await scriptsOf(`${demo.pageUrl}?headless`)
    expect(headless.scripts.filter(script => /attachToPage|mountAppKitElement/.test(script))).to.deep.equal([])
    expect(
      await headless.t.page.evaluate(() => ({
        defined: customElements.get('appkit-button') !== undefined,
        modal: document.querySelector('vestibule-modal') !== null,
      })),
    ).to.deep.equal({ defined: false, modal: false })
    headless.t.assertClean()
  })

  it('<appkit-wallet-button> connects that wallet directly, without the modal; an unknown wallet id says so on the console', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    await inElement(page, 'appkit-button').waitFor()
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<appkit-wallet-button wallet="sandbox-wallet"></appkit-wallet-button>'))
    const wallet = inElement(page, 'appkit-wallet-button')
    // Browser wallets are read once the page is idle or on the visitor's intent: until then the
    // button says the id it was given, then the wallet's name.
    await wallet.filter({ hasText: /sandbox-wallet|Sandbox Wallet/ }).click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await wallet.filter({ hasText: 'Sandbox Wallet' }).locator('img[alt="Sandbox Wallet"]').waitFor()
    expect(await appState<string>(page, 'accounts.eip155.address')).to.equal(ACCOUNT)
    expect(await dialog(page).count()).to.equal(0)
    await page.locator('appkit-wallet-button [data-connected]').waitFor()
    // namespace: each <appkit-button> follows its own namespace's connection.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<appkit-button namespace="solana" id="solana"></appkit-button><appkit-button namespace="eip155" id="evm"></appkit-button>',
      ),
    )
    await page.locator('#evm').getByRole('button').filter({ hasText: 'alice.sandbox.eth' }).waitFor()
    await page.locator('#solana').getByRole('button', { name: 'Connect Wallet' }).waitFor()
    t.assertClean()

    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<appkit-wallet-button wallet="nosuchwallet"></appkit-wallet-button>'))
    await page.waitForFunction(() => document.querySelector('appkit-wallet-button[wallet="nosuchwallet"]')?.shadowRoot?.querySelector('button') != null)
    await expectEventually(() =>
      t.consoleErrors.some(
        text => text.includes('<appkit-wallet-button wallet="nosuchwallet">: this page has no wallet "nosuchwallet"') && text.includes('dev.vestibule.sandbox'),
      ),
    )
  })

  it('<appkit-wallet-button wallet="walletConnect"> opens the modal on the WalletConnect QR code', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    await inElement(page, 'appkit-button').waitFor()
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<appkit-wallet-button wallet="walletConnect"></appkit-wallet-button>'))
    await inElement(page, 'appkit-wallet-button').filter({ hasText: 'WalletConnect' }).click()
    await dialog(page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor()
    expect(await appState<string>(page, 'accounts.eip155.status')).to.not.equal('connected')
    t.assertClean()
  })
})

async function expectEventually(check: () => boolean, timeout = 5_000): Promise<void> {
  const until = Date.now() + timeout
  while (!check()) {
    if (Date.now() > until) expect.fail('the expected console message never came')
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

describe("AppKit elements in a React host that uses only them and AppKit's hooks (sandbox)", function () {
  this.timeout(90_000)
  const REACT_HOST = fileURLToPath(new URL('../../fixtures/elements/reactHost.tsx', import.meta.url))
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', entry: REACT_HOST })
  })
  after(() => demo?.stop())

  type Hooks = { address?: string; isConnected: boolean; status: string; caipNetworkId?: string; chainId?: number; themeMode: string }
  const hooks = async (page: Page): Promise<Hooks> => JSON.parse(await page.getByTestId('hooks').innerText()) as Hooks
  const hooksSay = (page: Page, expected: Partial<Hooks>) =>
    page.waitForFunction(want => {
      const shown = JSON.parse(document.querySelector('[data-testid="hooks"]')!.textContent!) as Record<string, unknown>
      return Object.entries(want).every(([key, value]) => shown[key] === value)
    }, expected)

  it('opens the modal with useAppKit, connects, switches to an AppKit network with useAppKitNetwork, toggles the theme and disconnects, the elements and the JSON following', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    await inElement(page, 'appkit-button').filter({ hasText: 'Connect Wallet' }).waitFor()
    expect(await hooks(page)).to.include({ isConnected: false, status: 'disconnected', caipNetworkId: 'eip155:31337', chainId: 31337 })

    await page.getByRole('button', { name: 'Open', exact: true }).click()
    await dialog(page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await hooksSay(page, { isConnected: true, address: ACCOUNT, status: 'connected' })
    // balance="hide": the account, without its balance.
    await inElement(page, 'appkit-button').filter({ hasText: 'alice.sandbox.eth' }).waitFor()
    expect(await inElement(page, 'appkit-button').innerText()).to.not.contain('ETH')

    await page.getByRole('button', { name: 'Switch to Sandbox Beta' }).click()
    await hooksSay(page, { caipNetworkId: 'eip155:31338', chainId: 31338 })
    await inElement(page, 'appkit-network-button').filter({ hasText: 'Sandbox Beta' }).waitFor()

    const themeOfElement = () => page.locator('appkit-button button').getAttribute('data-theme')
    const before = (await hooks(page)).themeMode
    expect(await themeOfElement()).to.equal(before)
    await page.getByRole('button', { name: 'Toggle theme' }).click()
    const after = before === 'dark' ? 'light' : 'dark'
    await hooksSay(page, { themeMode: after })
    await page.waitForFunction(mode => document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')?.getAttribute('data-theme') === mode, after)

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await hooksSay(page, { isConnected: false })
    await inElement(page, 'appkit-button').filter({ hasText: 'Connect Wallet' }).waitFor()
    t.assertClean()
  })
})
