import { registerWallet } from '@wallet-standard/wallet'
import type { SandboxHostConfig } from '../sandboxHostConfig'
import { createPromptApprover } from '../wallet/promptApprover'
import { createSandboxSolanaWallet, localStorageGrants, type SandboxSolanaWallet } from './createSandboxSolanaWallet'

/**
 * Installs the sandbox Solana wallet into a page as an extension's content script does: the grant
 * kept in localStorage, prompts drawn in the page, and registration through the Wallet Standard's
 * window events (`wallet-standard:register-wallet`, and again on `wallet-standard:app-ready`).
 */
export function mountSandboxSolanaWallet(config: SandboxHostConfig, win: Window): SandboxSolanaWallet | undefined {
  if (!config.solana) return undefined
  const sandbox = createSandboxSolanaWallet({
    rpcUrl: config.solana.rpcUrl,
    wsUrl: config.solana.wsUrl,
    approval: config.approval,
    accountIndex: config.wallet?.accountIndex ?? 0,
    approver: createPromptApprover({ document: win.document }),
    grants: localStorageGrants(win.localStorage),
  })
  registerWallet(sandbox.wallet)
  return sandbox
}
