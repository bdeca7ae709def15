import { createWalletClient, defineChain, formatUnits, hexToBigInt, hexToNumber, http, numberToHex } from 'viem'
import type { Hex } from 'viem'
import { z } from 'zod'
import { addressSchema, hexSchema, parseParams, quantitySchema } from '../wallet/paramSchemas'
import { invalidParams, unrecognizedChain } from '../wallet/providerRpcError'
import { shortAddress } from '../wallet/shortAddress'
import { assertSelectedAccount } from './phoneMethod'
import type { PhoneMethod, PhoneRequestContext } from './phoneMethod'
import type { PhoneChain } from './phoneWalletTypes'

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

const DEFAULT_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const quantity = (hex: string | undefined): bigint | undefined => (hex === undefined ? undefined : hexToBigInt(hex as Hex))

/** The request's chain, which must be one the wallet can reach; a transaction naming another chain is refused. */
function targetChain(context: PhoneRequestContext, params: unknown): PhoneChain {
  const [request] = parseParams(transactionParams, params, 'eth_sendTransaction')
  assertSelectedAccount(context, request.from)
  if (request.chainId !== undefined && hexToNumber(request.chainId as Hex) !== context.chainId)
    throw invalidParams(`eth_sendTransaction: chainId ${request.chainId} is not the request's chain ${numberToHex(context.chainId)}`)
  const chain = context.knownChain(context.chainId)
  if (!chain) throw unrecognizedChain(numberToHex(context.chainId))
  return chain
}

/**
 * Signs locally with the account's key and submits the raw transaction to the node of
 * the chain the request is addressed to (the node's unlocked accounts are never used).
 * viem fills in nonce, gas and fees the request leaves out.
 */
const sendTransaction: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const chain = targetChain(context, params)
    const [request] = parseParams(transactionParams, params, 'eth_sendTransaction')
    const currency = chain.nativeCurrency ?? DEFAULT_CURRENCY
    const data = request.data ?? request.input
    const target = request.to ? shortAddress(request.to) : 'a new contract'
    return `Send ${formatUnits(quantity(request.value) ?? 0n, currency.decimals)} ${currency.symbol} to ${target} on ${chain.name}${data && data !== '0x' ? ' with data' : ''}`
  },
  run: async (context, params) => {
    const chain = targetChain(context, params)
    const [request] = parseParams(transactionParams, params, 'eth_sendTransaction')
    const client = createWalletClient({
      account: context.account,
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
      : client.sendTransaction({
          ...common,
          maxFeePerGas: quantity(request.maxFeePerGas),
          maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas),
        })
  },
}

export const transactionMethods: Record<string, PhoneMethod> = {
  eth_sendTransaction: sendTransaction,
}
