import { expect } from 'chai'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo } from '../../../devtools/sandbox/startDemo'
import type { Demo } from '../../../devtools/sandbox/startDemo'
import { newPage } from '../../browser/harness'
import type { TestPage } from '../../browser/harness'

const FIXTURE_APP = fileURLToPath(new URL('./fixtures/hostPageApp.tsx', import.meta.url))
const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

type RpcOutcome = { result: unknown } | { error: { code: number; message: string } }

/** Starts a provider request in the page without waiting for it (a prompt may be holding it). */
function requestInPage(t: TestPage, method: string, params: unknown[] = []): Promise<RpcOutcome> {
  return t.page.evaluate(
    async ([method, params]) => {
      const wallet = (window as unknown as { __sandboxWallet: { provider: { request: (args: unknown) => Promise<unknown> } } }).__sandboxWallet
      try {
        return { result: await wallet.provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

describe('sandbox host page in Chromium (startDemo, wallet bundle, prompt UI)', function () {
  this.timeout(30_000)
  let demo: Demo
  let outdir: string

  before(async () => {
    outdir = await mkdtemp(join(tmpdir(), 'vestibule-sandbox-page-'))
    demo = await startDemo({ port: 0, entry: FIXTURE_APP, outdir })
  })

  after(async () => {
    await demo?.stop()
    await rm(outdir, { recursive: true, force: true })
  })

  it('refuses a missing app entry by name, before starting anything', async () => {
    const error = await startDemo({ port: 0, entry: '/nonexistent/main.tsx' }).then(
      () => undefined,
      (reason: Error) => reason,
    )
    expect(error?.message).to.equal('app entry not found: /nonexistent/main.tsx')
  })

  it('lists page, the EVM chains and the market chain, the Solana chain, the Bitcoin chain (Esplora), the API, the relay, the phone, the secure site and its inbox as name/url services', () => {
    expect(demo.services.map(service => service.name)).to.deep.equal([
      'page',
      'rpc eip155:31337',
      'rpc eip155:31338',
      'rpc eip155:8453',
      'rpc solana:localnet',
      'esplora bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'api',
      'relay',
      'phone',
      'secure site',
      'inbox',
    ])
    expect(demo.services[0]!.url).to.match(/^http:\/\/localhost:\d+$/)
    // Another origin than the page's (another port), and the inbox a person reads the login codes in.
    const [secureSite, inbox] = demo.services.slice(-2)
    expect(secureSite!.url)
      .to.match(/^http:\/\/localhost:\d+$/)
      .and.not.equal(demo.services[0]!.url)
    expect(inbox!.url).to.equal(`${secureSite!.url}/inbox`)
  })

  it('injects the sandbox config and announces the wallet to the app over EIP-6963', async () => {
    const t = await newPage()
    try {
      await t.page.goto(demo.pageUrl)
      await t.page.getByTestId('wallets').filter({ hasText: 'dev.vestibule.sandbox' }).waitFor()
      expect(await t.page.getByTestId('chains').textContent()).to.equal('Sandbox Alpha, Sandbox Beta')
      const config = await t.page.evaluate(() => (window as unknown as { __VESTIBULE_SANDBOX__: unknown }).__VESTIBULE_SANDBOX__)
      expect(config).to.deep.equal(demo.config)
      t.assertClean()
    } finally {
      await t.close()
    }
  })

  it('asks for approval in an in-page prompt; the grant survives a reload; Reject gives 4001', async () => {
    const t = await newPage()
    try {
      await t.page.goto(demo.pageUrl)
      const pending = requestInPage(t, 'eth_requestAccounts')
      const prompt = t.page.getByRole('dialog', { name: 'Sandbox Wallet request' })
      await prompt.waitFor()
      expect(await prompt.textContent())
        .to.include('eth_requestAccounts')
        .and.include('Connect 0xf39F…2266 to this site')
      await prompt.getByRole('button', { name: 'Approve' }).click()
      expect(await pending).to.deep.equal({ result: [ACCOUNT_0] })
      await prompt.waitFor({ state: 'detached' })

      await t.page.reload()
      expect(await requestInPage(t, 'eth_accounts')).to.deep.equal({ result: [ACCOUNT_0] })
      expect(await t.page.evaluate(() => localStorage.getItem('sandbox-wallet:permitted'))).to.include('eth_accounts')

      const signing = requestInPage(t, 'personal_sign', ['0x68656c6c6f', ACCOUNT_0])
      await prompt.getByText('Sign message: "hello"').waitFor()
      await prompt.getByRole('button', { name: 'Reject' }).click()
      expect(await signing).to.deep.equal({ error: { code: 4001, message: 'User rejected the request.' } })
      t.assertClean()
    } finally {
      await t.close()
    }
  })

  it('reaches the local chain and the API from the page origin (CORS)', async () => {
    const t = await newPage()
    try {
      await t.page.goto(demo.pageUrl)
      const balance = await requestInPage(t, 'eth_getBalance', [ACCOUNT_0, 'latest'])
      expect(balance)
        .to.have.property('result')
        .that.matches(/^0x[0-9a-f]+$/)
      const identity = await t.page.evaluate(
        async ({ apiUrl, address }) => {
          const response = await fetch(`${apiUrl}/v1/identity/${address}?projectId=p&st=appkit&sv=1.7.9`)
          return response.json()
        },
        { apiUrl: demo.config.apiUrl, address: ACCOUNT_0 },
      )
      expect(identity).to.have.property('name', 'alice.sandbox.eth')
      t.assertClean()
    } finally {
      await t.close()
    }
  })
})
