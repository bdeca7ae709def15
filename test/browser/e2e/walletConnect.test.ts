import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { expect } from 'chai'
import { devices, type Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { verifyBip322 } from '../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_LOCAL_CAIP_NETWORK_ID } from '../../../devtools/sandbox/bitcoin/bitcoinSandboxConstants'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { SOLANA_LOCAL_CAIP_NETWORK_ID, solanaSandboxSeed } from '../../../devtools/sandbox/solana/solanaSandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import type { TestPage } from '../harness'
import { bitcoinPageUrl } from './bitcoinDemo'
import { appState, openDemoPage, waitForState } from './demoPage'
import { fill, modal, openSend } from './sendPage'

const PHONE_ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const PHONE_SOLANA_ACCOUNT = Keypair.fromSeed(solanaSandboxSeed(0)).publicKey.toBase58()
const PHONE_BITCOIN_ACCOUNT = bitcoinSandboxAccount(0).payment.address
const CLIPBOARD = { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } }

/** What `read` gives once `done` holds it (the phone wallet runs in this process), or at the deadline. */
async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (!done(read()) && Date.now() < deadline) await new Promise(r => setTimeout(r, 100))
  return read()
}

const dialog = (page: Page) => page.getByRole('dialog')
const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')

/** Opens the modal on WalletConnect and reads the pairing URI as a visitor would: the copy button. */
async function copyPairingUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dialog(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await dialog(page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Copy link' }).click()
  await page.getByText('Link copied').waitFor()
  return page.evaluate('navigator.clipboard.readText()') as Promise<string>
}

describe('WalletConnect, end to end on the sandbox (local relay, phone wallet)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', phoneApproval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(async () => {
    demo.phone.setApproval('auto')
    await demo.phone.disconnect().catch(() => undefined)
  })

  /** A BIP-322 signMessage through the session: the phone is shown it on its bip122 chain, and answers it. */
  async function signOnBitcoin(page: Page): Promise<string> {
    demo.phone.setApproval('manual')
    const signing = page.evaluate(
      address => (window as any).__appKit.request({ namespace: 'bip122', method: 'signMessage', params: [{ address, message: 'Sign in to the demo' }] }),
      PHONE_BITCOIN_ACCOUNT,
    )
    const [request] = await until(
      () => demo.phone.requests(),
      requests => requests.length > 0,
    )
    expect([request?.chainId, request?.method]).to.deep.equal([BITCOIN_LOCAL_CAIP_NETWORK_ID, 'signMessage'])
    // As WalletConnect's Bitcoin wallets take it: one object naming the session's account.
    expect(request?.params).to.deep.equal({ message: 'Sign in to the demo', account: PHONE_BITCOIN_ACCOUNT, address: PHONE_BITCOIN_ACCOUNT })
    await demo.phone.approveRequest(request!.id)
    demo.phone.setApproval('auto')
    return ((await signing) as { signature: string }).signature
  }

  async function pairedPage(): Promise<TestPage> {
    const t = await openDemoPage(demo.pageUrl, {}, CLIPBOARD)
    const uri = await copyPairingUri(t.page)
    expect(uri).to.match(/^wc:[0-9a-f]{64}@2\?/)
    await demo.phone.pair(uri)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    return t
  }

  it('pairs the phone wallet from the copied URI and shows its account, with nothing leaving the machine', async () => {
    const t = await pairedPage()
    expect(await appState<string>(t.page, 'activeConnectorIds.eip155')).to.equal('walletConnect')
    expect(await appState<string>(t.page, 'accounts.eip155.address')).to.equal(PHONE_ACCOUNT)
    // SPEC §4: the URI is gone from state once the attempt ends.
    expect(await appState<unknown>(t.page, 'pairing')).to.equal(null)
    await accountButton(t.page).waitFor()
    expect(demo.phone.sessions().map(s => s.peer.name)).to.include('Vestibule demo')
    t.assertClean()
  })

  it('signs a message over the relay, and the signature verifies for the phone account', async () => {
    const t = await pairedPage()
    await t.page.getByRole('button', { name: 'Sign a message' }).click()
    const output = t.page.locator('output')
    await output.filter({ hasText: 'Signature: 0x' }).waitFor({ timeout: 30_000 })
    const signature = (await output.innerText()).replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: PHONE_ACCOUNT, message: 'Hello from the Vestibule demo', signature })).to.equal(true)
  })

  it('switches chain over the session, sends on the new chain, and follows a switch made in the wallet', async () => {
    const t = await pairedPage()
    await t.page.getByRole('button', { name: /Sandbox Alpha/ }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Beta/ })
      .click()
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    await t.page.getByRole('button', { name: 'Send 0.01 ETH to myself' }).click()
    const output = t.page.locator('output')
    await output.filter({ hasText: 'Transaction: 0x' }).waitFor({ timeout: 30_000 })
    const hash = (await output.innerText()).replace('Transaction: ', '') as `0x${string}`
    const beta = demo.sandbox.chains.find(chain => chain.chainId === 31338)!
    // The wallet answers with the hash before the block is mined: the receipt is waited for.
    const receipt = await createPublicClient({ transport: http(beta.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).to.equal('success')

    await demo.phone.switchChain(31337)
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31337', 30_000)
  })

  it('follows a disconnect made in the wallet', async () => {
    const t = await pairedPage()
    await demo.phone.disconnect()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected', 30_000)
    expect(await appState<unknown>(t.page, 'activeConnectorIds.eip155')).to.equal(undefined)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
  })

  it('disconnects from the modal, and the wallet sees its session end', async () => {
    const t = await pairedPage()
    const topics = demo.phone.sessions().map(s => s.topic)
    await accountButton(t.page).click()
    await dialog(t.page).getByRole('button', { name: 'Disconnect' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    const deadline = Date.now() + 20_000
    while (demo.phone.sessions().some(s => topics.includes(s.topic)) && Date.now() < deadline) await new Promise(r => setTimeout(r, 100))
    expect(demo.phone.sessions().filter(s => topics.includes(s.topic))).to.deep.equal([])
  })

  it('restores the session after a reload without a new pairing', async () => {
    const t = await pairedPage()
    const sessions = demo.phone.sessions().length
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState<string>(t.page, 'activeConnectorIds.eip155')).to.equal('walletConnect')
    expect(demo.phone.proposals()).to.deep.equal([])
    expect(demo.phone.sessions().length).to.equal(sessions)
    // The restored session still carries requests.
    await t.page.getByRole('button', { name: 'Sign a message' }).click()
    await t.page.locator('output').filter({ hasText: 'Signature: 0x' }).waitFor({ timeout: 30_000 })
  })

  it('connects EVM, Solana and Bitcoin from one pairing, sends on EVM and Solana, signs on Bitcoin, switches between them, restores all three after a reload and disconnects all three', async () => {
    const t = await openDemoPage(bitcoinPageUrl(demo), {}, CLIPBOARD)
    // The proposal as the phone receives it: every namespace of the app's networks, with its methods.
    demo.phone.setApproval('manual')
    await demo.phone.pair(await copyPairingUri(t.page))
    const [proposal] = await until(
      () => demo.phone.proposals(),
      proposals => proposals.length > 0,
    )
    expect(proposal!.chains).to.include.members(['eip155:31337', SOLANA_LOCAL_CAIP_NETWORK_ID, BITCOIN_LOCAL_CAIP_NETWORK_ID])
    expect(proposal!.methods).to.include.members(['eth_sendTransaction', 'solana_signAndSendTransaction', 'signMessage', 'getAccountAddresses'])
    await demo.phone.approveSession(proposal!.id)
    demo.phone.setApproval('auto')

    // One session, one connection per approved namespace, each through WalletConnect.
    for (const namespace of ['eip155', 'solana', 'bip122']) {
      await waitForState(t.page, `accounts.${namespace}.status`, 'connected', 30_000)
      expect(await appState<string>(t.page, `activeConnectorIds.${namespace}`)).to.equal('walletConnect')
    }
    expect(await appState<string>(t.page, 'accounts.eip155.address')).to.equal(PHONE_ACCOUNT)
    expect(await appState<string>(t.page, 'accounts.solana.address')).to.equal(PHONE_SOLANA_ACCOUNT)
    expect(await appState<string>(t.page, 'accounts.bip122.address')).to.equal(PHONE_BITCOIN_ACCOUNT)
    expect(demo.phone.sessions()).to.have.length(1)
    expect(demo.phone.sessions()[0]!.accounts).to.include.members([
      `${SOLANA_LOCAL_CAIP_NETWORK_ID}:${PHONE_SOLANA_ACCOUNT}`,
      `${BITCOIN_LOCAL_CAIP_NETWORK_ID}:${PHONE_BITCOIN_ACCOUNT}`,
    ])

    // A Bitcoin request while EVM is active goes to the phone's bip122 side all the same.
    expect(await appState<string>(t.page, 'activeNamespace')).to.equal('eip155')
    expect(verifyBip322(PHONE_BITCOIN_ACCOUNT, 'Sign in to the demo', await signOnBitcoin(t.page))).to.equal(undefined)

    // EVM: sent over the session and mined on the anvil of the active chain.
    const evmChainId = Number((await appState<string>(t.page, 'activeCaipNetworkId')).split(':')[1])
    await t.page.getByRole('button', { name: 'Send 0.01 ETH to myself' }).click()
    const output = t.page.locator('output')
    await output.filter({ hasText: 'Transaction: 0x' }).waitFor({ timeout: 30_000 })
    const hash = (await output.innerText()).replace('Transaction: ', '') as `0x${string}`
    const evmChain = demo.sandbox.chains.find(chain => chain.chainId === evmChainId)!
    expect((await createPublicClient({ transport: http(evmChain.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).to.equal('success')

    // Switching the active chain to Solana, from the Networks view, keeps WalletConnect as the wallet.
    await t.page.getByRole('button', { name: new RegExp(evmChain.name) }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Solana/ })
      .click()
    await waitForState(t.page, 'activeNamespace', 'solana', 30_000)
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal(SOLANA_LOCAL_CAIP_NETWORK_ID)

    // Solana: solana_signAndSendTransaction over the session, landed on the local chain.
    await openSend(t.page)
    const receiver = Keypair.generate().publicKey
    await fill(t.page, '0.25', receiver.toBase58())
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 0.25 SOL').waitFor({ timeout: 30_000 })
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(LAMPORTS_PER_SOL / 4)
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'modal.isOpen', false)

    // Switching to Bitcoin keeps WalletConnect too, and a Bitcoin request reaches the phone on its
    // bip122 chain; the BIP-322 signature it answers verifies for its payment address.
    await t.page.getByRole('button', { name: /Sandbox Solana/ }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Bitcoin/ })
      .click()
    await waitForState(t.page, 'activeNamespace', 'bip122', 30_000)
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal(BITCOIN_LOCAL_CAIP_NETWORK_ID)
    expect(await appState<string>(t.page, 'activeConnectorIds.bip122')).to.equal('walletConnect')
    expect(verifyBip322(PHONE_BITCOIN_ACCOUNT, 'Sign in to the demo', await signOnBitcoin(t.page))).to.equal(undefined)

    // A reload restores the three connections from the stored session, without a new proposal.
    await t.page.reload()
    for (const namespace of ['eip155', 'solana', 'bip122']) {
      await waitForState(t.page, `accounts.${namespace}.status`, 'connected', 30_000)
      expect(await appState<string>(t.page, `activeConnectorIds.${namespace}`)).to.equal('walletConnect')
    }
    expect(demo.phone.proposals()).to.deep.equal([])
    expect(demo.phone.sessions()).to.have.length(1)

    // Disconnecting ends the session and the three connections.
    const topics = demo.phone.sessions().map(s => s.topic)
    await accountButton(t.page).click()
    await dialog(t.page).getByRole('button', { name: 'Disconnect' }).click()
    for (const namespace of ['eip155', 'solana', 'bip122']) await waitForState(t.page, `accounts.${namespace}.status`, 'disconnected', 30_000)
    expect(
      await until(
        () => demo.phone.sessions().filter(s => topics.includes(s.topic)),
        sessions => sessions.length === 0,
      ),
    ).to.deep.equal([])
  })

  it('completes a request that was pending while the relay restarted, answered once', async () => {
    const t = await pairedPage()
    demo.phone.setApproval('manual')
    await t.page.getByRole('button', { name: 'Sign a message' }).click()
    const deadline = Date.now() + 20_000
    while (demo.phone.requests().length === 0 && Date.now() < deadline) await new Promise(r => setTimeout(r, 100))
    const [pending] = demo.phone.requests()
    expect(pending?.method).to.equal('personal_sign')

    await demo.sandbox.relay.restart()
    await demo.phone.approveRequest(pending!.id)
    const output = t.page.locator('output')
    await output.filter({ hasText: 'Signature: 0x' }).waitFor({ timeout: 60_000 })
    const signature = (await output.innerText()).replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: PHONE_ACCOUNT, message: 'Hello from the Vestibule demo', signature })).to.equal(true)
    const answers = await t.page.evaluate("window.__appKitInternals.log.events().filter(e => e.type === 'rpc/succeeded' || e.type === 'rpc/failed').length")
    expect(answers).to.equal(1)
  })

  it('replaces the URI before it expires, and the fresh one pairs', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, CLIPBOARD)
    await t.page.clock.install()
    await t.page.reload()
    const first = await copyPairingUri(t.page)
    const expiresAt = await appState<number>(t.page, 'pairing.expiresAt')
    // SPEC §4: 4 minutes, expired 10 s before: past 3 min 50 s the view must hold a new URI.
    await t.page.clock.fastForward(231_000)
    await t.page.waitForFunction(`window.__appKit.getState().pairing?.uri && window.__appKit.getState().pairing.uri !== ${JSON.stringify(first)}`, undefined, {
      timeout: 30_000,
    })
    const second = await appState<string>(t.page, 'pairing.uri')
    expect(await appState<number>(t.page, 'pairing.expiresAt')).to.be.greaterThan(expiresAt)
    await demo.phone.pair(second)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
  })

  it('opens on the QR code in basic mode, with the installed wallet under it', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?basic`, {}, CLIPBOARD)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog(t.page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor()
    expect(await appState<string>(t.page, 'modal.view')).to.equal('ConnectingWalletConnectBasic')
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .waitFor()
    const uri = await appState<string>(t.page, 'pairing.uri')
    await demo.phone.pair(uri)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
  })

  it('draws the QR code dark on white, or in the --w3m-qr-color the app sets', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?basic`)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const qr = dialog(t.page).getByRole('img', { name: 'QR code for WalletConnect' })
    const colours = () =>
      qr.evaluate(code => ({ modules: getComputedStyle(code.querySelector('path')!).fill, background: getComputedStyle(code).backgroundColor }))
    expect(await colours()).to.deep.equal({ modules: 'rgb(20, 20, 20)', background: 'rgb(255, 255, 255)' })
    await t.page.evaluate(() => (window as any).__appKit.setThemeVariables({ '--w3m-qr-color': '#003366' }))
    expect(await colours()).to.deep.equal({ modules: 'rgb(0, 51, 102)', background: 'rgb(255, 255, 255)' })
    t.assertClean()
  })

  it('says the connection failed when the relay cannot be reached, and the modal keeps working', async () => {
    // Port 9 (discard) on loopback: nothing listens, the socket is refused at once.
    const t = await openDemoPage(demo.pageUrl, { relayUrl: 'ws://127.0.0.1:9' }, CLIPBOARD)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog(t.page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog(t.page).getByRole('button', { name: 'Try again' }).waitFor({ timeout: 60_000 })
    await dialog(t.page).getByRole('button', { name: 'Back' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    expect(t.pageErrors).to.deep.equal([])
  })

  it('makes the URI while the visitor reads the wallet list, without marking the account as connecting', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, CLIPBOARD)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await t.page.waitForFunction('window.__appKit.getState().pairing?.uri')
    expect(await appState<unknown>(t.page, 'accounts.eip155')).to.equal(undefined)
    expect(await appState<unknown>(t.page, 'connectionAttempts')).to.deep.equal({})
    // Picking WalletConnect then shows that very URI.
    const uri = await appState<string>(t.page, 'pairing.uri')
    await dialog(t.page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog(t.page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor()
    expect(await appState<string>(t.page, 'pairing.uri')).to.equal(uri)
    await demo.phone.pair(uri)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
  })

  it('on a phone, opens a directory wallet by its deep link, stores the choice, and records the wallet once paired', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { ...devices['Pixel 7'] } })
    // The wallet's own app would open; here the link is only followed as far as the page's handlers.
    await t.page.addInitScript(`document.addEventListener('click', event => {
      if (event.composedPath().some(node => node.tagName === 'A' && node.href.includes('wc?uri='))) event.preventDefault()
    }, true)`)
    await t.page.reload()
    // Focus on the button is intent: the directory feature loads and prefetches then.
    await t.page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await t.page.waitForFunction('window.__appKit.getState().slices.walletDirectory?.recommended.length > 0')
    const recommended = await appState<{ id: string; name: string; mobile_link: string | null; rdns: string | null }[]>(
      t.page,
      'slices.walletDirectory.recommended',
    )
    const wallet = recommended.find(w => w.mobile_link && !w.rdns?.startsWith('dev.vestibule'))!
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog(t.page)
      .getByRole('button', { name: new RegExp(wallet.name) })
      .click()
    const open = dialog(t.page).getByRole('link', { name: `Open ${wallet.name}` })
    await open.waitFor()
    const uri = await appState<string>(t.page, 'pairing.uri')
    expect(await open.getAttribute('href')).to.equal(`${wallet.mobile_link}wc?uri=${encodeURIComponent(uri)}`)
    await open.click()
    const stored = await t.page.evaluate<string | null>(`localStorage.getItem('@vestibule/wallet_deeplink_choice')`)
    expect(JSON.parse(stored!)).to.deep.equal({ href: wallet.mobile_link, name: wallet.name })

    await demo.phone.pair(uri)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect((await appState<{ id: string }[]>(t.page, 'recentWallets'))[0]?.id).to.equal(wallet.id)
  })

  it('clears the URI when the modal closes', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, CLIPBOARD)
    await copyPairingUri(t.page)
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'pairing', null)
  })

  it('shows a declined proposal with a retry that makes a new URI', async () => {
    demo.phone.setApproval('reject')
    const t = await openDemoPage(demo.pageUrl, {}, CLIPBOARD)
    const uri = await copyPairingUri(t.page)
    await demo.phone.pair(uri)
    await dialog(t.page).getByText('Connection declined').waitFor({ timeout: 30_000 })
    demo.phone.setApproval('auto')
    await dialog(t.page).getByRole('button', { name: 'Try again' }).click()
    await dialog(t.page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor()
    const fresh = await appState<string>(t.page, 'pairing.uri')
    expect(fresh).to.not.equal(uri)
    await demo.phone.pair(fresh)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
  })
})
