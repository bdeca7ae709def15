import { expect } from 'chai'
import { clientIdFromAuth } from '../../../../devtools/sandbox/relay/clientIdFromAuth'
import { authJwt, randomClientId } from './rawRelayClient'

describe('clientIdFromAuth (relay socket auth)', () => {
  it("returns the JWT's did:key issuer as the client id", () => {
    const clientId = randomClientId()
    expect(clientIdFromAuth(authJwt({ iss: clientId }))).to.deep.equal({ ok: true, clientId })
  })

  it('refuses a missing, malformed or issuer-less token, saying why', () => {
    expect(clientIdFromAuth(null)).to.deep.include({ ok: false, reason: 'missing auth query parameter (a relay-auth JWT)' })
    expect(clientIdFromAuth('a.b')).to.deep.include({ ok: false })
    expect(clientIdFromAuth('a+b.c.d')).to.deep.include({ ok: false })
    expect(clientIdFromAuth(`x.${Buffer.from('not json').toString('base64url')}.y`)).to.deep.equal({
      ok: false,
      reason: 'auth JWT payload is not JSON',
    })
    expect(clientIdFromAuth(authJwt({}))).to.deep.include({ ok: false })
    expect(clientIdFromAuth(authJwt({ iss: 'did:web:example.com' }))).to.deep.include({ ok: false })
  })
})
