/**
 * Browser entry of the sandbox wallet, bundled on its own (IIFE) and loaded by
 * sandbox pages before the app: reads `window.__VESTIBULE_SANDBOX__`, installs
 * and announces the wallet, and exposes its controls as `window.__sandboxWallet` (EVM) and
 * `window.__sandboxSolanaWallet` (Solana, registered through the Wallet Standard) and
 * `window.__sandboxBitcoinWallet` (Bitcoin: the Wallet Standard and a sats-connect provider).
 * Never part of the library bundle.
 */
import { SANDBOX_HOST_CONFIG_GLOBAL, sandboxHostConfigSchema } from '../sandboxHostConfig'
import { mountSandboxSolanaWallet } from '../solanaWallet/mountSandboxSolanaWallet'
import type { SandboxSolanaWallet } from '../solanaWallet/createSandboxSolanaWallet'
import { mountSandboxBitcoinWallet } from '../bitcoinWallet/mountSandboxBitcoinWallet'
import type { SandboxBitcoinWallet } from '../bitcoinWallet/createSandboxBitcoinWallet'
import { mountSandboxWallet } from './mountSandboxWallet'
import type { SandboxWalletHandle } from './mountSandboxWallet'

type SandboxWindow = Window & {
  [SANDBOX_HOST_CONFIG_GLOBAL]?: unknown
  __sandboxWallet?: SandboxWalletHandle
  __sandboxSolanaWallet?: SandboxSolanaWallet
  __sandboxBitcoinWallet?: SandboxBitcoinWallet
}

const sandboxWindow = window as SandboxWindow
const parsed = sandboxHostConfigSchema.safeParse(sandboxWindow[SANDBOX_HOST_CONFIG_GLOBAL])
if (!parsed.success) {
  throw new Error(
    `sandbox wallet: window.${SANDBOX_HOST_CONFIG_GLOBAL} is missing or invalid: ${parsed.error.issues
      .map(issue => `${issue.path.join('.')} ${issue.message}`)
      .join('; ')}`,
  )
}
sandboxWindow.__sandboxWallet = mountSandboxWallet(parsed.data, window)
// The same extension also serves Solana (Wallet Standard) when the sandbox runs a Solana chain.
sandboxWindow.__sandboxSolanaWallet = mountSandboxSolanaWallet(parsed.data, window)
// And Bitcoin, when the sandbox runs its Bitcoin chain.
sandboxWindow.__sandboxBitcoinWallet = mountSandboxBitcoinWallet(parsed.data, window)
