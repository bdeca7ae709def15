import { MarketError } from '../../../market/createMarketReader'
import { badRequest } from '../../queryValidation'
import type { RouteResponse } from '../../router'

/** A market refusal (no pool) is the caller's 400; anything else is rethrown for the server's 500. */
export function marketFailure(error: unknown): RouteResponse {
  if (error instanceof MarketError) return badRequest(error.message)
  throw error
}
