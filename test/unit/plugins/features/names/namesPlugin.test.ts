import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit } from '../../../../../core/appkit/createAppKit'
import { lookupName, names, selectNames } from '../../../../../plugins/features/names'
import { memoryStorage } from '../../../offlineEnvironment'
import { alpha } from '../../../core/foldEvents'

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

  it("refuses to register without a connected eip155 address: 'Address or auth connector not found'", async () => {
    const kit = start(() => json({}), { requireAuthConnector: true })
    await kit.ready
    const outcome = new Promise(resolve => kit.subscribeEvents(event => event.type === 'names/register-failed' && resolve(event.payload.error.shortMessage)))
    kit.dispatch({ type: 'names/register-requested', payload: { name: 'someone.reown.id', address: '0x0000000000000000000000000000000000000001', coinType: 60, message: '{}', signature: '0x00' } })
    expect(await outcome).to.equal('Address or auth connector not found')
    kit.destroy()
  })
})
