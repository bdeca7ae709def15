import { defineRegistryKey, type ChainNamespace } from 'vestibule/plugin'
import type { SendChain, SendChainContext } from './sendChain'

/**
 * How a namespace's own entry gives Send its chain code: a function the entry's plugin puts in the
 * instance registry (`sendChainKey`), which loads that code (and its optional peers) with `import()`
 * when a send on the namespace is previewed. Send itself names no optional peer, so a host that
 * configures no Solana network builds in every bundler with no Solana package installed (issue 25).
 * Rejects with `SendChainUnavailableError` when the page cannot send on the namespace.
 */
export type SendChainProvider = (context: SendChainContext) => Promise<SendChain>

/** Registry key of a namespace's `SendChainProvider` (eip155 is Send's own: viem is a required peer). */
export const sendChainKey = (namespace: ChainNamespace) => defineRegistryKey<SendChainProvider>(`features/send/chain:${namespace}`)
