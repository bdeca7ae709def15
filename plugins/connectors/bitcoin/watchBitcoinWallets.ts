import { getWallets } from '@wallet-standard/app'
import { isBitcoinWallet, type BitcoinStandardWallet } from './bitcoinWalletTypes'

/**
 * Follows the page's Wallet Standard wallets (through `@wallet-standard/app`): each Bitcoin wallet
 * is handed to `found` now or when it registers; the returned function stops following.
 */
export function watchBitcoinWallets(found: (wallet: BitcoinStandardWallet) => void): () => void {
  const wallets = getWallets()
  const take = (list: readonly unknown[]) => {
    for (const wallet of list as readonly BitcoinStandardWallet[]) if (isBitcoinWallet(wallet)) found(wallet)
  }
  take(wallets.get())
  return wallets.on('register', (...registered) => take(registered))
}
