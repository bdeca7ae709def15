import { isAbsolute, relative, resolve, sep } from 'node:path'

/**
 * URL under which the page server serves a built file, or undefined when the
 * file lies outside the served directory (the server would refuse it).
 *
 * @example
 * assetUrl('/repo/.cache/sandbox-demo/app/main.js', '/repo/.cache/sandbox-demo', '/assets') // '/assets/app/main.js'
 */
export function assetUrl(file: string, assetsDir: string, urlPrefix: string): string | undefined {
  const inside = relative(resolve(assetsDir), resolve(file))
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return undefined
  return `${urlPrefix}/${inside.split(sep).join('/')}`
}
