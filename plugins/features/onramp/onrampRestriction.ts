// A module of its own: the feature catalogue, which the page's idle time loads to register the
// features' views, asks it whether the on-ramp row shows, without the rest of on-ramp's rules.

/**
 * SPEC §9: on-ramp is not offered in these time zones (mainland China, Hong Kong, Macau), as the
 * IANA names `Intl.DateTimeFormat().resolvedOptions().timeZone` gives, compared case-insensitively.
 */
const ONRAMP_RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Hongkong',
  'PRC',
]

/**
 * Whether the visitor's time zone is one of SPEC §9's restricted ones, where on-ramp is not offered.
 * Default: the browser's (`Intl.DateTimeFormat().resolvedOptions().timeZone`).
 *
 * @example
 * isOnrampRestricted('Asia/Hong_Kong') // true
 */
export function isOnrampRestricted(timeZone: string | undefined = currentTimeZone()): boolean {
  if (!timeZone) return false
  const zone = timeZone.toLowerCase()
  return ONRAMP_RESTRICTED_TIME_ZONES.some(restricted => restricted.toLowerCase() === zone)
}

// Looked up once: the browser's first lookup loads its time-zone data (~20 ms), and it does not change.
let timeZone: { readonly value: string | undefined } | undefined

function currentTimeZone(): string | undefined {
  timeZone ??= { value: lookUpTimeZone() }
  return timeZone.value
}

function lookUpTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
