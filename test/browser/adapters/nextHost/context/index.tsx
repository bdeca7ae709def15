'use client'
// AppKit's Next.js pattern: a client component, imported by the root layout, that calls
// createAppKit at module scope and gives the tree wagmi's state read from the request's cookie.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'vestibule/adapters/wagmi'
import { AppKitProvider, createAppKit } from 'vestibule/react'
import { WagmiProvider } from 'wagmi'
import { networks, projectId, sandbox, wagmiAdapter } from '../config'

const queryClient = new QueryClient()

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Next.js host', description: 'A Next.js app with Vestibule', url: 'http://127.0.0.1', icons: [] },
  // The sandbox's API and relay stand in for the hosted ones.
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
  ...(sandbox.relayUrl ? { relayUrl: sandbox.relayUrl } : {}),
})

// The tests read the instance's state, as they do on the other hosts.
if (typeof window !== 'undefined') (window as unknown as { __appKit: typeof appKit }).__appKit = appKit

export default function ContextProvider({ children, cookies }: { readonly children: ReactNode; readonly cookies: string | null }) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider initialState={initialState}>{children}</AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
