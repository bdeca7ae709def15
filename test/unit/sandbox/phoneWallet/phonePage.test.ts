import { expect } from 'chai'
import { toHex, verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../../devtools/sandbox/sandboxConstants'
import { closeBrowser, newPage } from '../../../browser/harness'
import type { TestPage } from '../../../browser/harness'
import { startPhoneFixture } from './phoneFixture'
import type { PhoneFixture } from './phoneFixture'

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const ACCOUNT_1 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 }).address

/** A step's bound, under the test's: a step that never ends fails naming itself, not as the test's timeout. */
const STEP_MS = 15_000

/**
 * The steps the running test passed, with when: printed when it fails, so a run that hits the
 * test's bound (several slow steps, none past its own) still says where the time went.
 */
let passed: string[] = []
let startedAt = 0
const mark = (name: string) => passed.push(`${name} at ${Date.now() - startedAt} ms`)

/** Awaits the dapp's side of a step, failing with its name after STEP_MS. */
async function step<T>(name: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the dapp never saw: ${name}`)), STEP_MS)))
  const value = await Promise.race([promise, late]).finally(() => clearTimeout(timer))
  mark(name)
  return value
}

describe('phone page in Chromium (a person plays the wallet)', function () {
  this.timeout(20_000)
  let fixture: PhoneFixture
  let t: TestPage | undefined

  before(async () => {
    fixture = await startPhoneFixture()
  })

  beforeEach(() => {
    passed = []
    startedAt = Date.now()
  })

  afterEach(async function () {
    if (this.currentTest?.state === 'failed') console.log(`steps passed before the failure: ${passed.join(', ') || 'none'}`)
    await t?.close()
    t = undefined
  })

  after(async () => {
    await fixture?.stop()
    await closeBrowser()
  })

  it('pairs from a pasted URI, approves the proposal and a signature, switches account, and disconnects', async () => {
    t = await newPage()
    const { page } = t
    page.setDefaultTimeout(STEP_MS)
    await page.goto(`${fixture.page.url}/phone`)
    await page.getByText(ACCOUNT_0).waitFor()
    mark('the page shows the account')

    const { uri, approval } = await step(
      'the pairing URI',
      fixture.dapp.connect({
        optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } },
      }),
    )
    await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri as string)
    await page.getByRole('button', { name: 'Pair' }).click()

    const proposal = page.getByRole('listitem', { name: 'Proposal from Test Dapp' })
    await proposal.getByText('Chains: eip155:31337').waitFor()
    mark('the page shows the proposal')
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await step('the session approved', approval())
    await page.getByRole('listitem', { name: 'Session with Test Dapp' }).waitFor()
    mark('the page shows the session')

    const signature = fixture.dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex('signed on the phone page'), ACCOUNT_0] },
    })
    const request = page.getByRole('listitem', { name: 'personal_sign from Test Dapp' })
    await request.getByText('Sign message: "signed on the phone page"').waitFor()
    mark('the page shows the signature request')
    await request.getByRole('button', { name: 'Approve' }).click()
    expect(
      await verifyMessage({ address: ACCOUNT_0, message: 'signed on the phone page', signature: (await step('the signature', signature)) as Hex }),
    ).to.equal(true)
    await page.getByText('No pending request.').waitFor()
    mark('the page shows no pending request')

    const accountsChanged = new Promise(resolve => fixture.dapp.once('session_event', resolve))
    await page.getByRole('combobox', { name: 'Account' }).selectOption('1')
    await step('the accounts changed', accountsChanged)
    await page.getByText(ACCOUNT_1).waitFor()
    mark('the page shows the second account')

    const deleted = new Promise(resolve => fixture.dapp.once('session_delete', resolve))
    await page.getByRole('listitem', { name: 'Session with Test Dapp' }).getByRole('button', { name: 'Disconnect' }).click()
    await step('the session deleted', deleted)
    await page.getByText('No active session.').waitFor()
    t.assertClean()
  })

  it('shows why a pairing failed', async () => {
    t = await newPage()
    await t.page.goto(`${fixture.page.url}/phone`)
    await t.page.getByRole('textbox', { name: 'WalletConnect URI' }).fill('not a uri')
    await t.page.getByRole('button', { name: 'Pair' }).click()
    await t.page.getByRole('alert').getByText('body.uri: expected a WalletConnect URI (wc:…)').waitFor()
  })
})
