import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit } from '../../../../../core/appkit/createAppKit'
import { lookupName, names, selectNames } from '../../../../../plugins/features/names'
import { hexToString, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { AppKit } from '../../../../../core'
import { selectCanChooseName } from '../../../../../plugins/features/names/namesSelectors'
import { registerName } from '../../../../../plugins/features/names'
import { memoryStorage } from '../../../offlineEnvironment'
import { alpha, connected } from '../../../core/foldEvents'

// Anvil's well-known account 0: public, never funded outside a local chain.
const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** Connects `owner` through a connector of `type`, and signs every personal_sign with its key (recording the requests). */
function connectAs(kit: AppKit, type: 'AUTH' | 'INJECTED'): { signed: string[] } {
  const id = type === 'AUTH' ? 'embedded' : 'injected:sandbox'
  const signed: string[] = []
  kit.subscribeVestibuleEvents(event => {
    if (event.type !== 'rpc/requested' || event.payload.method !== 'personal_sign') return
    const message = hexToString(event.payload.params[0] as Hex)
    signed.push(message)
    void owner
      .signMessage({ message })
      .then(signature => kit.dispatch({ type: 'rpc/succeeded', payload: { requestId: event.payload.requestId, result: signature } }))
  })
  kit.dispatch({ type: 'connectors/registered', payload: { connector: { id, type, chain: 'eip155', name: type === 'AUTH' ? 'Email' : 'Sandbox Wallet' } } })
  kit.dispatch(connected(id, [owner.address]))
  return { signed }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('names plugin (SPEC §7 profile calls, §8 messages)', () => {
  let consoleError: sinon.SinonStub
  beforeEach(() => {
    consoleError = sinon.stub(console, 'error')
  })
  afterEach(() => consoleError.restore())

  const start = (answer: (url: URL) => Response, parameters = {}) =>
    createAppKit(
      { projectId: 'p', networks: [alpha], blockchainApiUrl: 'http://blockchain.test', apiUrl: 'http://api.test', plugins: [names(parameters)] },
      { storage: memoryStorage(), fetch: async input => answer(new URL(String(input))) },
    )

  it('answers a lookup from the record, a 404 as not registered', async () => {
    const kit = start(url =>
      url.pathname.endsWith('/taken.reown.id') ? json({ name: 'taken.reown.id', addresses: { '60': { address: '0xabc' } } }) : json({ error: 'no' }, 404),
    )
    expect(await lookupName(kit, { name: 'taken' })).to.deep.equal({ status: 'found', addresses: { '60': '0xabc' }, error: null })
    expect((await lookupName(kit, { name: 'free-name' })).status).to.equal('not-found')
    kit.destroy()
  })

  it("drops a malformed profile answer with a logged error: 'Error resolving name'", async () => {
    const kit = start(() => json({ name: 42 }))
    const failed = await lookupName(kit, { name: 'broken' }).then(
      () => undefined,
      (error: { shortMessage: string }) => error.shortMessage,
    )
    expect(failed).to.equal('Error resolving name')
    expect(selectNames(kit.getState()).lookups['broken.reown.id']?.status).to.equal('error')
    expect(consoleError.args.flat().map(String).join(' ')).to.include('Error resolving name')
    kit.destroy()
  })

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'registered',
      (error: { shortMessage: string }) => error.shortMessage,
    )

  it("refuses to register without a connected eip155 address: 'Address or auth connector not found'", async () => {
    const kit = start(() => json({}))
    await kit.ready
    expect(await failure(registerName(kit, { name: 'someone' }))).to.equal('Address or auth connector not found')
    kit.destroy()
  })

  it("by default refuses a browser wallet before anything is signed or sent (SPEC §5 auth connector): 'Address or auth connector not found'", async () => {
    const posts: URL[] = []
    const kit = start(url => (posts.push(url), json({ name: 'someone.reown.id' })))
    await kit.ready
    const { signed } = connectAs(kit, 'INJECTED')
    expect(await failure(registerName(kit, { name: 'someone' }))).to.equal('Address or auth connector not found')
    expect(signed).to.deep.equal([])
    expect(posts.filter(url => url.pathname === '/v1/profile/account')).to.deep.equal([])
    expect(selectCanChooseName(kit.getState()), 'no Choose name row for a browser wallet').to.equal(false)
    kit.destroy()
  })

  it('registers with the auth connector, signing a message bound to the page, address, chain and a fresh nonce', async () => {
    const bodies: { coin_type: number; address: string; message: string; signature: Hex }[] = []
    const kit = createAppKit(
      { projectId: 'p', networks: [alpha], blockchainApiUrl: 'http://blockchain.test', apiUrl: 'http://api.test', plugins: [names()] },
      {
        storage: memoryStorage(),
        fetch: async (input, init) => {
          if (new URL(String(input)).pathname === '/v1/profile/account' && init?.method === 'POST') bodies.push(JSON.parse(String(init.body)))
          return json({ name: 'alice-name.reown.id' })
        },
      },
    )
    await kit.ready
    connectAs(kit, 'AUTH')
    expect(selectCanChooseName(kit.getState()), 'the Choose name row shows for an auth account without a name').to.equal(true)
    expect(await registerName(kit, { name: 'alice-name' })).to.equal('alice-name.reown.id')
    expect(await registerName(kit, { name: 'alice-other' })).to.equal('alice-other.reown.id')
    const [first, second] = bodies.map(body => ({ body, content: JSON.parse(body.message) as Record<string, unknown> }))
    expect(first!.content).to.include({
      name: 'alice-name.reown.id',
      address: owner.address,
      chainId: 'eip155:31337',
      domain: globalThis.location?.host ?? 'localhost',
    })
    expect(first!.body.coin_type).to.equal(0x80000000 + 31337)
    expect(first!.content.nonce).to.match(/^[0-9a-f]{32}$/)
    expect(second!.content.nonce, 'a fresh nonce each time').to.not.equal(first!.content.nonce)
    expect(Math.abs(Number(first!.content.timestamp) - Date.now() / 1000)).to.be.below(5)
    expect(await verifyMessage({ address: owner.address, message: first!.body.message, signature: first!.body.signature })).to.equal(true)
    // The name now shows: the row is gone.
    expect(selectCanChooseName(kit.getState())).to.equal(false)
    kit.destroy()
  })
})
