/** The part of `@wallet-standard/app`'s `getWallets()` that is read: the registered wallets, and the later ones. */
export interface StandardWalletsApi {
  get(): readonly unknown[]
  on(event: 'register', listener: (...wallets: never[]) => void): () => void
}

/**
 * Follows the page's Wallet Standard wallets (the `wallet-standard:register-wallet` and
 * `wallet-standard:app-ready` window events, through `@wallet-standard/app`'s `getWallets()`,
 * which the namespace's own entry imports and hands in: the package is an optional peer): each
 * wallet that `accepts` (a Solana one, a Bitcoin one) is handed to `found` now or when it
 * registers; the returned function stops following.
 */
export function watchStandardWallets<W>(wallets: StandardWalletsApi, accepts: (wallet: W) => boolean, found: (wallet: W) => void): () => void {
  const take = (list: readonly unknown[]) => {
    for (const wallet of list as readonly W[]) if (accepts(wallet)) found(wallet)
  }
  take(wallets.get())
  return wallets.on('register', (...registered: readonly unknown[]) => take(registered))
}
