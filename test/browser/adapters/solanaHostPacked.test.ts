import { Keypair } from '@solana/web3.js'
import { expect } from 'chai'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PageServer } from '../../../devtools/sandbox/page/startPageServer'
import { startSandbox, type Sandbox } from '../../../devtools/sandbox/startSandbox'
import { newPage } from '../harness'
import { appState, waitForState } from '../appState'
import { buildViteHost, serveViteHost } from '../package/viteHost'
import { waitForInfo } from './hostApp'
import { SOLANA_ACCOUNT, connectSolanaInModal, sendsSol, signsMessage } from './solanaHostScenario'

// The Solana host (test/browser/adapters/solanaHost/) as a user builds it: the library built and
// packed, installed offline beside @solana/web3.js and the Solana connector's peers (spl-token for
// the Connection's loader, bs58, the Wallet Standard app), bundled with Vite 5 (AppKit's examples'
// Vite), and served on the sandbox with its browser wallet (whose Solana side serves the local chain).
describe('Solana host built with Vite from the packed package', function () {
  this.timeout(300_000)
  let dir: string
  let sandbox: Sandbox | undefined
  let server: PageServer | undefined

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vestibule-solana-host-'))
    const host = await buildViteHost({
      dir,
      sources: 'test/browser/adapters/solanaHost',
      name: 'solana-host',
      dependencies: ['@solana/web3.js', '@solana/spl-token', 'bs58', '@wallet-standard/app', 'react', 'react-dom', 'viem'],
    })
    sandbox = await startSandbox({ quiet: true })
    server = await serveViteHost(host, sandbox, 'Solana host')
  })
  after(async () => {
    await server?.stop()
    await sandbox?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('connects the Solana wallet in the modal; the provider signs a message and sends 0.01 SOL through sendTransaction(tx, connection); a reload restores it', async () => {
    const t = await newPage()
    const receiver = Keypair.generate().publicKey
    await t.page.goto(`${server!.url}/?to=${receiver.toBase58()}`)
    await waitForInfo(t.page, 'isConnected', 'false').catch(async error => {
      throw new Error(`${error}\n${await t.page.locator('body').innerText().catch(() => '?')}\n${t.pageErrors.join('\n')}\n${t.consoleErrors.join('\n')}`)
    })
    await connectSolanaInModal(t.page)
    // useAppKitConnection's Connection is on the local chain the app configured.
    await waitForInfo(t.page, 'connection', sandbox!.solana.rpcUrl)
    await signsMessage(t.page)
    await sendsSol(t.page, sandbox!.solana.rpcUrl, receiver)

    await t.page.reload()
    await waitForState(t.page, 'accounts.solana.status', 'connected', 30_000)
    await waitForInfo(t.page, 'publicKey', SOLANA_ACCOUNT)
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal('solana:localnet')
    expect(t.pageErrors).to.deep.equal([])
  })
})
