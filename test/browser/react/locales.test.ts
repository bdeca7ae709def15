import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import type { TestPage } from '../harness'
import { seriousViolations } from './axeScan'
import { AXE_PATH, dialog, fixtureSite, openFixture, waitForState } from './fixturePage'

const ACCOUNT_BUTTON = '10000.000 ETH 0xf3…b92266'

/** `lang` and `dir` of the modal's root, the element every view of the modal sits in. */
const rootLocale = (modal: Locator) =>
  modal.evaluate(element => {
    const root = element.closest('[data-vestibule-modal]')!
    return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') }
  })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

/** Records the chunk files a page fetches, by base name ('ar', 'fr'): a locale's messages are chunks of their own. */
function recordChunks(names: string[]): (page: Page) => void {
  return page =>
    page.on('request', request => {
      const match = /\/chunks\/([A-Za-z]+)-[^/]*\.js$/.exec(new URL(request.url()).pathname)
      if (match) names.push(match[1]!)
    })
}

describe('react modal in other languages', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('speaks Arabic right to left: lang and dir on the root, Close on the left, mirrored rows and arrows', async () => {
    t = await openFixture({ locale: 'ar', readyButton: 'ربط المحفظة' })
    const { page } = t
    const connectButton = page.getByRole('button', { name: 'ربط المحفظة' })
    expect(await connectButton.getAttribute('lang')).to.equal('ar')
    await connectButton.click()
    const modal = page.getByRole('dialog', { name: 'ربط المحفظة' })
    await modal.waitFor()
    expect(await rootLocale(modal)).to.deep.equal({ lang: 'ar', dir: 'rtl' })

    // The view the modal opened on has no Back: Close sits on the left of the title.
    const close = await box(modal.getByRole('button', { name: 'إغلاق' }))
    expect(close.x).to.be.lessThan((await box(modal.getByRole('heading', { name: 'ربط المحفظة' }))).x)

    // A wallet row: its picture on the right, the wider padding on the left, the tag on the left.
    const row = modal.getByRole('list', { name: 'المحافظ' }).getByRole('button', { name: /Test Wallet/ })
    const rowBox = await box(row)
    const picture = await box(row.getByRole('img', { name: 'Test Wallet' }))
    expect(picture.x).to.be.greaterThan(rowBox.x + rowBox.width / 2)
    expect(await box(row.getByText('مثبّتة')))
      .to.have.property('x')
      .below(rowBox.x + rowBox.width / 2)
    expect(await row.evaluate(element => [getComputedStyle(element).paddingRight, getComputedStyle(element).paddingLeft])).to.deep.equal(['8px', '12px'])
    await modal.getByRole('link', { name: 'شروط الخدمة' }).waitFor()

    await row.click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await modal.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: ACCOUNT_BUTTON }).click()
    const account = page.getByRole('dialog', { name: 'الحساب' })
    await account.getByRole('button', { name: 'قطع الاتصال' }).waitFor()
    await account.getByRole('button', { name: 'نسخ العنوان' }).waitFor()

    // The network row's chevron points left, on the left of the network's name.
    const networkRow = account.getByRole('button', { name: 'Sandbox Alpha' })
    const chevron = networkRow.locator('svg[data-directional]')
    expect(await chevron.evaluate(element => getComputedStyle(element).transform)).to.equal('matrix(-1, 0, 0, 1, 0, 0)')
    expect((await box(chevron)).x).to.be.lessThan((await box(networkRow.getByText('Sandbox Alpha'))).x)

    await networkRow.click()
    const networks = page.getByRole('dialog', { name: 'اختر الشبكة' })
    await networks.getByRole('list', { name: 'الشبكات' }).waitFor()
    // A pushed view has Back: on the right of the title, its arrow mirrored.
    const back = networks.getByRole('button', { name: 'رجوع' })
    expect(await back.locator('svg').evaluate(element => getComputedStyle(element).transform)).to.equal('matrix(-1, 0, 0, 1, 0, 0)')
    expect((await box(back)).x).to.be.greaterThan((await box(networks.getByRole('heading', { name: 'اختر الشبكة' }))).x)
    t.assertClean()
  })

  it('speaks French: its title, its buttons, its lists', async () => {
    t = await openFixture({ locale: 'fr', readyButton: 'Connecter un portefeuille' })
    const { page } = t
    await page.getByRole('button', { name: 'Connecter un portefeuille' }).click()
    const modal = page.getByRole('dialog', { name: 'Connecter un portefeuille' })
    await modal.waitFor()
    expect(await rootLocale(modal)).to.deep.equal({ lang: 'fr', dir: 'ltr' })
    await modal.getByRole('list', { name: 'Portefeuilles' }).getByText('Installé').waitFor()
    await modal.getByRole('link', { name: 'Politique de confidentialité' }).waitFor()
    const close = await box(modal.getByRole('button', { name: 'Fermer' }))
    expect(close.x).to.be.greaterThan((await box(modal.getByRole('heading', { name: 'Connecter un portefeuille' }))).x)
    await modal.getByRole('button', { name: 'Fermer' }).click()
    await modal.waitFor({ state: 'detached' })
    t.assertClean()
  })

  it('fetches a locale only for an instance that asks for it: none for English, Arabic alone for Arabic', async () => {
    const english: string[] = []
    t = await openFixture({ beforeLoad: recordChunks(english) })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('list', { name: 'Wallets' }).waitFor()
    await t.page.waitForLoadState('networkidle')
    expect(english).to.include('en')
    expect(english.filter(name => name === 'ar' || name === 'fr')).to.deep.equal([])
    t.assertClean()
    await t.close()

    const arabic: string[] = []
    t = await openFixture({ locale: 'ar', readyButton: 'ربط المحفظة', beforeLoad: recordChunks(arabic) })
    await t.page.getByRole('button', { name: 'ربط المحفظة' }).click()
    await dialog(t.page).getByRole('list', { name: 'المحافظ' }).waitFor()
    await t.page.waitForLoadState('networkidle')
    expect(arabic).to.include('ar')
    expect(arabic).to.not.include('fr')
    t.assertClean()
  })

  it('reports no serious or critical axe violation in the right-to-left modal (Connect and Account)', async () => {
    t = await openFixture({ locale: 'ar', readyButton: 'ربط المحفظة' })
    const { page } = t
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addScriptTag({ path: AXE_PATH })
    await page.getByRole('button', { name: 'ربط المحفظة' }).click()
    await dialog(page).getByRole('list', { name: 'المحافظ' }).waitFor()
    const connect = await seriousViolations(page)
    await dialog(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await dialog(page).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: ACCOUNT_BUTTON }).click()
    await dialog(page).getByRole('button', { name: 'قطع الاتصال' }).waitFor()
    expect({ connect, account: await seriousViolations(page) }).to.deep.equal({ connect: [], account: [] })
    t.assertClean()
  })
})
