import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { appState, waitForState } from '../appState'
import { buildAndServePage, newPage, type ServedPage, type TestPage } from '../harness'

// AppKit's network call shapes on a page built from sources (test/fixtures/networks/main.tsx):
// Sandbox Alpha is configured as a viem Chain, Sandbox Beta as a vestibule/networks AppKit network,
// and each is switched to with the very object the app configured.
describe("react: switchNetwork with AppKit's network shapes", function () {
  this.timeout(60_000)
  let site: Promise<ServedPage> | undefined
  let t: TestPage | undefined
  const page = () => t!.page

  before(() => {
    site = buildAndServePage({ entry: 'test/fixtures/networks/main.tsx', body: '<div id="root"></div>' })
    return site
  })
  after(async () => {
    await (await site?.catch(() => undefined))?.close()
  })
  afterEach(async () => {
    await t?.close()
  })

  async function open(): Promise<Page> {
    t = await newPage()
    await page().goto((await site!).url)
    await networkButton('Sandbox Alpha').waitFor()
    return page()
  }

  const networkButton = (name: string) => page().getByRole('button', { name, exact: true })

  /** `appKit.switchNetwork(window.__chains[name])`, as AppKit apps call it; resolves to the rejection's message, or 'switched'. */
  const switchOnInstance = (name: 'alpha' | 'beta') =>
    page().evaluate(async chain => {
      const w = window as unknown as { __appKit: { switchNetwork(network: unknown): Promise<void> }; __chains: Record<string, unknown> }
      try {
        await w.__appKit.switchNetwork(w.__chains[chain])
        return 'switched'
      } catch (error) {
        return `${(error as Error).constructor.name}: ${(error as Error).message}`
      }
    }, name)

  it('without a wallet, switches to the configured viem Chain and AppKit network, from the instance and the hook', async () => {
    await open()
    expect(await switchOnInstance('beta')).to.equal('switched')
    await networkButton('Sandbox Beta').waitFor()
    expect(await switchOnInstance('alpha')).to.equal('switched')
    await networkButton('Sandbox Alpha').waitFor()

    await page().getByRole('button', { name: 'Hook: AppKit network' }).click()
    await page().getByTestId('outcome').getByText('switched').waitFor()
    await networkButton('Sandbox Beta').waitFor()
    await page().getByRole('button', { name: 'Hook: viem chain' }).click()
    await networkButton('Sandbox Alpha').waitFor()
    expect(await page().getByTestId('network').innerText()).to.equal('eip155:31337')
    t!.assertClean()
  })

  it('connected, asks the wallet to switch to the viem Chain and to the AppKit network', async () => {
    await open()
    await page().evaluate(() =>
      (window as unknown as { __appKit: { connect(p: object): Promise<unknown> } }).__appKit.connect({ connectorId: 'dev.vestibule.testwallet' }),
    )
    await waitForState(page(), 'accounts.eip155.status', 'connected')

    expect(await switchOnInstance('beta')).to.equal('switched')
    await networkButton('Sandbox Beta').waitFor()
    expect(await appState(page(), 'activeCaipNetworkId')).to.equal('eip155:31338')

    await page().getByRole('button', { name: 'Hook: viem chain' }).click()
    await page().getByTestId('outcome').getByText('switched').waitFor()
    await networkButton('Sandbox Alpha').waitFor()
    expect(await appState(page(), 'activeCaipNetworkId')).to.equal('eip155:31337')
    expect(await appState(page(), 'accounts.eip155.status')).to.equal('connected')
    t!.assertClean()
  })
})
