import type { SandboxHostConfig } from '../sandboxHostConfig'
import { SANDBOX_PROJECT_ID } from '../sandboxConstants'
import type { Sandbox } from '../startSandbox'

/** The `window.__VESTIBULE_SANDBOX__` value describing a running sandbox. */
export function hostConfigFor(
  sandbox: Pick<Sandbox, 'apiUrl' | 'chains'> & Partial<Pick<Sandbox, 'relayUrl' | 'solana' | 'market' | 'bitcoin'>>,
  options: Pick<SandboxHostConfig, 'approval' | 'wallet' | 'secureSiteUrl'> = { approval: 'prompt' },
): SandboxHostConfig {
  return {
    apiUrl: sandbox.apiUrl,
    ...(sandbox.relayUrl ? { relayUrl: sandbox.relayUrl } : {}),
    ...(options.secureSiteUrl ? { secureSiteUrl: options.secureSiteUrl } : {}),
    projectId: SANDBOX_PROJECT_ID,
    ...(sandbox.solana
      ? {
          solana: {
            caipNetworkId: sandbox.solana.caipNetworkId,
            rpcUrl: sandbox.solana.rpcUrl,
            wsUrl: sandbox.solana.wsUrl,
            mint: sandbox.solana.local.mint.toBase58(),
          },
        }
      : {}),
    ...(sandbox.bitcoin ? { bitcoin: { caipNetworkId: sandbox.bitcoin.caipNetworkId, esploraUrl: sandbox.bitcoin.url } } : {}),
    chains: sandbox.chains.map(({ chainId, caipNetworkId, name, rpcUrl }) => ({ chainId, caipNetworkId, name, rpcUrl })),
    ...(sandbox.market
      ? { market: { chainId: sandbox.market.chainId, caipNetworkId: sandbox.market.caipNetworkId, name: sandbox.market.name, rpcUrl: sandbox.market.rpcUrl } }
      : {}),
    approval: options.approval,
    ...(options.wallet ? { wallet: options.wallet } : {}),
  }
}
