import { getWallets } from '@wallet-standard/app'
import { watchStandardWallets } from '../walletStandard/watchStandardWallets'
import { isBitcoinWallet, type BitcoinStandardWallet } from './bitcoinWalletTypes'
import { satsConnectWallets } from './satsConnectWallet'

/**
 * Follows the page's Bitcoin wallets: the Wallet Standard's, each handed to `found` now or when it
 * registers, then sats-connect's injected providers (Xverse-style, `window.btc_providers`) of a
 * brand with no Wallet Standard wallet (`known` says which are). The returned function stops
 * following. A chunk of its own, loaded after the first paint.
 */
export function watchBitcoinWallets(found: (wallet: BitcoinStandardWallet) => void, known: (wallet: BitcoinStandardWallet) => boolean): () => void {
  const stop = watchStandardWallets(getWallets(), isBitcoinWallet, found)
  for (const wallet of satsConnectWallets(globalThis)) if (!known(wallet)) found(wallet)
  return stop
}
