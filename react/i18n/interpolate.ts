/** A message's parameters, by placeholder name. */
export type MessageParams = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Splits a message around its `{name}` placeholders and puts each parameter in its place, keeping
 * non-text parameters (a link element) as they are. A placeholder without a parameter stays
 * visible, so a forgotten one is seen rather than silently dropped.
 *
 * @example
 * interpolateParts('Agree to our {terms}', { terms: <a href="…">Terms</a> }) // ['Agree to our ', <a …>]
 */
export function interpolateParts<T>(text: string, params: Readonly<Record<string, string | number | T>> = {}): Array<string | T> {
  const parts: Array<string | T> = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!
    if (!Object.hasOwn(params, name)) continue
    const value = params[name] as string | number | T
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(typeof value === 'number' ? String(value) : value)
    last = match.index + match[0].length
  }
  if (last < text.length || parts.length === 0) parts.push(text.slice(last))
  return parts
}

/**
 * A message with its `{name}` placeholders filled in.
 *
 * @example
 * interpolate('Continue in {name}', { name: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function interpolate(text: string, params?: MessageParams): string {
  return params ? interpolateParts(text, params).join('') : text
}
