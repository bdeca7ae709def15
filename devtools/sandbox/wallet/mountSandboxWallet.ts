import type { SandboxHostConfig } from '../sandboxHostConfig'
import { announceSandboxWallet } from './announceSandboxWallet'
import { createSandboxWallet } from './createSandboxWallet'
import { createLocalStoragePermissionStore } from './permissionStore'
import { createPromptApprover } from './promptApprover'
import type { SandboxWallet } from './sandboxWalletTypes'

/** What tests reach as `window.__sandboxWallet`. */
export type SandboxWalletHandle = SandboxWallet & {
  /** Dispatches the EIP-6963 announcement again (as on `eip6963:requestProvider`). */
  announce: () => void
}

/**
 * Installs the sandbox wallet into a page the way an extension's content script
 * does: permission kept in localStorage, prompts drawn in the page, EIP-6963
 * announcement (and window.ethereum when asked).
 */
export function mountSandboxWallet(config: SandboxHostConfig, win: Window): SandboxWalletHandle {
  const wallet = createSandboxWallet({
    // The market chain (Swap's) last, unless a page already lists it among its chains.
    chains: [...config.chains, ...(config.market && !config.chains.some(chain => chain.chainId === config.market?.chainId) ? [config.market] : [])]
      .filter(({ chainId }) => config.wallet?.knownChainIds?.includes(chainId) ?? true)
      .map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    approval: config.approval,
    accountIndex: config.wallet?.accountIndex ?? 0,
    approver: createPromptApprover({ document: win.document }),
    storage: createLocalStoragePermissionStore(win.localStorage),
    origin: win.location.origin,
  })
  const announcement = announceSandboxWallet(wallet.provider, wallet.info, {
    injectLegacy: config.wallet?.injectLegacy ?? false,
    target: win,
  })
  return { ...wallet, announce: announcement.announce }
}
