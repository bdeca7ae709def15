import { expect } from 'chai'
import { isCaipAddress, isCaipNetworkId, isEvmAddress, isSolanaAddress, parseCaipAddress, parseCaipNetworkId } from '../../../../core/schemas/addressRules'

const EVM = 'd8da6bf26964af9d7eed9e03e53415d37aa96045'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('address rules (SPEC §5)', () => {
  it('accepts an EVM address of 40 hex characters, with or without 0x', () => {
    expect(isEvmAddress(`0x${EVM}`)).to.equal(true)
    expect(isEvmAddress(EVM)).to.equal(true)
    expect(isEvmAddress(`0x${EVM.toUpperCase()}`)).to.equal(true)
  })

  it('rejects an EVM address of the wrong length or with non-hex characters', () => {
    expect(isEvmAddress(`0x${EVM.slice(1)}`)).to.equal(false)
    expect(isEvmAddress(`0x${EVM}0`)).to.equal(false)
    expect(isEvmAddress(`0x${EVM.slice(1)}g`)).to.equal(false)
    expect(isEvmAddress(`1x${EVM}`)).to.equal(false)
  })

  it('accepts a Solana address of 32 to 44 base58 characters', () => {
    expect(isSolanaAddress(SOLANA)).to.equal(true)
    expect(isSolanaAddress('1'.repeat(32))).to.equal(true)
    expect(isSolanaAddress('z'.repeat(44))).to.equal(true)
  })

  it('rejects a Solana address that is too short, too long or not base58', () => {
    expect(isSolanaAddress('1'.repeat(31))).to.equal(false)
    expect(isSolanaAddress('1'.repeat(45))).to.equal(false)
    for (const excluded of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(`${excluded}${'1'.repeat(40)}`), excluded).to.equal(false)
    }
  })

  it('accepts a CAIP address with three parts and a known namespace', () => {
    for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos', 'near']) {
      expect(isCaipAddress(`${namespace}:1:abc`), namespace).to.equal(true)
    }
    expect(parseCaipAddress(`eip155:10:0x${EVM}`)).to.deep.equal({
      chainNamespace: 'eip155',
      chainId: '10',
      address: `0x${EVM}`,
    })
  })

  it('rejects a CAIP address with an unknown namespace, the wrong part count or an empty part', () => {
    expect(isCaipAddress('tezos:1:abc')).to.equal(false)
    expect(isCaipAddress('eip155:1')).to.equal(false)
    expect(isCaipAddress('eip155:1:abc:def')).to.equal(false)
    expect(isCaipAddress('eip155::abc')).to.equal(false)
    expect(isCaipAddress('eip155:1:')).to.equal(false)
    expect(parseCaipAddress('eip155:1')).to.equal(undefined)
  })

  it('accepts a CAIP network id of two parts', () => {
    expect(isCaipNetworkId('eip155:1')).to.equal(true)
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.equal(true)
    expect(isCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).to.equal(true)
    expect(parseCaipNetworkId('eip155:137')).to.deep.equal({ chainNamespace: 'eip155', chainId: '137' })
  })

  it('rejects a CAIP network id with another part count, an empty part or an unknown namespace', () => {
    expect(isCaipNetworkId('eip155')).to.equal(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).to.equal(false)
    expect(isCaipNetworkId('eip155:')).to.equal(false)
    expect(isCaipNetworkId(':1')).to.equal(false)
    expect(isCaipNetworkId('tezos:1')).to.equal(false)
    expect(parseCaipNetworkId('eip155')).to.equal(undefined)
  })
})
