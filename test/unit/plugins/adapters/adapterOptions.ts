import { resolveOptions, type ResolvedOptions } from '../../../../core/options/resolveOptions'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'

const chain1 = {
  id: 1,
  name: 'Chain 1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

/** Resolved options as an adapter's `plugins` receives them from createAppKit. */
export const adapterOptions = (options: Partial<AppKitOptions> = {}): ResolvedOptions =>
  resolveOptions({ projectId: 'p', networks: [chain1], ...options } as AppKitOptions, 'dark')

/** Options under which the defaults hold the namespace's wallets and networks only (no WalletConnect, no email or social login). */
export const walletsOnly = (): ResolvedOptions => adapterOptions({ enableWalletConnect: false, features: { email: false, socials: false } })
