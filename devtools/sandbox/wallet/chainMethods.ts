import { hexToNumber, numberToHex } from 'viem'
import { z } from 'zod'
import { unrecognizedChain } from './providerRpcError'
import { parseParams, quantitySchema } from './paramSchemas'
import type { SandboxWalletChain } from './sandboxWalletTypes'
import type { MethodHandler, WalletContext } from './walletContext'

/** EIP-3326 params. */
const switchChainParams = z.tuple([z.object({ chainId: quantitySchema })])

/** EIP-3085 params; rpcUrls is required here because the wallet must reach the chain to serve reads. */
const addChainParams = z.tuple([
  z.object({
    chainId: quantitySchema,
    chainName: z.string().min(1).optional(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }).optional(),
    rpcUrls: z.array(z.url()).min(1),
    blockExplorerUrls: z.array(z.string()).nullish(),
    iconUrls: z.array(z.string()).nullish(),
  }),
])

function selectChain(context: WalletContext, chainId: number): void {
  context.state.chainId = chainId
  context.events.emit('chainChanged', numberToHex(chainId))
}

/** Switching to the selected chain is a no-op that needs no prompt. */
const switchChain: MethodHandler = async (context, params) => {
  const [{ chainId: chainIdHex }] = parseParams(switchChainParams, params, 'wallet_switchEthereumChain')
  const chainId = hexToNumber(chainIdHex as `0x${string}`)
  const chain = context.chains.get(chainId)
  if (!chain) throw unrecognizedChain(chainIdHex)
  if (chainId === context.state.chainId) return null
  await context.approve('wallet_switchEthereumChain', params, `Switch network to ${chain.name} (${chainId})`)
  selectChain(context, chainId)
  return null
}

/**
 * Adds the chain and switches to it in one approval, as extensions do: wagmi's
 * injected connector reads the chain id right after adding and treats "not
 * switched" as a rejection. Adding a known chain only switches to it.
 */
const addChain: MethodHandler = async (context, params) => {
  const [request] = parseParams(addChainParams, params, 'wallet_addEthereumChain')
  const chainId = hexToNumber(request.chainId as `0x${string}`)
  const known = context.chains.get(chainId)
  const chain: SandboxWalletChain = known ?? {
    chainId,
    name: request.chainName ?? `Chain ${chainId}`,
    rpcUrl: request.rpcUrls[0] as string,
    ...(request.nativeCurrency ? { nativeCurrency: request.nativeCurrency } : {}),
  }
  if (known && chainId === context.state.chainId) return null
  const summary = known ? `Switch network to ${chain.name} (${chainId})` : `Add network ${chain.name} (${chainId}) at ${chain.rpcUrl} and switch to it`
  await context.approve('wallet_addEthereumChain', params, summary)
  context.chains.set(chainId, chain)
  if (chainId !== context.state.chainId) selectChain(context, chainId)
  return null
}

export const chainMethods: Record<string, MethodHandler> = {
  eth_chainId: async context => context.chainIdHex(),
  // net_version is the decimal chain id; answering locally keeps it in step with eth_chainId.
  net_version: async context => String(context.state.chainId),
  wallet_switchEthereumChain: switchChain,
  wallet_addEthereumChain: addChain,
}
