import { z } from 'zod'

/**
 * What a sandbox page finds in `window.__VESTIBULE_SANDBOX__`, written by the
 * page server before any script: where the local API and chains are, and how
 * the sandbox wallet answers. Browser-safe (no node imports): the wallet entry
 * and the demo both read it.
 */
export const sandboxHostConfigSchema = z.object({
  apiUrl: z.url(),
  /** The local WalletConnect relay (`ws://127.0.0.1:…`); optional so pages written before it still parse. */
  relayUrl: z.url({ protocol: /^wss?$/ }).optional(),
  /** The sandbox's secure site (the embedded wallet's frame), on its own origin. */
  secureSiteUrl: z.url().optional(),
  /** A project id the local API accepts. */
  projectId: z.string().min(1).optional(),
  chains: z
    .array(
      z.object({
        chainId: z.number().int().positive(),
        caipNetworkId: z.templateLiteral(['eip155:', z.number().int()]),
        name: z.string().min(1),
        rpcUrl: z.url(),
      }),
    )
    .min(1),
  /**
   * The sandbox market's chain (eip155:8453, a SPEC §9 swap network): the demo lists it after
   * `chains` so a visitor can try Swap, and the wallet knows it. Optional so older pages still parse.
   */
  market: z
    .object({
      chainId: z.number().int().positive(),
      caipNetworkId: z.templateLiteral(['eip155:', z.number().int()]),
      name: z.string().min(1),
      rpcUrl: z.url(),
    })
    .optional(),
  /** The local Solana chain; optional so pages written before it still parse. */
  solana: z
    .object({
      caipNetworkId: z.literal('solana:localnet'),
      rpcUrl: z.url(),
      wsUrl: z.url({ protocol: /^wss?$/ }),
      /** The sandbox SPL token's mint (base58). */
      mint: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    })
    .optional(),
  /** The local Bitcoin chain's Esplora API (issue 29); optional so pages written before it still parse. */
  bitcoin: z
    .object({
      caipNetworkId: z.literal('bip122:0f9188f13cb7b2c71f2a335e3a4fc328'),
      esploraUrl: z.url(),
    })
    .optional(),
  approval: z.enum(['prompt', 'auto', 'reject']),
  wallet: z
    .object({
      accountIndex: z.number().int().min(0).optional(),
      /** Also install the wallet as window.ethereum. */
      injectLegacy: z.boolean().optional(),
      /** Chains the wallet knows at start (default: all), so a switch can meet 4902 and add one. */
      knownChainIds: z.array(z.number().int().positive()).min(1).optional(),
      /** The Bitcoin side's name (default 'Sandbox Wallet', the same brand): another name stands for a Bitcoin-only wallet (issue 29's dedup). */
      bitcoinName: z.string().min(1).optional(),
    })
    .optional(),
  /** Chains the app is configured with (default: all), so a wallet can sit on one it lacks. */
  appChainIds: z.array(z.number().int().positive()).min(1).optional(),
  /** The demo's analytics consent at start (the option `analytics.consent`; default pending, as a cookie banner waits). */
  analyticsConsent: z.enum(['granted', 'denied', 'pending']).optional(),
  /** The demo's `features` option, as an integrator sets it (remote config may override it, with a warning). */
  features: z
    .object({
      reownBranding: z.boolean().optional(),
      analytics: z.boolean().optional(),
      swaps: z.boolean().optional(),
      onramp: z.boolean().optional(),
      send: z.boolean().optional(),
      receive: z.boolean().optional(),
      history: z.boolean().optional(),
      pay: z.boolean().optional(),
      walletFeaturesOrder: z.array(z.enum(['onramp', 'swaps', 'receive', 'send'])).optional(),
      collapseWallets: z.boolean().optional(),
      emailShowWallets: z.boolean().optional(),
      email: z.boolean().optional(),
      socials: z.union([z.array(z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])), z.literal(false)]).optional(),
    })
    .optional(),
  /** The demo's `defaultAccountTypes` option (SPEC §9), as an integrator sets it. */
  defaultAccountTypes: z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment'])).optional(),
  /** `remoteConfig: 'prefer-local'` keeps the local settings. */
  remoteConfig: z.enum(['prefer-remote', 'prefer-local']).optional(),
  /** Omit the project id (no vendor account): the demo then runs with `projectId` undefined. */
  noProjectId: z.boolean().optional(),
  debug: z.boolean().optional(),
  /** AppKit's image, RPC and wallet-list options, as an integrator sets them (`customRpcUrls`, `chainImages`, `connectorImages`, `enableWallets`, `showWallets`). */
  appOptions: z
    .object({
      customRpcUrls: z.record(z.string(), z.array(z.object({ url: z.url() }))).optional(),
      chainImages: z.record(z.string(), z.string()).optional(),
      connectorImages: z.record(z.string(), z.string()).optional(),
      enableWallets: z.boolean().optional(),
      showWallets: z.boolean().optional(),
    })
    .optional(),
  /** The app's wallet-list options (SPEC §1: include, exclude and featured ids). */
  directory: z
    .object({
      featuredWalletIds: z.array(z.string()).optional(),
      includeWalletIds: z.array(z.string()).optional(),
      excludeWalletIds: z.array(z.string()).optional(),
    })
    .optional(),
})

export type SandboxHostConfig = z.infer<typeof sandboxHostConfigSchema>

export const SANDBOX_HOST_CONFIG_GLOBAL = '__VESTIBULE_SANDBOX__'
