import { expect } from 'chai'
import { buildNamespaces } from '../../../../plugins/connectors/walletConnect/buildNamespaces'
import { normalizeNetwork } from '../../../../core/options/normalizeNetwork'
import type { CaipNetwork } from '../../../../core/schemas/entities'
import { alpha, beta } from '../../core/foldEvents'

const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

describe('buildNamespaces (CAIP-25 namespaces of the session proposal)', () => {
  it('puts every configured EVM network in eip155, in the app order, with its RPC by chain reference', () => {
    const namespaces = buildNamespaces([normalizeNetwork(beta), normalizeNetwork(alpha)])
    expect(Object.keys(namespaces)).to.deep.equal(['eip155'])
    expect(namespaces.eip155!.chains).to.deep.equal(['eip155:31338', 'eip155:31337'])
    expect(namespaces.eip155!.rpcMap).to.deep.equal({ '31338': 'http://127.0.0.1:8545', '31337': 'http://127.0.0.1:8545' })
    expect(namespaces.eip155!.events).to.deep.equal(['chainChanged', 'accountsChanged'])
  })

  it('asks for the signing, sending and chain methods the modal uses', () => {
    const { methods } = buildNamespaces([normalizeNetwork(alpha)]).eip155!
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']) {
      expect(methods).to.include(method)
    }
  })

  it('gives each namespace its own entry, and lists a network once', () => {
    const namespaces = buildNamespaces([normalizeNetwork(alpha), solanaDevnet, normalizeNetwork(alpha)])
    expect(Object.keys(namespaces)).to.deep.equal(['eip155', 'solana'])
    expect(namespaces.eip155!.chains).to.deep.equal(['eip155:31337'])
    expect(namespaces.solana!.chains).to.deep.equal(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
    expect(namespaces.solana!.methods).to.include('solana_signMessage')
    expect(namespaces.solana!.rpcMap).to.deep.equal({ EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' })
  })

  it('proposes Solana and Bitcoin networks with the methods and events AppKit asks of those wallets', () => {
    const bitcoin: CaipNetwork = {
      id: '000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
    }
    const namespaces = buildNamespaces([normalizeNetwork(alpha), solanaDevnet, bitcoin])
    expect(Object.keys(namespaces)).to.deep.equal(['eip155', 'solana', 'bip122'])
    expect(namespaces.solana!.methods).to.have.members([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
    expect(namespaces.solana!.events).to.have.members(['accountsChanged', 'chainChanged'])
    expect(namespaces.bip122!.chains).to.deep.equal(['bip122:000000000019d6689c085ae165831e93'])
    expect(namespaces.bip122!.methods).to.have.members(['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'])
    expect(namespaces.bip122!.events).to.have.members(['accountsChanged', 'chainChanged'])
  })
})
