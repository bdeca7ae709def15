/** An EIP-1193 request (EIP-1193 §request). */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The events an EIP-1193 provider emits (EIP-1193 §Events), by name, with their listener. */
export interface ProviderEventListener {
  connect: (info: { chainId: string }) => void
  disconnect: (error: { code: number; message: string }) => void
  chainChanged: (chainId: string) => void
  accountsChanged: (accounts: string[]) => void
  message: (message: { type: string; data: unknown }) => void
}

/**
 * AppKit's `Provider` type (`@reown/appkit/react`): what `useAppKitProvider<Provider>('eip155')`
 * hands, the connected wallet's own EIP-1193 provider, so AppKit's ethers code
 * (`new BrowserProvider(walletProvider, chainId)`) compiles unchanged. AppKit's type also names
 * `connect`, `disconnect` and `emit`, which a browser wallet's provider does not have; they are
 * left out rather than promised.
 */
export interface Provider {
  request<T = unknown>(args: RequestArguments): Promise<T>
  on<E extends keyof ProviderEventListener>(event: E, listener: ProviderEventListener[E]): void
  removeListener<T>(event: string, listener: (data: T) => void): void
}
