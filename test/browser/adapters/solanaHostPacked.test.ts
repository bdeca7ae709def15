import { Keypair } from '@solana/web3.js'
import { expect } from 'chai'
import { newPage } from '../harness'
import { appState, waitForState } from '../appState'
import { viteHostSuite } from '../package/viteHost'
import { openHost, waitForInfo } from './hostApp'
import { SOLANA_ACCOUNT, connectSolanaInModal, sendsSol, signsMessage } from './solanaHostScenario'

// The Solana host (test/browser/adapters/solanaHost/) as a user builds it: the library built and
// packed, installed offline beside @solana/web3.js and the Solana connector's peers (spl-token for
// the Connection's loader, bs58, the Wallet Standard app), bundled with Vite 5 (AppKit's examples'
// Vite), and served on the sandbox with its browser wallet (whose Solana side serves the local chain).
describe('Solana host built with Vite from the packed package', function () {
  this.timeout(300_000)
  const host = viteHostSuite({
    sources: 'test/browser/adapters/solanaHost',
    name: 'solana-host',
    dependencies: ['@solana/web3.js', '@solana/spl-token', 'bs58', '@wallet-standard/app', 'react', 'react-dom', 'viem'],
  })

  it('connects the Solana wallet in the modal; the provider signs a message and sends 0.01 SOL through sendTransaction(tx, connection); a reload restores it', async () => {
    const t = await newPage()
    const receiver = Keypair.generate().publicKey
    await openHost(t, `${host.url}/?to=${receiver.toBase58()}`, 'isConnected', 'false')
    await connectSolanaInModal(t.page)
    // useAppKitConnection's Connection is on the local chain the app configured.
    await waitForInfo(t.page, 'connection', host.sandbox.solana.rpcUrl)
    await signsMessage(t.page)
    await sendsSol(t.page, host.sandbox.solana.rpcUrl, receiver)

    await t.page.reload()
    await waitForState(t.page, 'accounts.solana.status', 'connected', 30_000)
    await waitForInfo(t.page, 'publicKey', SOLANA_ACCOUNT)
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal('solana:localnet')
    expect(t.pageErrors).to.deep.equal([])
  })
})
