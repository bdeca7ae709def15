import { expect } from 'chai'
import type { z } from 'zod/mini'
import {} from '../../../../core/constants'
import {
  accountNameSchema,
  accountStateSchema,
  connectionRecordsByNamespaceSchema,
  connectionSchema,
  connectorInfoSchema,
  dappMetadataSchema,
  embeddedWalletUserSchema,
  getWalletsResponseSchema,
  networkSchema,
  parseWith,
  recentWalletsSchema,
  remoteFeaturesSchema,
  socialProviderSchema,
  themeSyncSchema,
  tokenBalanceSchema,
} from '../../../../core/schemas'

const ADDRESS = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'

function issuesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = parseWith(schema, value)
  return result.success ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)
}

function expectValid(schema: z.ZodMiniType, value: unknown): void {
  expect(issuesOf(schema, value)).to.deep.equal([])
}

const tokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  iconUrl: 'https://x.test/eth.png',
  quantity: { decimals: '18', numeric: '1.0' },
}

describe('entity schemas (SPEC §3)', () => {
  it('accepts a CAIP network and rejects a malformed CAIP id', () => {
    const network = {
      id: 1,
      name: 'Ethereum',
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.test'] }, chainDefault: { http: ['https://c.test'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
      testnet: false,
      assets: { imageId: 'img' },
    }
    expectValid(networkSchema, network)
    expectValid(networkSchema, { ...network, id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(issuesOf(networkSchema, { ...network, caipNetworkId: 'eip155' })).to.deep.equal(['caipNetworkId: Invalid input'])
    expect(issuesOf(networkSchema, { ...network, chainNamespace: 'tezos' })[0]).to.match(/^chainNamespace: Invalid enum value/)
  })

  it('accepts a wallet listing page with null links', () => {
    expectValid(getWalletsResponseSchema, {
      data: [
        {
          id: 'c57ca95b',
          name: 'MetaMask',
          image_id: 'img',
          mobile_link: 'metamask://',
          desktop_link: null,
          webapp_link: null,
          rdns: 'io.metamask',
          chains: ['eip155:1'],
        },
      ],
      count: 1,
    })
  })

  it('keeps at most 2 recent wallets with no duplicate id', () => {
    expectValid(recentWalletsSchema, [
      { id: 'a', name: 'A', rdns: 'a.test' },
      { id: 'b', name: 'B' },
    ])
    expect(
      issuesOf(recentWalletsSchema, [
        { id: 'a', name: 'A' },
        { id: 'a', name: 'A' },
      ]),
    ).to.deep.equal([': Invalid input'])
    expect(
      issuesOf(recentWalletsSchema, [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ]),
    ).to.deep.equal([': Array must contain at most 2 element(s)'])
  })

  it('accepts the JSON part of a connector and rejects an unknown type', () => {
    const connector = { type: 'ANNOUNCED', id: 'io.metamask', chain: 'eip155', name: 'MetaMask', info: { rdns: 'io.metamask' } }
    expectValid(connectorInfoSchema, connector)
    expect(issuesOf(connectorInfoSchema, { ...connector, type: 'PLUGIN' })).to.deep.equal([
      "type: Invalid enum value. Expected 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH', received 'PLUGIN'",
    ])
  })

  it('accepts connections and records per namespace, with account types eoa, smartAccount, payment', () => {
    expectValid(connectionSchema, {
      connectorId: 'AUTH',
      accounts: [{ address: ADDRESS, type: 'smartAccount' }],
      recent: false,
      auth: { name: 'Email' },
    })
    expectValid(connectionRecordsByNamespaceSchema, {
      eip155: [{ connectorId: 'io.metamask', accounts: [{ address: ADDRESS, type: 'eoa' }] }],
      bip122: [{ connectorId: 'xverse', accounts: [{ address: 'bc1q', type: 'payment' }] }],
    })
    expect(issuesOf(connectionSchema, { connectorId: 'x', accounts: [{ address: ADDRESS, type: 'cold' }] })).to.have.length(1)
  })

  it('accepts account state and the embedded-wallet user with nullable email and string or number chain id', () => {
    expectValid(accountStateSchema, {
      caipAddress: `eip155:1:${ADDRESS}`,
      address: ADDRESS,
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: null,
      status: 'connected',
      tokenBalance: [tokenBalance],
      preferredAccountTypes: { eip155: 'smartAccount' },
      socialProvider: 'discord',
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
    })
    expectValid(embeddedWalletUserSchema, { email: null, address: ADDRESS, chainId: 'eip155:1' })
    expectValid(embeddedWalletUserSchema, {
      email: 'visitor@example.com',
      address: ADDRESS,
      chainId: 1,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      userName: null,
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    })
    expect(issuesOf(embeddedWalletUserSchema, { email: 'nope', address: ADDRESS, chainId: 1 })).to.deep.equal(['email: Invalid email'])
  })

  it('allows only the six social providers', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expectValid(socialProviderSchema, provider)
    }
    expect(issuesOf(socialProviderSchema, 'farcaster')).to.have.length(1)
  })

  it('checks an account name label', () => {
    expectValid(accountNameSchema, 'my-name')
    expect(issuesOf(accountNameSchema, 'abc')).to.deep.equal([': String must contain at least 4 character(s)'])
    expect(issuesOf(accountNameSchema, 'my_name')).to.deep.equal([': Invalid input'])
  })
})
