import { expect } from 'chai'
import { isPairingExpired, isPairingLive, msUntilPairingExpired, pairingExpiresAt } from '../../../../core/pairing/pairingExpiry'

describe('pairing URI expiry (SPEC §4: 4 minutes, expired within 10 s of expiry)', () => {
  const created = 1_700_000_000_000

  it('expires 4 minutes after it was made', () => {
    expect(pairingExpiresAt(created)).to.equal(created + 240_000)
  })

  it('is live until 10 s before expiry, and expired from then on', () => {
    const expiresAt = pairingExpiresAt(created)
    expect(isPairingExpired(expiresAt, created)).to.equal(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).to.equal(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).to.equal(true)
    expect(isPairingExpired(expiresAt, expiresAt + 1)).to.equal(true)
  })

  it('says when to replace it: 3 min 50 s after it was made, never a negative wait', () => {
    const expiresAt = pairingExpiresAt(created)
    expect(msUntilPairingExpired(expiresAt, created)).to.equal(230_000)
    expect(msUntilPairingExpired(expiresAt, created + 229_000)).to.equal(1_000)
    expect(msUntilPairingExpired(expiresAt, expiresAt)).to.equal(0)
  })

  it('counts a pairing live only for its own connector and before its margin', () => {
    const pairing = { connectorId: 'walletConnect', uri: 'wc:x@2?a', expiresAt: pairingExpiresAt(created) }
    expect(isPairingLive(pairing, 'walletConnect', created)).to.equal(true)
    expect(isPairingLive(pairing, 'other', created)).to.equal(false)
    expect(isPairingLive(pairing, 'walletConnect', created + 230_000)).to.equal(false)
    expect(isPairingLive(null, 'walletConnect', created)).to.equal(false)
  })
})
