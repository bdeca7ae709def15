import { parseWith } from 'vestibule/validation'
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
  const info = parseWith(eip6963InfoSchema, candidate.info)
  return info.success ? { info: info.data, provider: candidate.provider } : undefined
}
