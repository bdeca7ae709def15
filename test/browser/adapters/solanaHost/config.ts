// A Solana host written as AppKit's React Solana example writes one (config.ts: the adapter, then
// createAppKit), with the imports changed to Vestibule's. Only the sandbox's local chain is read
// from the page, in place of AppKit's `solana, solanaTestnet, solanaDevnet`.
import { SolanaAdapter } from 'vestibule/adapters/solana/react'
import { internalsOf } from 'vestibule/log'
import { solanaLocalnet } from 'vestibule/plugins/networks/solana'
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from 'vestibule/react'

interface SandboxPage {
  readonly apiUrl: string
  readonly projectId?: string
  readonly solana: { readonly rpcUrl: string }
}
const sandbox = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxPage }).__VESTIBULE_SANDBOX__

export const projectId = sandbox.projectId ?? 'vestibule-sandbox'

export const networks = [solanaLocalnet({ rpcUrl: sandbox.solana.rpcUrl })] as const

// Setup solana adapter
const solanaAdapter = new SolanaAdapter({ wallets: [] })

// Create modal
const modal = createAppKit({
  adapters: [solanaAdapter],
  networks: [...networks],
  metadata: { name: 'Solana host', description: 'A Solana app with Vestibule', url: location.origin, icons: [] },
  projectId,
  themeMode: 'light',
  // The sandbox's API stands in for the hosted one.
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
})
;(window as unknown as { __appKit: typeof modal }).__appKit = modal
;(window as unknown as { __appKitInternals: ReturnType<typeof internalsOf> }).__appKitInternals = internalsOf(modal)

export { modal, useAppKit, useAppKitState, useAppKitTheme, useAppKitEvents, useAppKitAccount, useWalletInfo, useAppKitNetwork, useDisconnect }
