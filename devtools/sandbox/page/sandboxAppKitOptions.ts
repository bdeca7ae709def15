import type { AppKitOptions } from '../../../core'
import type { SandboxHostConfig } from '../sandboxHostConfig'

/**
 * What a page on the sandbox passes to `createAppKit` besides its plugins: the sandbox's EVM chains
 * as networks and every service URL pointed at the sandbox. The test pages and the bench's share it.
 *
 * @example
 * createAppKit({ ...sandboxAppKitOptions(readSandboxConfig()), plugins: [injectedConnector(), evmNetworks()] })
 */
export function sandboxAppKitOptions(sandbox: SandboxHostConfig) {
  return {
    projectId: sandbox.projectId ?? 'vestibule-sandbox',
    networks: sandbox.chains.map(chain => ({
      id: chain.chainId,
      name: chain.name,
      caipNetworkId: `eip155:${chain.chainId}` as const,
      chainNamespace: 'eip155' as const,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })),
    apiUrl: sandbox.apiUrl,
    blockchainApiUrl: sandbox.apiUrl,
    analyticsUrl: sandbox.apiUrl,
    secureSiteUrl: sandbox.secureSiteUrl ?? sandbox.apiUrl,
    relayUrl: sandbox.relayUrl ?? sandbox.apiUrl.replace(/^http/, 'ws'),
  } satisfies Omit<AppKitOptions, 'plugins'>
}
