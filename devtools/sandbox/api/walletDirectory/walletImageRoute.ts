import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'
import { walletImagePng } from './walletImagePng'

/**
 * GET /getWalletImage/{id} → a PNG (SPEC §7 image blob), drawn from the id so each wallet has its
 * own picture and nothing is fetched from outside. Ids the directory lacks are 404.
 */
export function walletImageRoute(imageIds: ReadonlySet<string>): Route {
  return {
    method: 'GET',
    pattern: '/getWalletImage/:id',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params }) => {
      if (!imageIds.has(params.id!)) return { status: 404, body: { error: `no image ${params.id}` } }
      return { status: 200, body: walletImagePng(params.id!), contentType: 'image/png' }
    },
  }
}
