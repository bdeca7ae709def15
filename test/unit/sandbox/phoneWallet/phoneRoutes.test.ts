import type { SessionTypes } from '@walletconnect/types'
import { expect } from 'chai'
import { toHex, verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { PhoneWalletState } from '../../../../devtools/sandbox/phoneWallet/phoneWalletTypes'
import { SANDBOX_MNEMONIC } from '../../../../devtools/sandbox/sandboxConstants'
import { startPhoneFixture } from './phoneFixture'
import type { PhoneFixture } from './phoneFixture'
import { phoneState } from './waitFor'

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const NAMESPACES = { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } }

describe('phone wallet HTTP surface (/phone, /phone/api)', function () {
  this.timeout(10_000)
  let fixture: PhoneFixture

  beforeEach(async () => {
    fixture = await startPhoneFixture()
  })

  afterEach(async () => {
    await fixture.stop()
  })

  async function api(path: string, body?: unknown, init: RequestInit = {}) {
    const response = await fetch(`${fixture.page.url}/phone/api/${path}`, {
      ...(body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      ...init,
    })
    return { status: response.status, body: (await response.json()) as PhoneWalletState & { error?: string } }
  }

  /** The dapp proposes; the person pairs and approves through the API. */
  async function connectThroughApi(): Promise<SessionTypes.Struct> {
    const { uri, approval } = await fixture.dapp.connect({ optionalNamespaces: NAMESPACES })
    expect((await api('pair', { uri })).status).to.equal(200)
    const { proposals } = await phoneState(fixture.phone, state => state.proposals.length === 1, 'the proposal')
    const approved = await api(`proposals/${proposals[0]!.id}/approve`, {})
    expect(approved.status).to.equal(200)
    const session = await approval()
    expect(approved.body.sessions.map(each => each.topic)).to.deep.equal([session.topic])
    return session
  }

  it('serves the phone page at /phone and leaves other paths to the page server', async () => {
    const page = await fetch(`${fixture.page.url}/phone`)
    expect(page.headers.get('content-type')).to.equal('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).to.include('<title>Sandbox Phone Wallet</title>')
    expect(html).to.include('data-api="/phone/api"')
    expect(await (await fetch(`${fixture.page.url}/`)).text()).to.equal('<!doctype html><title>host</title>')
    expect((await fetch(`${fixture.page.url}/phone`, { method: 'POST' })).status).to.equal(405)
  })

  it('reports the wallet state as JSON', async () => {
    const { status, body } = await api('state')
    expect(status).to.equal(200)
    expect(body).to.deep.equal({
      address: ACCOUNT_0,
      accountIndex: 0,
      chainId: 31337,
      chains: [
        { chainId: 31337, name: 'Sandbox Alpha' },
        { chainId: 31338, name: 'Sandbox Beta' },
      ],
      approval: 'manual',
      proposals: [],
      requests: [],
      sessions: [],
    })
  })

  it('pairs and approves a session, then approves a request whose signature verifies', async () => {
    const session = await connectThroughApi()
    const signature = fixture.dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex('from the page'), ACCOUNT_0] },
    })
    const { requests } = await phoneState(fixture.phone, state => state.requests.length === 1, 'the request')
    expect((await api('state')).body.requests[0]).to.deep.include({ method: 'personal_sign', summary: 'Sign message: "from the page"' })
    expect((await api(`requests/${requests[0]!.id}/approve`, {})).body.requests).to.deep.equal([])
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'from the page', signature: (await signature) as Hex })).to.equal(true)
  })

  it('rejects a request with 4001 and disconnects a session', async () => {
    const session = await connectThroughApi()
    const signature = fixture.dapp.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x00', ACCOUNT_0] } })
    const { requests } = await phoneState(fixture.phone, state => state.requests.length === 1, 'the request')
    await api(`requests/${requests[0]!.id}/reject`, {})
    expect(
      await signature.then(
        () => undefined,
        (error: { code: number }) => error.code,
      ),
    ).to.equal(4001)

    const deleted = new Promise(resolve => fixture.dapp.once('session_delete', resolve))
    expect((await api(`sessions/${session.topic}/disconnect`, {})).body.sessions).to.deep.equal([])
    await deleted
  })

  it('rejects a proposal through the API', async () => {
    const { uri, approval } = await fixture.dapp.connect({ optionalNamespaces: NAMESPACES })
    await api('pair', { uri })
    const { proposals } = await phoneState(fixture.phone, state => state.proposals.length === 1, 'the proposal')
    await api(`proposals/${proposals[0]!.id}/reject`, {})
    expect(
      await approval().then(
        () => undefined,
        (error: { code: number }) => error.code,
      ),
    ).to.equal(5000)
  })

  it('sets the approval mode, the chain and the account', async () => {
    expect((await api('approval', { mode: 'auto' })).body.approval).to.equal('auto')
    expect((await api('chain', { chainId: 31338 })).body.chainId).to.equal(31338)
    const account = await api('account', { accountIndex: 3 })
    expect(account.body).to.include({ accountIndex: 3, address: mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address })
  })

  it('answers 400, 404, 405, 409 and 415 with a JSON error, without changing anything', async () => {
    expect(await api('pair', { uri: 'https://example.com' })).to.deep.include({ status: 400, body: { error: 'body.uri: expected a WalletConnect URI (wc:…)' } })
    expect((await api('approval', { mode: 'sometimes' })).status).to.equal(400)
    expect((await api('requests/abc/approve', {})).status).to.equal(400)
    expect(await api('requests/42/approve', {})).to.deep.include({ status: 409, body: { error: 'no pending request 42' } })
    expect(await api('chain', { chainId: 5 })).to.deep.include({ status: 409, body: { error: 'unknown chain 5; known: 31337, 31338' } })
    expect((await api('teleport', {})).status).to.equal(404)
    expect((await api('pair')).status).to.equal(405)
    const notJson = await api('approval', undefined, { method: 'POST', body: 'mode=auto', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(notJson.status).to.equal(415)
    expect((await api('state')).body).to.include({ approval: 'manual', chainId: 31337 })
  })
})
