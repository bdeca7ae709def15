/**
 * The origin rule of SPEC §5 and §6: the page origin must match the project's
 * allowed origins (wildcards supported) or one of the defaults.
 */
import { DEFAULT_ALLOWED_ORIGINS } from '../constants'

/**
 * Whether `origin` matches an allowed origin. A `*` stands for one or more
 * host or port characters, so `https://*.example.com` accepts any subdomain
 * (not the bare domain) and `http://localhost:*` any port.
 *
 * @example
 * ```ts
 * isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('http://localhost:5173', []) // true, a default
 * isOriginAllowed('https://evil.com', ['https://example.com']) // false
 * ```
 */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaultAllowedOrigins: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): boolean {
  const normalized = normalizeOrigin(origin)
  if (normalized === undefined) return false
  return [...allowedOrigins, ...defaultAllowedOrigins].some(pattern =>
    pattern.includes('*') ? wildcardPattern(pattern).test(normalized) : normalizeOrigin(pattern) === normalized,
  )
}

/** Scheme, lowercased host and non-default port; undefined when not a URL. */
function normalizeOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function wildcardPattern(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .split('*')
    .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  // A wildcard never crosses into a path, query or credentials.
  return new RegExp(`^${escaped.join('[a-z0-9.-]+')}$`)
}
