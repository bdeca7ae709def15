// AppKit 1.7.9's React Solana example's config (examples/react-solana/src/config.ts), with its
// import lines changed to Vestibule's and nothing else: tsc runs over tests, so this file compiles
// only if the adapter and `createAppKit` take it as written. The wallet adapters come from
// `@solana/wallet-adapter-wallets` in the app (an import line it keeps); that package is not
// installed here, so these stand-ins have the one field the adapter reads.
import { SolanaAdapter } from 'vestibule/adapters/solana/react'
import { solana, solanaDevnet, solanaTestnet } from 'vestibule/networks'
import type { createAppKit } from 'vestibule/react'

class HuobiWalletAdapter {
  readonly name = 'Huobi Wallet'
}
class PhantomWalletAdapter {
  readonly name = 'Phantom'
}
class SolflareWalletAdapter {
  readonly name = 'Solflare'
}
class TrustWalletAdapter {
  readonly name = 'Trust'
}

export const projectId = 'b56e18d47c72ab683b10814fe9495694'

/** The options the example hands `createAppKit`, made anew for each instance. */
export function appKitSolanaExample(): Parameters<typeof createAppKit>[0] {
  const networks = [solana, solanaTestnet, solanaDevnet]

  // Setup solana adapter
  const solanaAdapter = new SolanaAdapter({
    wallets: [new HuobiWalletAdapter(), new PhantomWalletAdapter(), new SolflareWalletAdapter(), new TrustWalletAdapter()],
  })

  return {
    adapters: [solanaAdapter],
    networks,
    metadata: {
      name: 'AppKit React Example',
      description: 'AppKit React Solana Example',
      url: 'https://reown.com/appkit',
      icons: ['https://avatars.githubusercontent.com/u/179229932?s=200&v=4'],
    },
    projectId,
    themeMode: 'light',
    features: {
      analytics: true,
    },
  }
}
