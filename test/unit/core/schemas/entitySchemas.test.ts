import { expect } from 'chai'
import type { z } from 'zod/mini'
import {
  DEFAULT_REMOTE_FEATURES,
  ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS,
} from '../../../../core/constants'
import {
  accountNameSchema,
  accountStateSchema,
  analyticsErrorEventSchema,
  balanceCacheEntrySchema,
  connectionRecordsByNamespaceSchema,
  connectionSchema,
  connectorInfoSchema,
  dappMetadataSchema,
  embeddedWalletUserSchema,
  ensCacheEntrySchema,
  getWalletsResponseSchema,
  identityCacheEntrySchema,
  nativeBalanceCacheEntrySchema,
  networkSchema,
  onrampOptionsSchema,
  parseWith,
  paymentMethodLimitSchema,
  recentWalletsSchema,
  remoteFeaturesSchema,
  sendCallsPayloadSchema,
  siwxMessageSchema,
  socialProviderSchema,
  solanaSignAndSendTransactionPayloadSchema,
  solanaSignMessagePayloadSchema,
  swapTokenWithBalanceSchema,
  themeSyncSchema,
  tokenBalanceSchema,
  transactionSchema,
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
    expect(issuesOf(networkSchema, { ...network, caipNetworkId: 'eip155' })).to.deep.equal([
      'caipNetworkId: Invalid input',
    ])
    expect(issuesOf(networkSchema, { ...network, chainNamespace: 'tezos' })[0]).to.match(
      /^chainNamespace: Invalid enum value/,
    )
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
    expectValid(recentWalletsSchema, [{ id: 'a', name: 'A', rdns: 'a.test' }, { id: 'b', name: 'B' }])
    expect(issuesOf(recentWalletsSchema, [{ id: 'a', name: 'A' }, { id: 'a', name: 'A' }])).to.deep.equal([
      ': Invalid input',
    ])
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
    expect(issuesOf(embeddedWalletUserSchema, { email: 'nope', address: ADDRESS, chainId: 1 })).to.deep.equal([
      'email: Invalid email',
    ])
  })

  it('allows only the six social providers', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expectValid(socialProviderSchema, provider)
    }
    expect(issuesOf(socialProviderSchema, 'farcaster')).to.have.length(1)
  })

  it('accepts token balances and the four cache entries', () => {
    expectValid(tokenBalanceSchema, tokenBalance)
    expectValid(balanceCacheEntrySchema, { caipAddress: `eip155:1:${ADDRESS}`, balance: [tokenBalance], timestamp: 1 })
    expectValid(nativeBalanceCacheEntrySchema, {
      caipAddress: `eip155:1:${ADDRESS}`,
      balance: { balance: '1.0', symbol: 'ETH' },
      timestamp: 1,
    })
    expectValid(ensCacheEntrySchema, { address: ADDRESS, ens: [{ name: 'vitalik.eth' }], timestamp: 1 })
    expectValid(identityCacheEntrySchema, {
      address: ADDRESS,
      identity: { name: null, avatar: null },
      timestamp: 1,
    })
    expect(issuesOf(identityCacheEntrySchema, { address: ADDRESS, identity: { name: null, avatar: null } })).to.deep.equal([
      'timestamp: Required',
    ])
  })

  it('accepts a transaction and needs fungible_info or nft_info on a transfer', () => {
    const transaction = {
      id: 'tx1',
      metadata: {
        minedAt: '2024-01-01T00:00:00Z',
        chain: 'eip155:1',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: ADDRESS,
        sentTo: ADDRESS,
      },
      transfers: [
        { fungible_info: { symbol: 'ETH', icon: { url: 'https://x.test/i.png' } }, quantity: { numeric: '1' } },
        {
          nft_info: { name: 'Punk', content: { preview: { url: 'https://x.test/p.png' } }, flags: { is_spam: false } },
          quantity: { numeric: '1' },
        },
      ],
    }
    expectValid(transactionSchema, transaction)
    expect(issuesOf(transactionSchema, { ...transaction, transfers: [{ quantity: { numeric: '1' } }] })).to.deep.equal([
      'transfers.0: Invalid input',
    ])
  })

  it("requires send-calls 'to' and 'data' to start with 0x", () => {
    expectValid(sendCallsPayloadSchema, {
      chainId: '0x1',
      from: ADDRESS,
      version: '2.0.0',
      capabilities: {},
      calls: [{ to: ADDRESS, data: '0xabcdef', value: '0x0' }, { to: ADDRESS }],
    })
    expect(issuesOf(sendCallsPayloadSchema, { calls: [{ to: 'abc', data: 'def' }] })).to.deep.equal([
      'calls.0.to: Invalid input: must start with "0x"',
      'calls.0.data: Invalid input: must start with "0x"',
    ])
  })

  it('accepts Solana payloads and only the eight preflight commitments', () => {
    expectValid(solanaSignMessagePayloadSchema, { message: 'aGk=', pubkey: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })
    for (const preflightCommitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']) {
      expectValid(solanaSignAndSendTransactionPayloadSchema, {
        transaction: 'AQID',
        options: { skipPreflight: false, preflightCommitment, maxRetries: 3, minContextSlot: 0 },
      })
    }
    expect(
      issuesOf(solanaSignAndSendTransactionPayloadSchema, { transaction: 'AQID', options: { preflightCommitment: 'fast' } })[0],
    ).to.match(/^options\.preflightCommitment: Invalid enum value/)
  })

  it('accepts swap tokens with balances and on-ramp options', () => {
    expectValid(swapTokenWithBalanceSchema, {
      name: 'USD Coin',
      symbol: 'USDC',
      address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      decimals: 6,
      logoUri: 'https://x.test/usdc.png',
      eip2612: true,
      quantity: { decimals: '6', numeric: '10' },
      price: 1,
      value: 10,
    })
    expectValid(onrampOptionsSchema, {
      purchaseCurrencies: [
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
      ],
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [...ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS] }],
    })
    for (const limit of ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS) expectValid(paymentMethodLimitSchema, limit)
  })

  it('accepts a sign-in message and rejects another version', () => {
    const message = {
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'a1b2c3d4e5',
      statement: 'Sign in',
      issuedAt: '2024-01-01T00:00:00.000Z',
      expirationTime: '2024-01-02T00:00:00+02:00',
      requestId: 'r1',
      resources: ['https://app.example.com/terms'],
    }
    expectValid(siwxMessageSchema, message)
    expect(issuesOf(siwxMessageSchema, { ...message, version: '2' })).to.deep.equal([
      "version: Invalid enum value. Expected '1', received '2'",
    ])
  })

  it('accepts theme sync, dapp metadata and the default remote features', () => {
    expectValid(themeSyncSchema, { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' }, w3mThemeVariables: {} })
    expect(issuesOf(themeSyncSchema, { themeMode: 'blue' })).to.have.length(1)
    expectValid(dappMetadataSchema, {
      name: 'App',
      description: 'An app',
      url: 'https://app.example.com',
      icons: ['https://app.example.com/icon.png'],
      projectId: 'p1',
      sdkVersion: '1.7.9',
      sdkType: 'appkit',
    })
    expectValid(remoteFeaturesSchema, DEFAULT_REMOTE_FEATURES)
    expectValid(remoteFeaturesSchema, { socials: false, swaps: false, onramp: false, email: false })
  })

  it('accepts an analytics error event with a known error type', () => {
    const event = {
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'RATE_LIMITED',
      errorMessage: 'Rate Limited',
      stackTrace: 'Error: ...',
      timestamp: 1_700_000_000_000,
    }
    expectValid(analyticsErrorEventSchema, event)
    expect(issuesOf(analyticsErrorEventSchema, { ...event, errorType: 'OOPS' })).to.have.length(1)
  })

  it('checks an account name label', () => {
    expectValid(accountNameSchema, 'my-name')
    expect(issuesOf(accountNameSchema, 'abc')).to.deep.equal([': String must contain at least 4 character(s)'])
    expect(issuesOf(accountNameSchema, 'my_name')).to.deep.equal([': Invalid input'])
  })
})
