import { expect } from 'chai'
import { Address, NETWORK, OutScript } from '@scure/btc-signer'
import { bip322MessageHash, signBip322, signLegacyMessage, verifyBip322, verifyLegacyMessage } from '../../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const mainnet = (address: string) => {
  try {
    return OutScript.encode(Address(NETWORK).decode(address))
  } catch {
    return undefined
  }
}
// BIP-322's own test vectors (github.com/bitcoin/bips/blob/master/bip-0322.mediawiki#test-vectors).
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const HELLO_P2WPKH =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const EMPTY_P2WPKH =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO_P2TR = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

describe('Bitcoin message signing (BIP-322 simple, legacy ECDSA)', () => {
  const account = bitcoinSandboxAccount(0)

  it("computes BIP-322's message hashes", () => {
    expect(hex(bip322MessageHash(''))).to.equal('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(hex(bip322MessageHash('Hello World'))).to.equal('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a')
  })

  it("verifies BIP-322's test vectors for P2WPKH and P2TR, and refuses them for another message", () => {
    expect(verifyBip322(P2WPKH, 'Hello World', HELLO_P2WPKH, mainnet)).to.equal(undefined)
    expect(verifyBip322(P2WPKH, '', EMPTY_P2WPKH, mainnet)).to.equal(undefined)
    expect(verifyBip322(P2TR, 'Hello World', HELLO_P2TR, mainnet)).to.equal(undefined)
    expect(verifyBip322(P2WPKH, '', HELLO_P2WPKH, mainnet)).to.equal('the ECDSA signature does not verify')
    expect(verifyBip322(P2TR, 'Hello World!', HELLO_P2TR, mainnet)).to.equal('the Schnorr signature does not verify')
  })

  it('signs with the sandbox keys: the payment (P2WPKH) and ordinals (P2TR) signatures verify, and not for another address', () => {
    for (const { address, privateKey } of [account.payment, account.ordinals]) {
      const signature = signBip322(address, 'Sign in to the sandbox', privateKey)
      expect(verifyBip322(address, 'Sign in to the sandbox', signature)).to.equal(undefined)
      expect(verifyBip322(address, 'Sign in elsewhere', signature)).to.be.a('string')
    }
    const signature = signBip322(account.payment.address, 'x', account.payment.privateKey)
    expect(verifyBip322(bitcoinSandboxAccount(1).payment.address, 'x', signature)).to.equal(
      "the witness public key does not hash to the spent output's program",
    )
  })

  it('signs the legacy way (BIP-137 header for P2WPKH) and recovers the address key; refuses P2TR', () => {
    const signature = signLegacyMessage(account.payment.address, 'hello', account.payment.privateKey)
    const header = Buffer.from(signature, 'base64')[0]!
    expect(header === 39 || header === 40).to.equal(true)
    expect(verifyLegacyMessage(account.payment.address, 'hello', signature)).to.equal(undefined)
    expect(verifyLegacyMessage(account.payment.address, 'hullo', signature)).to.equal('the signature was made by another key than the address pays to')
    expect(() => signLegacyMessage(account.ordinals.address, 'hello', account.ordinals.privateKey)).to.throw(
      'ECDSA message signing is for P2WPKH (payment) addresses',
    )
  })
})
