import { getWallets } from '@wallet-standard/app'
import { watchStandardWallets } from '../walletStandard/watchStandardWallets'
import { isSolanaWallet, type StandardWallet } from './solanaWalletTypes'

/**
 * Follows the page's Solana wallets (Wallet Standard): each is handed to `found` now or when it
 * registers; the returned function stops following. A chunk of its own, loaded after the first paint.
 */
export const watchSolanaWallets = (found: (wallet: StandardWallet) => void): (() => void) => watchStandardWallets(getWallets(), isSolanaWallet, found)
