import { createWalletClient, defineChain, formatUnits, hexToBigInt, hexToNumber, http } from 'viem'
import { z } from 'zod'
import { assertAccount } from './accountMethods'
import { invalidParams } from './providerRpcError'
import { addressSchema, hexSchema, parseParams, quantitySchema } from './paramSchemas'
import { shortAddress } from './shortAddress'
import type { SandboxWalletChain } from './sandboxWalletTypes'
import type { MethodHandler } from './walletContext'

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

function viemChain(chain: SandboxWalletChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? DEFAULT_CURRENCY,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * Signs locally with the account's key and submits the raw transaction to the
 * selected chain's node, as an extension does (the node's unlocked accounts are
 * never used). viem fills in nonce, gas and fees the request leaves out.
 */
const sendTransaction: MethodHandler = async (context, params) => {
  const [request] = parseParams(transactionParams, params, 'eth_sendTransaction')
  assertAccount(context, request.from)
  if (request.chainId !== undefined && hexToNumber(request.chainId as `0x${string}`) !== context.state.chainId)
    throw invalidParams(`eth_sendTransaction: chainId ${request.chainId} is not the selected chain ${context.chainIdHex()}`)

  const chain = context.currentChain()
  const currency = chain.nativeCurrency ?? DEFAULT_CURRENCY
  const value = request.value === undefined ? 0n : hexToBigInt(request.value as `0x${string}`)
  const data = request.data ?? request.input
  const target = request.to ? shortAddress(request.to) : 'a new contract'
  const summary = `Send ${formatUnits(value, currency.decimals)} ${currency.symbol} to ${target} on ${chain.name}${data && data !== '0x' ? ' with data' : ''}`
  await context.approve('eth_sendTransaction', params, summary)

  const quantity = (hex: string | undefined) => (hex === undefined ? undefined : hexToBigInt(hex as `0x${string}`))
  const client = createWalletClient({
    account: context.account(),
    chain: viemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const common = {
    to: request.to ?? null,
    value,
    data,
    gas: quantity(request.gas),
    nonce: request.nonce === undefined ? undefined : hexToNumber(request.nonce as `0x${string}`),
  }
  // A gasPrice means a legacy transaction; otherwise EIP-1559 fields (or none, for viem to estimate).
  return request.gasPrice !== undefined
    ? client.sendTransaction({ ...common, gasPrice: quantity(request.gasPrice) })
    : client.sendTransaction({
        ...common,
        maxFeePerGas: quantity(request.maxFeePerGas),
        maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas),
      })
}

export const transactionMethods: Record<string, MethodHandler> = {
  eth_sendTransaction: sendTransaction,
}
