// TEST ONLY. The Bitcoin fixtures unit tests share: the regtest network object, and the sandbox
// wallet a connector test registers in the Wallet Standard registry, prompting and recording what
// it is asked.
import { createSandboxBitcoinWallet, type BitcoinGrantStore, type SandboxBitcoinWallet } from '../../devtools/sandbox/bitcoinWallet/createSandboxBitcoinWallet'
import type { ApprovalRequest } from '../../devtools/sandbox/wallet/sandboxWalletTypes'

export const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** Bitcoin regtest as the app configures it, with an Esplora URL nothing answers on (offline tests). */
export const regtest = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  caipNetworkId: REGTEST,
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

/** The connector id of the sandbox wallet (its name in the Wallet Standard). */
export const SANDBOX_BITCOIN_CONNECTOR_ID = 'bip122:Sandbox Wallet'

/**
 * The Wallet Standard registry the connector reads: the ESM copy. @wallet-standard/app ships
 * CommonJS and ESM copies, each with its own registry in Node (no window to share one through);
 * test files run as CommonJS while the connector loads its discovery with `import()`, so the
 * wallet is registered in the ESM copy, through a native `import()` the test transform leaves alone.
 */
export const walletRegistry = () =>
  (new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<typeof import('@wallet-standard/app')>)('@wallet-standard/app').then(m => m.getWallets())

export const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

/** The sandbox wallet's grant of this site, in memory (a reload in a test keeps it). */
export const memoryGrants = (): BitcoinGrantStore => {
  let granted = false
  return { read: () => granted, write: value => void (granted = value) }
}

/**
 * A prompting sandbox wallet on `esploraUrl`, registered in the Wallet Standard registry: it
 * approves every prompt and records it in `asked`. `unregister` takes it out again.
 */
export async function registerSandboxBitcoinWallet(
  esploraUrl: string,
  asked: ApprovalRequest[],
  grants?: BitcoinGrantStore,
): Promise<{ sandbox: SandboxBitcoinWallet; unregister: () => void }> {
  const sandbox = createSandboxBitcoinWallet({ esploraUrl, approval: 'prompt', approver: async request => (asked.push(request), true), ...(grants ? { grants } : {}) })
  return { sandbox, unregister: (await walletRegistry()).register(sandbox.wallet as never) }
}
