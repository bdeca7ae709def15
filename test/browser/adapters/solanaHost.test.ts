import { Keypair } from '@solana/web3.js'
import { expect } from 'chai'
import { fileURLToPath } from 'node:url'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage } from '../e2e/demoPage'
import { connectSolanaInModal, runAction, sendsSol, signsMessage } from './solanaHostScenario'

// AppKit's React Solana example (test/browser/adapters/solanaHost/), built from sources on the
// sandbox: the visitor connects in Vestibule's modal, and the app's code signs and sends through
// AppKit's Solana provider (`useAppKitProvider('solana')`) and `useAppKitConnection`.

const HOST_ENTRY = fileURLToPath(new URL('./solanaHost/main.tsx', import.meta.url))

describe('Solana host (vestibule/adapters/solana), end to end on the sandbox', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, entry: HOST_ENTRY, approval: 'auto' })
  })
  after(() => demo?.stop())

  it("sets up the Solana wallets and networks from adapters alone; the provider signs a message and sends SOL on the app's connection", async () => {
    const receiver = Keypair.generate().publicKey
    const t = await openDemoPage(`${demo.pageUrl}?to=${receiver.toBase58()}`)
    const plugins = await t.page.evaluate(() => (window as any).__appKit.plugins().map((plugin: { name: string }) => plugin.name))
    expect(plugins).to.include.members(['adapters/solana', 'connectors/solana', 'networks/solana'])
    await connectSolanaInModal(t.page)
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal('solana:localnet')
    await signsMessage(t.page)
    await sendsSol(t.page, demo.sandbox.solana.rpcUrl, receiver)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('signs a versioned transaction through the connector and hands back a web3.js VersionedTransaction signed by the account', async () => {
    const t = await openDemoPage(`${demo.pageUrl}?to=${Keypair.generate().publicKey.toBase58()}`)
    await connectSolanaInModal(t.page)
    const [isVersioned, signature] = (await runAction(t.page, 'Sign a versioned transaction', 'Signed versioned')).split(' ')
    expect(isVersioned).to.equal('true')
    expect(Buffer.from(signature!, 'base64').some(byte => byte !== 0)).to.equal(true)
    // Through the connector: the request went as every wallet request goes, as `rpc/requested` from
    // the adapter, answered by the Solana connector.
    const requests = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log
        .events()
        .filter((event: { type: string }) => event.type === 'rpc/requested')
        .map((event: { payload: { method: string }; meta: { source: string } }) => [event.payload.method, event.meta.source]),
    )
    expect(requests).to.deep.equal([['solana_signTransaction', 'adapters/solana']])
    expect(t.pageErrors).to.deep.equal([])
  })
})
