import { expect } from 'chai'
import { walletConnectWire } from '../../../../plugins/connectors/walletConnect/walletConnectWire'

const PAYMENT = 'bcrt1qpaymentaddress'
const ORDINALS = 'bcrt1pordinalsaddress'

describe("walletConnectWire: the modal's requests as WalletConnect's wallets take them", () => {
  it('passes eip155 requests as they are, and gives Solana its params object', () => {
    expect(walletConnectWire('eip155', 'personal_sign', ['0x68', '0xabc'], '0xabc')).to.deep.equal({ method: 'personal_sign', params: ['0x68', '0xabc'] })
    expect(walletConnectWire('solana', 'solana_signMessage', [{ message: 'm', pubkey: 'p' }], 'p')).to.deep.equal({
      method: 'solana_signMessage',
      params: { message: 'm', pubkey: 'p' },
    })
  })

  it("sends bip122's signMessage as one object naming the account it signs with", () => {
    expect(walletConnectWire('bip122', 'signMessage', [{ address: ORDINALS, message: 'Hello', protocol: 'bip322' }], PAYMENT)).to.deep.equal({
      method: 'signMessage',
      params: { address: ORDINALS, message: 'Hello', protocol: 'bip322', account: ORDINALS },
    })
    expect(walletConnectWire('bip122', 'signMessage', [{ message: 'Hello' }], PAYMENT).params).to.deep.equal({
      message: 'Hello',
      account: PAYMENT,
      address: PAYMENT,
    })
  })

  it("renames signPSBT to WalletConnect's signPsbt and names the session's account", () => {
    const signInputs = [{ address: PAYMENT, index: 0, sighashTypes: [1] }]
    expect(walletConnectWire('bip122', 'signPSBT', [{ psbt: 'cHNidP8=', signInputs, broadcast: false }], PAYMENT)).to.deep.equal({
      method: 'signPsbt',
      params: { account: PAYMENT, psbt: 'cHNidP8=', signInputs, broadcast: false },
    })
  })

  it('names the account for sendTransfer and asks getAccountAddresses with an empty object', () => {
    expect(walletConnectWire('bip122', 'sendTransfer', [{ recipientAddress: ORDINALS, amount: '1000' }], PAYMENT).params).to.deep.equal({
      account: PAYMENT,
      recipientAddress: ORDINALS,
      amount: '1000',
    })
    expect(walletConnectWire('bip122', 'getAccountAddresses', [], PAYMENT)).to.deep.equal({ method: 'getAccountAddresses', params: {} })
  })
})
