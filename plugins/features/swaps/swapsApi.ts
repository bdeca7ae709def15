import { HttpError, ThrownMessages, VestibuleError, type HttpClient } from 'vestibule/plugin'
import { SWAP_CHAIN_IDS, SWAP_SLIPPAGE_PERCENT } from './swapsConstants'
import {
  allowanceResponseSchema,
  builtTransactionResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from './swapsSchemas'

/** SPEC §7's convert calls, each validated (zod) at the boundary. Addresses are CAIP-10. */
export function swapsApi(api: HttpClient) {
  return {
    tokens: (caipNetworkId: string) => api.get('/v1/convert/tokens', { query: { chainId: caipNetworkId }, schema: swapTokensResponseSchema }),
    quote: (parameters: { amount: string; userAddress: string; from: string; to: string; gasPrice?: string }, signal?: AbortSignal) =>
      api.get('/v1/convert/quotes', { query: parameters, schema: swapQuotesResponseSchema, signal }),
    allowance: (tokenAddress: string, userAddress: string, signal?: AbortSignal) =>
      api.get('/v1/convert/allowance', { query: { tokenAddress, userAddress }, schema: allowanceResponseSchema, signal }),
    gasPrice: (caipNetworkId: string, signal?: AbortSignal) => gasPrice(api, caipNetworkId, signal),
    prices: (addresses: readonly string[], projectId: string, signal?: AbortSignal) =>
      api.post('/v1/fungible/price', { body: { currency: 'usd', addresses, projectId }, schema: fungiblePriceResponseSchema, signal }),
    buildApprove: (parameters: { userAddress: string; from: string; to: string; amount: string }) =>
      api.get('/v1/convert/build-approve', { query: parameters, schema: builtTransactionResponseSchema }),
    buildSwap: (parameters: { amount: string; from: string; to: string; userAddress: string; projectId: string }) =>
      api.post('/v1/convert/build-transaction', {
        body: { ...parameters, eip155: { slippage: String(SWAP_SLIPPAGE_PERCENT) }, disableEstimate: false },
        schema: builtTransactionResponseSchema,
      }),
  }
}

/**
 * GET /v1/convert/gas-price for a chain the convert API serves (SPEC §9's swap chains); any other,
 * or one the API refuses (4xx), is SPEC §8's 'Network not supported for Gas Price'.
 */
async function gasPrice(api: HttpClient, caipNetworkId: string, signal?: AbortSignal) {
  const unsupported = (cause?: unknown) =>
    new VestibuleError(ThrownMessages.NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE, { details: `${caipNetworkId} is not a swap network of the convert API`, cause })
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace !== 'eip155' || !SWAP_CHAIN_IDS.includes(Number(reference))) throw unsupported()
  try {
    return await api.get('/v1/convert/gas-price', { query: { chainId: caipNetworkId }, schema: gasPriceResponseSchema, signal })
  } catch (error) {
    throw error instanceof HttpError && error.status !== undefined && error.status >= 400 && error.status < 500 ? unsupported(error) : error
  }
}
