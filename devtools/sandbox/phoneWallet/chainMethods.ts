import { hexToNumber, numberToHex } from 'viem'
import type { Hex } from 'viem'
import { z } from 'zod'
import { parseParams, quantitySchema } from '../wallet/paramSchemas'
import { unrecognizedChain } from '../wallet/providerRpcError'
import type { PhoneMethod } from './phoneMethod'
import type { PhoneChain } from './phoneWalletTypes'

/** EIP-3326 params. */
const switchChainParams = z.tuple([z.object({ chainId: quantitySchema })], z.unknown())

/** EIP-3085 params; rpcUrls is required because the wallet must reach the chain to send transactions. */
const addChainParams = z.tuple(
  [
    z.object({
      chainId: quantitySchema,
      chainName: z.string().min(1).optional(),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }).optional(),
      rpcUrls: z.array(z.url()).min(1),
      blockExplorerUrls: z.array(z.string()).nullish(),
      iconUrls: z.array(z.string()).nullish(),
    }),
  ],
  z.unknown(),
)

function requestedChainId(params: unknown, method: string, schema: typeof switchChainParams | typeof addChainParams): number {
  const [{ chainId }] = parseParams(schema, params, method)
  return hexToNumber(chainId as Hex)
}

/** Unknown chains fail at once with 4902, before any prompt, so the dapp can add the chain (SPEC §4). */
const switchChain: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const chainId = requestedChainId(params, 'wallet_switchEthereumChain', switchChainParams)
    const chain = context.knownChain(chainId)
    if (!chain) throw unrecognizedChain(numberToHex(chainId))
    return `Switch network to ${chain.name} (${chainId})`
  },
  run: async (context, params) => {
    const chainId = requestedChainId(params, 'wallet_switchEthereumChain', switchChainParams)
    if (!context.knownChain(chainId)) throw unrecognizedChain(numberToHex(chainId))
    await context.selectChain(chainId)
    return null
  },
}

/** Adds the chain and switches to it in one approval, as wallets do; adding a known chain only switches. */
const addChain: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const [request] = parseParams(addChainParams, params, 'wallet_addEthereumChain')
    const chainId = hexToNumber(request.chainId as Hex)
    const known = context.knownChain(chainId)
    if (known) return `Switch network to ${known.name} (${chainId})`
    return `Add network ${request.chainName ?? `Chain ${chainId}`} (${chainId}) at ${request.rpcUrls[0]} and switch to it`
  },
  run: async (context, params) => {
    const [request] = parseParams(addChainParams, params, 'wallet_addEthereumChain')
    const chainId = hexToNumber(request.chainId as Hex)
    if (!context.knownChain(chainId)) {
      const chain: PhoneChain = {
        chainId,
        name: request.chainName ?? `Chain ${chainId}`,
        rpcUrl: request.rpcUrls[0] as string,
        ...(request.nativeCurrency ? { nativeCurrency: request.nativeCurrency } : {}),
      }
      context.addChain(chain)
    }
    await context.selectChain(chainId)
    return null
  },
}

export const chainMethods: Record<string, PhoneMethod> = {
  wallet_switchEthereumChain: switchChain,
  wallet_addEthereumChain: addChain,
}
