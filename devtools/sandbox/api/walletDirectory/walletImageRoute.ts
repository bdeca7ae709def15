import { createHash } from 'node:crypto'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'

/**
 * GET /getWalletImage/{id} → an SVG (SPEC §7 image blob), its colours derived from the id, so
 * each wallet has its own picture and nothing is fetched from outside. Ids the directory lacks are 404.
 */
export function walletImageRoute(imageIds: ReadonlySet<string>): Route {
  return {
    method: 'GET',
    pattern: '/getWalletImage/:id',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params }) => {
      if (!imageIds.has(params.id!)) return { status: 404, body: { error: `no image ${params.id}` } }
      const hash = createHash('sha256').update(params.id!).digest()
      const hue = (hash[0]! * 360) / 256
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="16" fill="hsl(${hue} 70% 45%)"/>` +
        `<circle cx="40" cy="40" r="${14 + (hash[1]! % 14)}" fill="hsl(${(hue + 180) % 360} 80% 85%)"/></svg>`
      return { status: 200, body: svg, contentType: 'image/svg+xml' }
    },
  }
}
