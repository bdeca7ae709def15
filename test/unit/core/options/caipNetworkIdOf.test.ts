import { expect } from 'chai'
import { base, mainnet } from 'viem/chains'
import { caipNetworkIdOf } from '../../../../core/options/caipNetworkIdOf'
import { bitcoin, defineChain, solana } from '../../../../plugins/networks'

describe('caipNetworkIdOf: a network as AppKit calls name it', () => {
  it('reads a viem Chain as its eip155 network, as the networks option does', () => {
    expect(caipNetworkIdOf(mainnet)).to.equal('eip155:1')
    expect(caipNetworkIdOf(base)).to.equal('eip155:8453')
  })

  it('reads a CAIP network (vestibule/networks, defineChain) by its caipNetworkId', () => {
    expect(caipNetworkIdOf(solana)).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(caipNetworkIdOf(bitcoin)).to.equal('bip122:000000000019d6689c085ae165831e93')
    const custom = defineChain({
      id: 31337,
      name: 'Sandbox',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expect(caipNetworkIdOf(custom)).to.equal('eip155:31337')
  })

  it('passes a CAIP-2 id through', () => {
    expect(caipNetworkIdOf('eip155:10')).to.equal('eip155:10')
  })

  it('names no network for what is none (no crash)', () => {
    for (const value of [undefined, null, 1, {}, { id: 1 }, { network: 'eip155:1' }]) expect(caipNetworkIdOf(value), JSON.stringify(value)).to.equal(undefined)
  })
})
