import { defineChain } from 'viem'
import type { Chain } from 'viem'
import { SANDBOX_NATIVE_CURRENCY } from '../sandboxConstants'

export type CaipNetworkId = `eip155:${number}`

/** A viem chain carrying the CAIP fields of a Network (SPEC §3). */
export type SandboxNetwork = Chain & {
  caipNetworkId: CaipNetworkId
  chainNamespace: 'eip155'
}

export type DefineSandboxNetworkParameters = { chainId: number; name: string; rpcUrl: string }

/**
 * Describes a local anvil chain as a CAIP network (SPEC §3 Network fields).
 * `testnet: false` on purpose: the product shows 0.00 for testnets (SPEC §9),
 * and the sandbox wants real balances. No block explorer exists locally.
 *
 * @example
 * defineSandboxNetwork({ chainId: 31337, name: 'Sandbox Alpha', rpcUrl: 'http://127.0.0.1:8545' })
 * // → { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', ... }
 */
export function defineSandboxNetwork({ chainId, name, rpcUrl }: DefineSandboxNetworkParameters): SandboxNetwork {
  return defineChain({
    id: chainId,
    name,
    caipNetworkId: `eip155:${chainId}` as CaipNetworkId,
    chainNamespace: 'eip155' as const,
    nativeCurrency: { ...SANDBOX_NATIVE_CURRENCY },
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    testnet: false,
  })
}
