import { expect } from 'chai'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { startAnvil, type AnvilInstance } from '../../../../devtools/sandbox/anvil/startAnvil'
import { startApiServer, type ApiServer } from '../../../../devtools/sandbox/api/startApiServer'

// Anvil's well-known test keys (accounts 0 and 1): public, never funded outside a local chain.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('sandbox API: sign-in sessions kept for real (SPEC §7 /v1/sessions/{address})', function () {
  this.timeout(30_000)
  let anvil: AnvilInstance
  let api: ApiServer
  before(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    api = await startApiServer({ chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
  })
  after(async () => {
    await api?.stop()
    await anvil?.stop()
  })

  const q = 'projectId=p&st=vestibule&sv=1'
  const nonce = async (address: string) => ((await (await fetch(`${api.url}/v1/sessions/${address}/nonce?${q}`)).json()) as { nonce: string }).nonce
  const message = (address: `0x${string}`, fields: { nonce: string; domain?: string; expirationTime?: Date }) =>
    createSiweMessage({
      address,
      chainId: 31337,
      domain: fields.domain ?? 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      nonce: fields.nonce,
      expirationTime: fields.expirationTime ?? new Date(Date.now() + 60_000),
    })
  const add = (address: string, body: unknown, origin = 'http://localhost:5173') =>
    fetch(`${api.url}/v1/sessions/${address}?${q}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })

  it('keeps a session signed by the address with a nonce it issued, lists it without its signature, and revokes it with its signature', async () => {
    const text = message(alice.address, { nonce: await nonce(alice.address) })
    const signature = await alice.signMessage({ message: text })
    const added = await add(alice.address, { message: text, signature })
    expect(added.status).to.equal(200)
    const record = (await added.json()) as { pci: string; caipNetworkId: string }
    expect(record.caipNetworkId).to.equal('eip155:31337')
    const listed = (await (await fetch(`${api.url}/v1/sessions/${alice.address}?${q}`)).json()) as { sessions: object[] }
    expect(listed.sessions).to.have.length(1)
    expect(JSON.stringify(listed)).to.not.include(signature)

    const revoke = (body: unknown) =>
      fetch(`${api.url}/v1/sessions/${alice.address}/revoke?${q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await revoke({ pci: record.pci, signature: `0x${'00'.repeat(65)}` })).status).to.equal(403)
    expect((await revoke({ pci: record.pci, signature })).status).to.equal(200)
    expect((await revoke({ pci: record.pci, signature })).status).to.equal(404)
    expect(api.sessions.byAddress(alice.address)).to.deep.equal([])
  })

  it("refuses another key's signature, a reused or unknown nonce, another page's domain, an expired message and a malformed body", async () => {
    const issued = await nonce(alice.address)
    const text = message(alice.address, { nonce: issued })
    expect((await add(alice.address, { message: text, signature: await mallory.signMessage({ message: text }) })).status).to.equal(401)
    // The nonce was spent by that attempt: single use.
    expect((await add(alice.address, { message: text, signature: await alice.signMessage({ message: text }) })).status).to.equal(401)
    const unknown = message(alice.address, { nonce: 'neverissued1' })
    expect((await add(alice.address, { message: unknown, signature: await alice.signMessage({ message: unknown }) })).status).to.equal(401)
    const elsewhere = message(alice.address, { nonce: await nonce(alice.address), domain: 'evil.example' })
    expect((await add(alice.address, { message: elsewhere, signature: await alice.signMessage({ message: elsewhere }) })).status).to.equal(401)
    const expired = message(alice.address, { nonce: await nonce(alice.address), expirationTime: new Date(Date.now() - 1_000) })
    expect((await add(alice.address, { message: expired, signature: await alice.signMessage({ message: expired }) })).status).to.equal(401)
    expect((await add(alice.address, { message: text })).status).to.equal(400)
    expect((await add(mallory.address, { message: text, signature: '0x00' })).status).to.equal(400)
    expect((await fetch(`${api.url}/v1/sessions/not-an-address?${q}`)).status).to.equal(400)
    expect(api.sessions.byAddress(alice.address)).to.deep.equal([])
  })
})
