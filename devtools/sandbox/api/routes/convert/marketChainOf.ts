import type { ApiChain } from '../../apiChain'
import { badRequest } from '../../queryValidation'
import type { RouteResponse } from '../../router'

/** The convert routes serve the market chain only; another chain id is a clear 400, not an empty success. */
export function checkMarketChain(market: ApiChain, chainId: number | undefined): RouteResponse | undefined {
  if (chainId === undefined || chainId === market.chainId) return undefined
  return badRequest(`chain eip155:${chainId} has no sandbox market; swaps run on eip155:${market.chainId}`)
}
