import { defineChain } from 'viem'
import type { SecureSiteConfig } from '../secureSiteConfig'

export type FrameChain = SecureSiteConfig['chains'][number]

/** A local chain the secure site signs for, as viem wants it. */
export function viemChain(chain: FrameChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
