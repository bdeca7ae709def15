import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, type AppKit, type AppKitOptions } from 'vestibule'
import { exportLog, internalsOf } from 'vestibule/log'
import { hexToString, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import {
  getSiwxSessions,
  revokeSiwxSession,
  selectSiwx,
  siwx,
  SIWX_PLUGIN_NAME,
  siweText,
  type SIWXConfig,
  type SIWXSession,
} from '../../../../../plugins/features/siwx'
import { SIWX_SESSIONS_KEY } from '../../../../../plugins/features/siwx/siwxConstants'
import { mockConnector, type MockConnectorParameters } from '../../../core/connectors/mockConnector'
import { alpha } from '../../../core/foldEvents'
import { memoryStorage, offlineEnvironment } from '../../../offlineEnvironment'

// Anvil's first account: the mock wallet's default address.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337' as const

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

/** A wallet that signs personal_sign for real with the account's key (or answers `personal_sign` as told). */
function wallet(overrides: Partial<MockConnectorParameters> = {}) {
  return mockConnector({
    caipNetworkId: CHAIN,
    result: request =>
      request.method === 'personal_sign' ? account.signMessage({ message: hexToString((request.params as string[])[0] as `0x${string}`) }) : null,
    ...overrides,
  })
}

/** The hosted sessions API, kept in memory: nonce, add (no verification here: the sandbox's test does it), list, revoke. */
function sessionsApi() {
  const sessions = new Map<string, { pci: string; expiresAt: string }>()
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input))
    if (url.pathname === '/appkit/v1/config') return Response.json({ features: [] })
    if (url.pathname.endsWith('/nonce')) return Response.json({ nonce: 'abcdefgh1234' })
    if (url.pathname.endsWith('/revoke')) {
      sessions.delete((JSON.parse(String(init.body)) as { pci: string }).pci)
      return Response.json({ revoked: true })
    }
    if (init.method === 'POST') {
      const pci = `pci-${sessions.size + 1}`
      const record = {
        pci,
        address: account.address,
        caipNetworkId: CHAIN,
        issuedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }
      sessions.set(pci, record)
      return Response.json(record)
    }
    return Response.json({
      sessions: [...sessions.values()].map(s => ({ ...s, address: account.address, caipNetworkId: CHAIN, issuedAt: new Date().toISOString() })),
    })
  }) as typeof globalThis.fetch
  return { sessions, fetch }
}

const personalSigns = (appKit: AppKit) =>
  internalsOf(appKit)
    .log.events()
    .filter(event => event.type === 'rpc/requested' && event.payload.method === 'personal_sign').length

describe('siwx plugin (SPEC §2 SIWXSignMessage, §4 rules)', () => {
  let consoleError: sinon.SinonStub
  let consoleWarn: sinon.SinonStub
  beforeEach(() => {
    consoleError = sinon.stub(console, 'error')
    consoleWarn = sinon.stub(console, 'warn')
  })
  afterEach(() => {
    consoleError.restore()
    consoleWarn.restore()
  })

  function start(
    options: Partial<AppKitOptions>,
    parameters: { wallet?: ReturnType<typeof wallet>; storage?: ReturnType<typeof memoryStorage>; fetch?: typeof fetch } = {},
  ) {
    const mock = parameters.wallet ?? wallet()
    const appKit = createAppKit(
      { projectId: 'p', networks: [alpha], blockchainApiUrl: 'http://api.test', ...options, plugins: [mock.plugin, siwx()] } as AppKitOptions,
      offlineEnvironment({ storage: parameters.storage ?? memoryStorage(), ...(parameters.fetch ? { fetch: parameters.fetch } : {}) }),
    )
    return { appKit, mock }
  }

  it('required: after a connection the sign view opens; signing stores the session and closes the modal', async () => {
    const api = sessionsApi()
    const storage = memoryStorage()
    const { appKit } = start({ siwx: { required: true } }, { fetch: api.fetch, storage })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    expect(appKit.getState().modal).to.deep.include({ isOpen: true, view: 'SIWXSignMessage' })
    appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(appKit.getState()).status === 'signed')
    expect(appKit.getState().modal.isOpen).to.equal(false)
    expect(api.sessions.size).to.equal(1)
    // The stored message is a real EIP-4361 message the account signed.
    const { session } = (JSON.parse(storage.map.get(SIWX_SESSIONS_KEY)!) as { session: SIWXSession }[])[0]!
    expect(await verifyMessage({ address: account.address, message: session.message, signature: session.signature as `0x${string}` })).to.equal(true)
    expect(parseSiweMessage(session.message).address).to.equal(account.address)
    // Neither the signature nor the message is in state or the log.
    const everything = JSON.stringify({
      state: appKit.getState(),
      log: internalsOf(appKit)
        .log.events()
        .filter(event => event.type.startsWith('siwx/')),
    })
    expect(everything).to.not.include(session.signature)
    // The wallet's answer carried it through the log; an export redacts it (SPEC: no session secret in exports).
    expect(JSON.stringify(exportLog(appKit))).to.not.include(session.signature.slice(2))
    appKit.destroy()
  })

  it('a stored valid session is restored on a new page without asking the wallet (AppKit #3709)', async () => {
    const api = sessionsApi()
    const storage = memoryStorage()
    const first = start({ siwx: { required: true } }, { fetch: api.fetch, storage })
    await first.appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(first.appKit.getState()).status === 'unsigned')
    first.appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(first.appKit.getState()).status === 'signed')
    first.appKit.destroy()

    const second = start({ siwx: { required: true } }, { fetch: api.fetch, storage })
    await second.appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(second.appKit.getState()).status === 'signed')
    expect(personalSigns(second.appKit)).to.equal(0)
    expect(second.appKit.getState().modal.isOpen).to.equal(false)
    expect(await getSiwxSessions(second.appKit)).to.have.length(1)

    await revokeSiwxSession(second.appKit)
    expect(api.sessions.size).to.equal(0)
    // Required: revoking the connected account's session asks again.
    await until(() => selectSiwx(second.appKit.getState()).status === 'unsigned')
    expect(second.appKit.getState().modal.view).to.equal('SIWXSignMessage')
    second.appKit.destroy()
  })

  it('a host that lists siwx() checks a restored connection at start: signed in, no prompt, no intent needed', async () => {
    const api = sessionsApi()
    const storage = memoryStorage()
    const first = start({ siwx: { required: true } }, { fetch: api.fetch, storage })
    await first.appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(first.appKit.getState()).status === 'unsigned')
    first.appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(first.appKit.getState()).status === 'signed')
    first.appKit.destroy()

    // A reload: the stored connection is restored silently, then its sign-in.
    const reloaded = start({ siwx: { required: true } }, { fetch: api.fetch, storage })
    await until(() => selectSiwx(reloaded.appKit.getState()).status === 'signed')
    expect(reloaded.appKit.getState().intentShown).to.equal(false)
    expect(
      internalsOf(reloaded.appKit)
        .log.events()
        .some(event => event.type === 'connection/sync-started'),
    ).to.equal(true)
    expect(personalSigns(reloaded.appKit)).to.equal(0)
    expect(reloaded.appKit.getState().modal.isOpen).to.equal(false)
    reloaded.appKit.destroy()
  })

  it("the wallet declining shows 'Signature declined' on the sign view, which stays open; closing it is refused while required", async () => {
    const { appKit } = start({ siwx: { required: true } }, { fetch: sessionsApi().fetch, wallet: wallet({ features: { request: 'reject' } }) })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(appKit.getState()).status === 'error')
    expect(selectSiwx(appKit.getState()).error).to.equal('Signature declined')
    appKit.close()
    appKit.dispatch({ type: 'router/went-back', payload: {} })
    expect(appKit.getState().modal).to.deep.include({ isOpen: true, view: 'SIWXSignMessage' })
    // The refusal is shown: the modal shakes.
    expect(
      internalsOf(appKit)
        .log.events()
        .some(event => event.type === 'modal/shake-started'),
    ).to.equal(true)
    // Cancel disconnects (SPEC §4), and then the modal may close.
    appKit.dispatch({ type: 'siwx/cancelled', payload: {} })
    await until(() => appKit.getState().accounts.eip155?.status === 'disconnected')
    expect(appKit.getState().modal.isOpen).to.equal(false)
    appKit.destroy()
  })

  it('a wallet answering personal_sign with something other than a signature fails cleanly', async () => {
    const { appKit } = start({ siwx: { required: true } }, { fetch: sessionsApi().fetch, wallet: wallet({ result: () => ({ not: 'a signature' }) }) })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(appKit.getState()).status === 'error')
    expect(selectSiwx(appKit.getState()).error).to.equal('Something went wrong')
    expect(appKit.getState().modal.view).to.equal('SIWXSignMessage')
    appKit.destroy()
  })

  it('optional: closing is allowed and Cancel keeps the wallet connected', async () => {
    const { appKit } = start({ siwx: { required: false } }, { fetch: sessionsApi().fetch })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    appKit.dispatch({ type: 'siwx/cancelled', payload: {} })
    expect(appKit.getState().modal.isOpen).to.equal(false)
    expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
    appKit.destroy()
  })

  it("optional: closing the modal on a pending sign request rejects it with 'Modal closed'; the view stays closed and the account is not asked again", async () => {
    // A wallet that never answers personal_sign.
    const mock = wallet({ result: request => (request.method === 'personal_sign' ? new Promise(() => undefined) : null) })
    const { appKit } = start({ siwx: { required: false } }, { fetch: sessionsApi().fetch, wallet: mock })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => personalSigns(appKit) === 1)
    await appKit.close()
    await until(() =>
      internalsOf(appKit)
        .log.events()
        .some(event => event.type === 'siwx/sign-failed'),
    )
    const failed = internalsOf(appKit)
      .log.events()
      .find(event => event.type === 'siwx/sign-failed')!
    expect((failed.payload as { error: { shortMessage: string } }).error.shortMessage).to.equal('Modal closed')
    expect(appKit.getState().modal.isOpen).to.equal(false)
    expect(selectSiwx(appKit.getState()).status).to.equal('idle')
    expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
    // A network switch checks again: the account whose sign-in was closed on is not asked again.
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: CHAIN, supported: true } })
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(appKit.getState().modal.isOpen).to.equal(false)
    appKit.destroy()
  })

  for (const [case_, other] of [
    ['another domain', { domain: 'evil.example' }],
    ['another address', { accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
    ['another chain', { chainId: 'eip155:1' }],
  ] as const) {
    it(`a live session the store returns for ${case_} is no sign-in here: the sign view asks`, async () => {
      const data = {
        accountAddress: account.address,
        chainId: CHAIN,
        domain: 'localhost',
        uri: 'http://localhost',
        version: '1',
        nonce: 'abcdefgh12',
        expirationTime: new Date(Date.now() + 60_000).toISOString(),
      }
      const sessions: SIWXSession[] = [{ data: { ...data, ...other }, message: 'signed elsewhere', signature: '0x1234' }]
      const custom: SIWXConfig = {
        createMessage: async input => ({ ...data, ...input, toString: () => siweText({ ...data, ...input }) }),
        addSession: async () => undefined,
        revokeSession: async () => undefined,
        setSessions: async () => undefined,
        getSessions: async () => sessions,
        getRequired: () => true,
      }
      const { appKit } = start({ siwx: custom })
      await appKit.connect({ connectorId: 'mock' })
      await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
      expect(appKit.getState().modal).to.deep.include({ isOpen: true, view: 'SIWXSignMessage' })
      expect(await getSiwxSessions(appKit)).to.deep.equal([])
      // The same session for this page, account and chain counts.
      sessions[0] = { ...sessions[0]!, data }
      const same = start({ siwx: custom })
      await same.appKit.connect({ connectorId: 'mock' })
      await until(() => selectSiwx(same.appKit.getState()).status === 'signed')
      expect(await getSiwxSessions(same.appKit)).to.have.length(1)
      appKit.destroy()
      same.appKit.destroy()
    })
  }

  it("an integrator's own SIWXConfig decides: its sessions are checked with zod, a malformed answer asks to sign", async () => {
    const data = { accountAddress: account.address, chainId: CHAIN, domain: 'localhost', uri: 'http://localhost', version: '1', nonce: 'abcdefgh12' }
    const custom: SIWXConfig = {
      createMessage: async input => ({ ...data, ...input, toString: () => siweText({ ...data, ...input }) }),
      addSession: sinon.spy(async () => undefined),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [{ data: { ...data, chainId: 'not-a-chain' } } as unknown as SIWXSession],
      getRequired: () => true,
    }
    const { appKit } = start({ siwx: custom })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(appKit.getState()).status === 'signed')
    expect((custom.addSession as sinon.SinonSpy).firstCall.args[0].message).to.include('wants you to sign in with your Ethereum account')
    appKit.destroy()
  })

  it("siweConfig (AppKit's legacy option) works through the adapter: the nonce, the message and verifyMessage are the integrator's", async () => {
    const verifyMessage = sinon.spy(async () => false)
    const siweConfig = {
      getNonce: async () => 'abcdefgh12',
      createMessage: ({ address }: { address: string }) => `custom message for ${address}`,
      verifyMessage,
      getSession: async () => null,
      signOut: async () => true,
      required: true,
    }
    const { appKit } = start({ siweConfig })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => selectSiwx(appKit.getState()).status === 'unsigned')
    appKit.dispatch({ type: 'siwx/sign-requested', payload: { address: account.address, caipNetworkId: CHAIN } })
    await until(() => selectSiwx(appKit.getState()).status === 'error')
    expect(verifyMessage.firstCall.args).to.have.length(1)
    expect((verifyMessage.firstCall.args as unknown as [{ message: string }])[0].message).to.equal(`custom message for ${CHAIN}:${account.address}`)
    appKit.destroy()
  })

  it('a `siwx` option of neither shape is a clear error, and the plugin stays out of the way', async () => {
    const { appKit } = start({ siwx: { required: 'yes' } })
    await appKit.ready
    await until(() => appKit.getState().errors.some(entry => entry.plugin === SIWX_PLUGIN_NAME))
    expect(appKit.getState().errors.find(entry => entry.plugin === SIWX_PLUGIN_NAME)?.error.shortMessage).to.equal('Invalid `siwx` option')
    await appKit.connect({ connectorId: 'mock' })
    expect(appKit.getState().modal.view).to.not.equal('SIWXSignMessage')
    appKit.destroy()
  })

  it("the headless actions say 'SIWX is not enabled' without the feature", async () => {
    const mock = wallet()
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], plugins: [mock.plugin] }, offlineEnvironment())
    await appKit.connect({ connectorId: 'mock' })
    const error = await getSiwxSessions(appKit).catch((caught: { shortMessage: string }) => caught)
    expect((error as { shortMessage: string }).shortMessage).to.equal('SIWX is not enabled')
    appKit.destroy()
  })
})
