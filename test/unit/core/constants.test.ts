import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import * as constants from '../../../core/constants'

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string }

describe('constants (SPEC §9)', () => {
  it('names the library honestly: st is vestibule and sv is the version in package.json', () => {
    expect(constants.SDK_TYPE).to.equal(packageJson.name).and.to.equal('vestibule')
    expect(constants.SDK_VERSION).to.equal(packageJson.version)
  })

  it('holds the hosted service URLs', () => {
    expect(constants.DEFAULT_SECURE_SITE_URL).to.equal('https://secure.walletconnect.org/sdk/v4')
    expect(constants.DEFAULT_API_URL).to.equal('https://api.web3modal.org')
    expect(constants.DEFAULT_BLOCKCHAIN_API_URL).to.equal('https://rpc.walletconnect.org')
  })

  it('holds the transport numbers', () => {
    expect(constants.RPC_TIMEOUT_MS).to.equal(10_000)
    expect(constants.HTTP_TIMEOUT_MS).to.equal(10_000)
    expect(constants.RPC_BATCH_SIZE).to.equal(1_000)
    expect(constants.RPC_BATCH_WAIT_MS).to.equal(0)
    expect(constants.RPC_RANK_WEIGHTS).to.deep.equal({ latency: 0.3, stability: 0.7 })
    expect(constants.RPC_RANK_SAMPLE_COUNT).to.equal(10)
    expect(constants.RPC_RANK_INTERVAL_MS).to.equal(4_000)
  })

  it('holds the connection and wallet-list numbers', () => {
    expect(constants.PAIRING_URI_LIFETIME_MS).to.equal(4 * 60_000)
    expect(constants.PAIRING_URI_EXPIRY_MARGIN_MS).to.equal(10_000)
    expect(constants.RECENT_WALLETS_MAX).to.equal(2)
    expect(constants.MAX_CHAIN_ID).to.equal(2 ** 31 - 1)
    expect(constants.CONNECTOR_TYPE_ORDER).to.deep.equal(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it('names every duration in milliseconds with an _MS suffix', () => {
    for (const [name, value] of Object.entries(constants)) {
      if (name.endsWith('_MS')) expect(value, name).to.be.a('number').and.be.at.least(0)
    }
  })
})
