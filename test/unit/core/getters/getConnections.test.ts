import { expect } from 'chai'
import { initialState, type VestibuleState } from '../../../../core'
import { getAccount } from '../../../../core/getters/getAccount'
import { getConnections } from '../../../../core/getters/getConnections'

const alpha = {
  id: 31337,
  name: 'Sandbox Alpha',
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  assets: { imageUrl: 'https://example.com/alpha.png' },
}
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const state = {
  ...initialState,
  options: { networks: [alpha] },
  activeNamespace: 'eip155',
  activeCaipNetworkId: 'eip155:31337',
  connectors: [
    { id: 'io.metamask', type: 'ANNOUNCED', chain: 'eip155', name: 'MetaMask', imageUrl: 'data:image/png;base64,AA', info: { rdns: 'io.metamask' } },
    { id: 'com.rabby', type: 'ANNOUNCED', chain: 'eip155', name: 'Rabby', info: { rdns: 'io.rabby' } },
    { id: 'embedded', type: 'AUTH', chain: 'eip155', name: 'Email' },
  ],
  connections: { eip155: [{ connectorId: 'io.metamask', accounts: [{ address: ADDRESS, type: 'eoa' }] }] },
  activeConnectorIds: { eip155: 'io.metamask' },
  accounts: { eip155: { status: 'connected', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}`, allAccounts: [{ address: ADDRESS, type: 'eoa' }] } },
  recentWallets: [
    { id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' },
    { id: 'rabby-directory-id', rdns: 'io.rabby', name: 'Rabby Wallet' },
  ],
} as unknown as VestibuleState

describe('getConnections', () => {
  it("gives the namespace's connection records as AppKit's Connection, with the wallet's name, icon and network", () => {
    expect(getConnections(state).connections).to.deep.equal([
      {
        name: 'MetaMask',
        icon: 'data:image/png;base64,AA',
        networkIcon: 'https://example.com/alpha.png',
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        caipNetwork: alpha,
        connectorId: 'io.metamask',
      },
    ])
  })

  it('lists the recent wallets this page has a connector for, other than those connected, as recent connections without accounts', () => {
    expect(getConnections(state, 'eip155').recentConnections).to.deep.equal([{ name: 'Rabby Wallet', recent: true, accounts: [], connectorId: 'com.rabby' }])
    expect(getConnections(state, 'solana')).to.deep.equal({ connections: [], recentConnections: [] })
  })
})

describe('getAccount embeddedWalletInfo', () => {
  it('fills the user from what the embedded connector publishes while the namespace is connected through it, and nothing otherwise', () => {
    expect(getAccount(state)?.embeddedWalletInfo).to.equal(undefined)
    const embedded = {
      ...state,
      activeConnectorIds: { eip155: 'embedded' },
      slices: {
        embeddedWallet: {
          user: {
            socialProvider: 'github',
            userName: 'octo',
            email: 'octo@example.com',
            preferredAccountType: 'smartAccount',
            smartAccountEnabledNetworks: [],
          },
          alert: null,
        },
      },
    } as unknown as VestibuleState
    expect(getAccount(embedded)?.embeddedWalletInfo).to.deep.equal({
      user: {
        email: 'octo@example.com',
        userName: 'octo',
        address: ADDRESS,
        chainId: 31337,
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        preferredAccountType: 'smartAccount',
      },
      authProvider: 'github',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    })
  })
})
