import type { AppKitOptions } from '../../core'
import type { SandboxHostConfig } from '../../devtools/sandbox/sandboxHostConfig'

/**
 * The options a bench page runs with: the sandbox's chains and services, from the config the
 * page server writes. Read as a plain object: the measured bundle must hold the library, not the
 * sandbox's validation.
 */
export function sandboxAppKitOptions(): Omit<AppKitOptions, 'plugins'> {
  const sandbox = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxHostConfig }).__VESTIBULE_SANDBOX__
  return {
    projectId: sandbox.projectId ?? 'vestibule-sandbox',
    networks: sandbox.chains.map(chain => ({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })),
    apiUrl: sandbox.apiUrl,
    blockchainApiUrl: sandbox.apiUrl,
    analyticsUrl: sandbox.apiUrl,
    secureSiteUrl: sandbox.apiUrl,
    relayUrl: sandbox.relayUrl ?? sandbox.apiUrl.replace(/^http/, 'ws'),
  }
}
