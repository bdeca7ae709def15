import { createWalletClient, defineChain, formatUnits, hexToBigInt, hexToNumber, http } from 'viem'
import type { Hex, LocalAccount } from 'viem'
import { z } from 'zod'
import { addressSchema, hexSchema, parseParams, quantitySchema } from './paramSchemas'
import { shortAddress } from './shortAddress'
import type { SandboxWalletChain } from './sandboxWalletTypes'

const transactionParams = z.tuple([
  z.object({
    from: addressSchema,
    to: addressSchema.nullish(),
    value: quantitySchema.optional(),
    data: hexSchema.optional(),
    input: hexSchema.optional(),
    gas: quantitySchema.optional(),
    gasPrice: quantitySchema.optional(),
    maxFeePerGas: quantitySchema.optional(),
    maxPriorityFeePerGas: quantitySchema.optional(),
    nonce: quantitySchema.optional(),
    chainId: quantitySchema.optional(),
  }),
])

export type TransactionRequest = z.infer<typeof transactionParams>[0]

const DEFAULT_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const quantity = (hex: string | undefined): bigint | undefined => (hex === undefined ? undefined : hexToBigInt(hex as Hex))

/** The eth_sendTransaction request of either sandbox wallet, validated. */
export function transactionRequestOf(params: unknown): TransactionRequest {
  return parseParams(transactionParams, params, 'eth_sendTransaction')[0]
}

/** The chain id the request names, if any. */
export const requestedChainId = (request: TransactionRequest) => (request.chainId === undefined ? undefined : hexToNumber(request.chainId as Hex))

/** What the approval prompt says. */
export function transactionSummary(request: TransactionRequest, chain: SandboxWalletChain): string {
  const currency = chain.nativeCurrency ?? DEFAULT_CURRENCY
  const data = request.data ?? request.input
  const target = request.to ? shortAddress(request.to) : 'a new contract'
  return `Send ${formatUnits(quantity(request.value) ?? 0n, currency.decimals)} ${currency.symbol} to ${target} on ${chain.name}${data && data !== '0x' ? ' with data' : ''}`
}

/**
 * Signs locally with the account's key and submits the raw transaction to the chain's node, as an
 * extension does (the node's unlocked accounts are never used). viem fills in nonce, gas and fees
 * the request leaves out.
 */
export function submitTransaction(account: LocalAccount, chain: SandboxWalletChain, request: TransactionRequest): Promise<Hex> {
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? DEFAULT_CURRENCY,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const common = {
    to: request.to ?? null,
    value: quantity(request.value) ?? 0n,
    data: request.data ?? request.input,
    gas: quantity(request.gas),
    nonce: request.nonce === undefined ? undefined : hexToNumber(request.nonce as Hex),
  }
  // A gasPrice means a legacy transaction; otherwise EIP-1559 fields (or none, for viem to estimate).
  return request.gasPrice !== undefined
    ? client.sendTransaction({ ...common, gasPrice: quantity(request.gasPrice) })
    : client.sendTransaction({ ...common, maxFeePerGas: quantity(request.maxFeePerGas), maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas) })
}
