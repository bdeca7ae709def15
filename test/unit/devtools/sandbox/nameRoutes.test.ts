import { expect } from 'chai'
import { privateKeyToAccount } from 'viem/accounts'
import { startApiServer, type ApiServer } from '../../../../devtools/sandbox/api/startApiServer'
import { registrationMessage, registrationNonce, toCoinType, type RegistrationMessageFields } from '../../../../plugins/features/names/namesRules'

// Anvil's well-known test keys (accounts 0 and 1): public, never funded outside a local chain.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('sandbox API: account names stored for real (SPEC §5, §7)', () => {
  let api: ApiServer
  before(async () => {
    api = await startApiServer({ chains: [] })
  })
  after(() => api.stop())

  const q = 'projectId=p&st=vestibule&sv=1'
  const PAGE = 'http://localhost:5173'
  const register = async (
    name: string,
    signer = alice,
    address: string = alice.address,
    bound: Partial<RegistrationMessageFields> = {},
    { origin = PAGE, coinType = toCoinType(31337) }: { origin?: string; coinType?: number | undefined } = {},
  ) => {
    const message = registrationMessage({
      name,
      domain: 'localhost:5173',
      address,
      chainId: 'eip155:31337',
      nonce: registrationNonce(),
      issuedAtMs: Date.now(),
      ...bound,
    })
    const signature = await signer.signMessage({ message })
    return fetch(`${api.url}/v1/profile/account?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ coin_type: coinType, address, message, signature }),
    })
  }

  it('registers a signed name and serves it to lookups, reverse lookups, suggestions and the identity route', async () => {
    expect((await register('alice-test.reown.id')).status).to.equal(200)
    const record = (await (await fetch(`${api.url}/v1/profile/account/alice-test.reown.id?${q}`)).json()) as { addresses: Record<string, { address: string }> }
    expect(Object.values(record.addresses).map(entry => entry.address)).to.deep.equal([alice.address])
    const reverse = (await (await fetch(`${api.url}/v1/profile/reverse/${alice.address}?${q}`)).json()) as { name: string }[]
    // The sandbox's seeded name for alice stays, after the one she registered.
    expect(reverse.map(entry => entry.name)).to.deep.equal(['alice-test.reown.id', 'alice.sandbox.eth'])
    const suggestions = await (await fetch(`${api.url}/v1/profile/suggestions/alice-test?${q}`)).json()
    expect(suggestions.suggestions[0]).to.deep.equal({ name: 'alice-test.reown.id', registered: true })
    const identity = await (await fetch(`${api.url}/v1/identity/${alice.address}?${q}`)).json()
    expect(identity.name).to.equal('alice-test.reown.id')
  })

  it('refuses a signature that is not the address owner’s (401), a taken name (409) and an invalid one (400)', async () => {
    expect((await register('someone-else.reown.id', mallory, alice.address)).status).to.equal(401)
    expect((await register('alice-test.reown.id', mallory, mallory.address)).status).to.equal(409)
    expect((await register('abc.reown.id')).status).to.equal(400)
    expect((await register('not valid.reown.id')).status).to.equal(400)
    expect((await fetch(`${api.url}/v1/profile/account/someone-else.reown.id?${q}`)).status).to.equal(404)
  })

  it('refuses a signature bound to another domain, address, chain or time, or replayed with its nonce (401)', async () => {
    const refused = async (response: Promise<Response>) => {
      const answer = await response
      return { status: answer.status, error: ((await answer.json()) as { error: string }).error }
    }
    // Signed for another site, presented by this page; and a message naming no domain at all.
    expect(await refused(register('domain-bound.reown.id', alice, alice.address, { domain: 'evil.example' }))).to.deep.include({ status: 401 })
    expect((await register('domain-bound.reown.id', alice, alice.address, {}, { origin: 'http://evil.example' })).status).to.equal(401)
    // Alice signs a message naming mallory's address, posted for mallory.
    expect((await register('address-bound.reown.id', alice, mallory.address, { address: alice.address })).status).to.equal(401)
    // Signed for chain 31337, posted under mainnet's coin type.
    expect((await register('chain-bound.reown.id', alice, alice.address, {}, { coinType: 60 })).status).to.equal(401)
    // Signed 11 minutes ago, or a minute and more ahead.
    expect((await register('time-bound.reown.id', alice, alice.address, { issuedAtMs: Date.now() - 11 * 60_000 })).status).to.equal(401)
    expect((await register('time-bound.reown.id', alice, alice.address, { issuedAtMs: Date.now() + 5 * 60_000 })).status).to.equal(401)
    // A message without the bound fields (AppKit's bare JSON) is not a registration message.
    const bare = JSON.stringify({ name: 'bare-name.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const bareAnswer = await fetch(`${api.url}/v1/profile/account?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE },
      body: JSON.stringify({ coin_type: toCoinType(31337), address: alice.address, message: bare, signature: await alice.signMessage({ message: bare }) }),
    })
    expect(bareAnswer.status).to.equal(400)
    for (const name of ['domain-bound', 'address-bound', 'chain-bound', 'time-bound', 'bare-name'])
      expect(api.names.byName(`${name}.reown.id`)).to.equal(undefined)

    // A signed registration replayed as it is: its nonce was used.
    const message = registrationMessage({
      name: 'replayed.reown.id',
      domain: 'localhost:5173',
      address: alice.address,
      chainId: 'eip155:31337',
      nonce: registrationNonce(),
      issuedAtMs: Date.now(),
    })
    const body = JSON.stringify({ coin_type: toCoinType(31337), address: alice.address, message, signature: await alice.signMessage({ message }) })
    const post = () => fetch(`${api.url}/v1/profile/account?${q}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: PAGE }, body })
    expect((await post()).status).to.equal(200)
    api.names.clear()
    expect(await refused(post())).to.deep.equal({ status: 401, error: 'the nonce was already used' })
  })

  it('computes ENSIP-11 coin types, refusing chain ids above 2147483647 (SPEC §5)', () => {
    expect(toCoinType(1)).to.equal(60)
    expect(toCoinType(10)).to.equal(2147483658)
    expect(toCoinType(2147483648)).to.equal(undefined)
  })
})
