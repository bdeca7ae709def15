import { expect } from 'chai'
import type { TestPage } from '../harness'
import { appState, connect, dialog, fixtureSite, openFixture, setWallet, waitForState } from './fixturePage'

describe('react modal: networks', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('switches from the network button through SwitchNetwork, and marks the active network', async () => {
    t = await openFixture()
    await connect(t.page)
    await setWallet(t.page, { switchMode: 'hold' })
    await t.page.getByRole('button', { name: 'Sandbox Alpha', exact: true }).click()
    const networks = t.page.getByRole('dialog', { name: 'Choose Network' })
    expect(await networks.getByRole('button', { name: 'Sandbox Alpha' }).getAttribute('aria-current')).to.equal('true')
    expect(await networks.getByRole('button', { name: 'Sandbox Beta' }).getAttribute('aria-current')).to.equal(null)
    await networks.getByRole('button', { name: 'Sandbox Beta' }).click()

    // The wallet is asked: SwitchNetwork, titled with the network.
    const switching = t.page.getByRole('dialog', { name: 'Sandbox Beta' })
    await switching.getByText('Approve in wallet').waitFor()
    await switching.getByText('Accept connection request in your wallet').waitFor()

    await t.page.evaluate(() => (window as any).__testWallet.release('approve'))
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    // Networks was the first view: after the switch the modal closes, as AppKit's does.
    await dialog(t.page).waitFor({ state: 'detached' })
    await t.page.getByRole('button', { name: 'Sandbox Beta', exact: true }).click()
    expect(await t.page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Sandbox Beta' }).getAttribute('aria-current')).to.equal(
      'true',
    )
    t.assertClean()
  })

  it('goes back and says why when the wallet refuses the switch', async () => {
    t = await openFixture()
    await connect(t.page)
    await setWallet(t.page, { switchMode: 'reject' })
    await t.page.getByRole('button', { name: '10000.000 ETH 0xf3…b92266' }).click()
    await dialog(t.page).getByRole('button', { name: 'Sandbox Alpha' }).click()
    await t.page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Sandbox Beta' }).click()
    await dialog(t.page).getByRole('status').getByText('User rejected the request.').waitFor()
    expect(await appState(t.page, 'modal.history')).to.deep.equal(['Account', 'Networks'])
    expect(await appState(t.page, 'activeCaipNetworkId')).to.equal('eip155:31337')
    t.assertClean()
  })

  it('without a wallet, picking a network changes it at once', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Sandbox Alpha', exact: true }).click()
    await t.page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Sandbox Beta' }).click()
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    await t.page.getByRole('button', { name: 'Sandbox Beta', exact: true }).waitFor()
    t.assertClean()
  })

  it('opens UnsupportedChain when the wallet moves to a network the app lacks; picking one fixes it and closes', async () => {
    t = await openFixture()
    await connect(t.page)
    await t.page.evaluate(() => (window as any).__testWallet.moveTo('eip155:999'))
    const unsupported = t.page.getByRole('dialog', { name: 'Switch Network' })
    await unsupported.getByText("This app doesn't support your current network. Switch to an available option to continue.").waitFor()
    expect(await unsupported.getByRole('list', { name: 'Networks' }).getByRole('button').allInnerTexts()).to.deep.equal([
      'Sandbox Alpha',
      'Sandbox Beta',
      'Disconnect',
    ])
    // The page's network button warns too.
    const networkButton = t.page.locator('[data-vestibule-button="network"]')
    expect(await networkButton.innerText()).to.equal('Switch Network')
    expect(await networkButton.getAttribute('data-unsupported')).to.equal('')

    await unsupported.getByRole('button', { name: 'Sandbox Alpha' }).click()
    await waitForState(t.page, 'unsupportedNetwork', false)
    await dialog(t.page).waitFor({ state: 'detached' })
    expect(await networkButton.innerText()).to.equal('Sandbox Alpha')
    t.assertClean()
  })

  it('shows SwitchActiveChain for a network on another namespace, whose Switch opens Connect for it', async () => {
    t = await openFixture()
    await connect(t.page)
    await t.page.evaluate(() => {
      const appKit = (window as any).__appKit
      appKit.open({ view: 'Account' })
      appKit.dispatch({ type: 'router/pushed', payload: { view: 'SwitchActiveChain', data: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } } })
    })
    const view = t.page.getByRole('dialog', { name: 'Switch Chain' })
    await view.getByText('Switch to solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').waitFor()
    await view.getByRole('button', { name: 'Switch' }).click()
    await t.page.getByRole('dialog', { name: 'Connect Wallet' }).getByText('No wallet was found in this browser.').waitFor()
    expect(await appState(t.page, 'modal.data')).to.deep.equal({ namespace: 'solana' })
    t.assertClean()
  })
})
