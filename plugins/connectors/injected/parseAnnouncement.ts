import * as z from 'zod/mini'
import type { Eip6963ProviderDetail } from '../eip1193/eip1193Types'
import { isProvider } from './isProvider'
import { eip6963InfoSchema } from './eip6963InfoSchema'

/**
 * An announcement's detail as discovery takes it: a provider with `request`, and `info` that passes
 * the EIP-6963 schema; anything else (any script may announce) is undefined. Loaded lazily by
 * discovery (this module brings zod), so a first visit's page downloads it only on intent.
 *
 * @example
 * parseAnnouncement({ info: { uuid, name: 'Rabby', icon: 'data:image/svg+xml,…', rdns: 'io.rabby' }, provider })
 */
export function parseAnnouncement(detail: unknown): Eip6963ProviderDetail | undefined {
  const candidate = (typeof detail === 'object' && detail !== null ? detail : {}) as Partial<Record<'info' | 'provider', unknown>>
  if (!isProvider(candidate.provider)) return undefined
  const info = validInfo(candidate.info)
  return info ? { info, provider: candidate.provider } : undefined
}

/**
 * zod's own safeParse, not `parseWith`: a refused announcement is dropped without a message, so the
 * SPEC §5 messages (core's error map, a chunk of its own) stay out of the page's idle-time download.
 * safeParse can throw on hostile input (see parseWith): a value that breaks the parser is not valid.
 */
function validInfo(info: unknown): Eip6963ProviderDetail['info'] | undefined {
  try {
    const result = z.safeParse(eip6963InfoSchema, info)
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}
