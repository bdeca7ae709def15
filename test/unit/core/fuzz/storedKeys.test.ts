import { expect } from 'chai'
import { CHAIN_NAMESPACES } from '../../../../core/constants'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { StorageKeys, connectorIdKey } from '../../../../core/storage/storageKeys'
import { injectedConnector } from '../../../../plugins/connectors/injected'
import { evmNetworks } from '../../../../plugins/networks/evm'
import { alpha, beta } from '../foldEvents'
import { memoryStorage, offlineEnvironment } from '../../offlineEnvironment'
import { createRandom, hostileText, hostileValue } from './hostile'
import { expectWorking, fuzzHooks } from './fuzzHarness'

const CASES_PER_KEY = 200

/** A plausible value for every key, as a connected visitor's page would have stored it. */
const VALID: Record<string, unknown> = {
  [StorageKeys.ACTIVE_NAMESPACE]: 'eip155',
  [StorageKeys.ACTIVE_CAIP_NETWORK_ID]: 'eip155:31338',
  [StorageKeys.CONNECTED_NAMESPACES]: 'eip155',
  [StorageKeys.CONNECTION_STATUS]: 'connected',
  [StorageKeys.SOCIAL_PROVIDER]: 'google',
  [StorageKeys.SOCIAL_USERNAME]: 'alice',
  [StorageKeys.TELEGRAM_SOCIAL_PROVIDER]: 'x',
  [StorageKeys.PREFERRED_ACCOUNT_TYPES]: { eip155: 'smartAccount' },
  [StorageKeys.DISCONNECTED_CONNECTOR_IDS]: { eip155: ['io.rabby'] },
  [StorageKeys.WALLET_DEEPLINK_CHOICE]: { href: 'metamask://', name: 'MetaMask' },
  [StorageKeys.EMAIL_LOGIN_USED]: true,
  [StorageKeys.EMAIL]: 'visitor@example.com',
  [StorageKeys.LAST_EMAIL_LOGIN_TIME]: 1_700_000_000_000,
  [StorageKeys.LAST_USED_CHAIN]: 'eip155:31338',
  [StorageKeys.SMART_ACCOUNT_ENABLED_NETWORKS]: [1, 8453],
  [StorageKeys.RECENT_WALLETS]: [{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }],
  ...Object.fromEntries(CHAIN_NAMESPACES.map(ns => [connectorIdKey(ns), ns === 'eip155' ? 'io.metamask' : 'phantom'])),
}

const KEYS = [...Object.values(StorageKeys), ...CHAIN_NAMESPACES.map(connectorIdKey)]

function start(seed: Record<string, string>) {
  const storage = memoryStorage(seed)
  return createAppKit({ projectId: 'p', networks: [alpha, beta], plugins: [injectedConnector(), evmNetworks()] }, { ...offlineEnvironment(), storage })
}

const validSeed = () => Object.fromEntries(Object.entries(VALID).map(([key, value]) => [key, JSON.stringify(value)]))

describe('fuzz: every stored key', function () {
  // Hundreds of instances per case list: slow on a loaded machine, never a timing assertion.
  this.timeout(120_000)
  fuzzHooks()

  it('lists every key of StorageKeys and every connector id key', () => {
    expect(Object.keys(VALID).sort()).to.deep.equal([...KEYS].sort())
  })

  for (const [index, key] of KEYS.entries()) {
    it(`starts and opens with ${CASES_PER_KEY} hostile values under ${key}`, async () => {
      const random = createRandom(0x5eed + index)
      for (let i = 0; i < CASES_PER_KEY; i++) {
        const raw = hostileText(random, VALID[key])
        const label = `${key} = ${raw.slice(0, 80)}`
        let appKit: ReturnType<typeof start> | undefined
        expect(() => (appKit = start({ ...validSeed(), [key]: raw })), label).to.not.throw()
        await expectWorking(appKit!, label)
        // A value that does not fit is dropped, never raised as an error by core.
        expect(
          appKit!.getState().errors.filter(e => e.plugin.startsWith('core')),
          label,
        ).to.deep.equal([])
        appKit!.destroy()
      }
    })
  }

  it('starts and opens with every key hostile at once, 300 times', async () => {
    const random = createRandom(0xa11)
    for (let i = 0; i < 300; i++) {
      const seed = Object.fromEntries(KEYS.map(key => [key, random.chance(0.2) ? JSON.stringify(hostileValue(random)) : hostileText(random, VALID[key])]))
      const appKit = start(seed)
      await expectWorking(appKit, `case ${i}`)
      appKit.destroy()
    }
  })
})
