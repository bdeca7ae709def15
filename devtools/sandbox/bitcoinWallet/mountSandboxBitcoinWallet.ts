import { registerWallet } from '@wallet-standard/wallet'
import type { SandboxHostConfig } from '../sandboxHostConfig'
import { SANDBOX_WALLET_ICON } from '../wallet/sandboxWalletIcon'
import { createPromptApprover } from '../wallet/promptApprover'
import { createSandboxBitcoinWallet, localStorageBitcoinGrants, type SandboxBitcoinWallet } from './createSandboxBitcoinWallet'

/** Where sats-connect finds the provider: `getProviderById` resolves this path on window. */
export const SANDBOX_BITCOIN_PROVIDER_ID = 'SandboxBitcoinProviders.BitcoinProvider'

type BitcoinProvidersWindow = Window & {
  SandboxBitcoinProviders?: { BitcoinProvider: SandboxBitcoinWallet['provider'] }
  /** sats-connect's list of injected Bitcoin providers (`getProviders()`). */
  btc_providers?: { id: string; name: string; icon: string; webUrl?: string; methods?: string[] }[]
}

/**
 * Installs the sandbox Bitcoin wallet into a page as an extension's content script does: the grant
 * kept in localStorage, prompts drawn in the page, registration through the Wallet Standard, and the
 * sats-connect provider at `window.SandboxBitcoinProviders.BitcoinProvider`, listed in
 * `window.btc_providers` (sats-connect's discovery list).
 */
export function mountSandboxBitcoinWallet(config: SandboxHostConfig, win: Window): SandboxBitcoinWallet | undefined {
  if (!config.bitcoin) return undefined
  const sandbox = createSandboxBitcoinWallet({
    esploraUrl: config.bitcoin.esploraUrl,
    approval: config.approval,
    accountIndex: config.wallet?.accountIndex ?? 0,
    approver: createPromptApprover({ document: win.document }),
    grants: localStorageBitcoinGrants(win.localStorage),
    ...(config.wallet?.bitcoinName ? { name: config.wallet.bitcoinName } : {}),
  })
  registerWallet(sandbox.wallet)
  const providers = win as BitcoinProvidersWindow
  providers.SandboxBitcoinProviders = { BitcoinProvider: sandbox.provider }
  providers.btc_providers = [
    ...(providers.btc_providers ?? []),
    {
      id: SANDBOX_BITCOIN_PROVIDER_ID,
      name: sandbox.wallet.name,
      icon: SANDBOX_WALLET_ICON,
      webUrl: win.location.origin,
      methods: ['getAccounts', 'getAddresses', 'signMessage', 'sendTransfer', 'signPsbt'],
    },
  ]
  return sandbox
}
