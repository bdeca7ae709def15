import type { Route } from '../router'
import { walletImagePng } from '../walletDirectory/walletImagePng'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/** Ids are short names (a symbol, a network image id): anything else is not an image this API has. */
const IMAGE_ID = /^[A-Za-z0-9._-]{1,64}$/

function imageRoute(pattern: string, kind: string): Route {
  return {
    method: 'GET',
    pattern,
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params }) => {
      const id = params.id ?? ''
      if (!IMAGE_ID.test(id)) return { status: 404, body: { error: `no ${kind} image ${id}` } }
      // Drawn from the kind and id: every token, network and currency gets its own picture offline.
      return { status: 200, body: walletImagePng(`${kind}:${id}`), contentType: 'image/png' }
    },
  }
}

/**
 * SPEC §7 image blobs besides wallet images: GET /public/getTokenImage/{symbol},
 * /public/getAssetImage/{imageId} (networks) and /public/getCurrencyImage/{id}, each a PNG.
 */
export function publicImageRoutes(): Route[] {
  return [
    imageRoute('/public/getTokenImage/:id', 'token'),
    imageRoute('/public/getAssetImage/:id', 'asset'),
    imageRoute('/public/getCurrencyImage/:id', 'currency'),
  ]
}
