import { expect } from 'chai'
import { OnrampMessages } from '../../../../../plugins/features/onramp/onrampConstants'
import { isOnrampRestricted } from '../../../../../plugins/features/onramp/onrampRestriction'
import { onrampUrlProblem } from '../../../../../plugins/features/onramp/onrampRules'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const url = (query: Record<string, string>) => `https://ramp.example/buy?${new URLSearchParams(query)}`

describe('on-ramp rules: restricted time zones and the purchase URL (plugins/features/onramp/onrampRules)', () => {
  it("is not offered in SPEC §9's mainland-China and Hong Kong zones, whatever their case", () => {
    for (const zone of [
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Hong_Kong',
      'ASIA/HONG_KONG',
      'asia/macau',
      'Asia/Chongqing',
      'Asia/Harbin',
      'Asia/Kashgar',
      'Asia/Macao',
    ])
      expect(isOnrampRestricted(zone), zone).to.equal(true)
    for (const zone of ['Europe/Paris', 'Asia/Tokyo', 'Asia/Taipei', 'America/New_York', 'UTC']) expect(isOnrampRestricted(zone), zone).to.equal(false)
  })

  it("accepts a URL naming the visitor's address, network and amount; refuses another account, network or amount", () => {
    const destination = { address: EVM, caipNetworkId: 'eip155:31337', amount: '100' }
    expect(onrampUrlProblem(url({ session: 's', address: EVM.toLowerCase(), network: 'eip155:31337', presetFiatAmount: '100' }), destination)).to.equal(
      undefined,
    )
    // Coinbase's form: addresses as JSON, the account as a key.
    expect(onrampUrlProblem(url({ addresses: JSON.stringify({ [EVM]: ['base'] }), presetFiatAmount: '100.00' }), destination)).to.equal(undefined)
    expect(onrampUrlProblem(url({ address: OTHER, presetFiatAmount: '100' }), destination)).to.equal(OnrampMessages.WRONG_ADDRESS)
    expect(onrampUrlProblem(url({ addresses: JSON.stringify({ [EVM]: ['base'], [OTHER]: ['base'] }) }), destination)).to.equal(OnrampMessages.WRONG_ADDRESS)
    expect(onrampUrlProblem(url({ session: 's' }), destination)).to.equal(OnrampMessages.WRONG_ADDRESS)
    expect(onrampUrlProblem(url({ address: EVM, presetFiatAmount: '1000' }), destination)).to.equal(OnrampMessages.WRONG_AMOUNT)
    expect(onrampUrlProblem(url({ address: EVM, network: 'eip155:1' }), destination)).to.equal(OnrampMessages.WRONG_NETWORK)
  })

  it('on Solana, wants the Solana address: a URL built from the EVM address is refused', () => {
    const destination = { address: SOL, caipNetworkId: 'solana:localnet', amount: '50' }
    expect(onrampUrlProblem(url({ address: SOL, network: 'solana:localnet', presetFiatAmount: '50' }), destination)).to.equal(undefined)
    expect(onrampUrlProblem(url({ address: EVM, network: 'solana:localnet', presetFiatAmount: '50' }), destination)).to.equal(OnrampMessages.WRONG_ADDRESS)
    expect(onrampUrlProblem(url({ address: SOL.toLowerCase(), presetFiatAmount: '50' }), destination)).to.equal(OnrampMessages.WRONG_ADDRESS)
  })
})
