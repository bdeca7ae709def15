import { getWallets } from '@wallet-standard/app'
import { isSolanaWallet, type StandardWallet } from './solanaWalletTypes'

/**
 * Follows the page's Wallet Standard wallets (the `wallet-standard:register-wallet` and
 * `wallet-standard:app-ready` window events, through `@wallet-standard/app`): each Solana wallet
 * is handed to `found` now or when it registers; the returned function stops following.
 */
export function watchSolanaWallets(found: (wallet: StandardWallet) => void): () => void {
  const wallets = getWallets()
  const take = (list: readonly unknown[]) => {
    for (const wallet of list as readonly StandardWallet[]) if (isSolanaWallet(wallet)) found(wallet)
  }
  take(wallets.get())
  return wallets.on('register', (...registered) => take(registered))
}
