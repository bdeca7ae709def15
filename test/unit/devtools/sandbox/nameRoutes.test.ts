import { expect } from 'chai'
import { privateKeyToAccount } from 'viem/accounts'
import { startApiServer, type ApiServer } from '../../../../devtools/sandbox/api/startApiServer'
import { registrationMessage, toCoinType } from '../../../../plugins/features/names/namesRules'

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
  const register = async (name: string, signer = alice, address = alice.address) => {
    const message = registrationMessage(name, Date.now())
    const signature = await signer.signMessage({ message })
    return fetch(`${api.url}/v1/profile/account?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: toCoinType(31337), address, message, signature }),
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

  it('computes ENSIP-11 coin types, refusing chain ids above 2147483647 (SPEC §5)', () => {
    expect(toCoinType(1)).to.equal(60)
    expect(toCoinType(10)).to.equal(2147483658)
    expect(toCoinType(2147483648)).to.equal(undefined)
  })
})
