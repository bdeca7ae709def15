/**
 * How a theme contract is made, as RainbowKit's `createThemeContract` (src/css/sprinkles.css.ts)
 * makes its `ThemeVars`, but evaluated by linaria at build time: a tree of default values becomes
 * the same tree of references, each leaf `var(--vst-<path>, <default>)`. The name is the leaf's
 * path in kebab case (`color.bgRowHover` → `--vst-color-bg-row-hover`), so it is written once.
 */

// The error class's own file: linaria evaluates this one at build time, so it imports nothing heavier.
import { VestibuleError } from '../../core/errors/VestibuleError'

/** A token as the styles read it: its custom property, its default as the fallback. */
export type TokenReference = `var(--vst-${string})`

/** A token's custom property. */
export type TokenName = `--vst-${string}`

/** Groups of tokens; each leaf is the token's default, a CSS value. */
export interface TokenDefaults {
  readonly [key: string]: string | TokenDefaults
}

/** The defaults' tree with every leaf replaced by its reference. */
export type TokenReferences<T> = { readonly [K in keyof T]: T[K] extends string ? TokenReference : TokenReferences<T[K]> }

export interface TokenSet<T> {
  /** What the styles interpolate. */
  readonly vars: TokenReferences<T>
  /** Each token's custom property and default, in the order they were written. */
  readonly defaults: ReadonlyMap<TokenName, string>
}

const kebab = (key: string) => key.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)

/**
 * The references and defaults of a tree of tokens. A default may read earlier tokens through
 * their references (`calc(${vars.font.size.master} * 1.4)`), so a fallback still holds when a
 * token it derives from is missing.
 *
 * @example
 * const { vars } = defineTokens({ color: { accent: '#667dff' } })
 * vars.color.accent // 'var(--vst-color-accent, #667dff)'
 */
export function defineTokens<const T extends TokenDefaults>(tree: T): TokenSet<T> {
  const defaults = new Map<TokenName, string>()
  const walk = (node: TokenDefaults, path: readonly string[]): Record<string, unknown> => {
    const references: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      const at = [...path, kebab(key)]
      if (typeof value === 'string') {
        const name: TokenName = `--vst-${at.join('-')}`
        if (defaults.has(name)) throw new VestibuleError(`Two tokens are named ${name}`)
        defaults.set(name, value)
        references[key] = `var(${name}, ${value})`
      } else {
        references[key] = walk(value, at)
      }
    }
    return references
  }
  return { vars: walk(tree, []) as TokenReferences<T>, defaults }
}

/** The custom property a reference reads. */
export function tokenName(reference: TokenReference): TokenName {
  return reference.slice('var('.length, reference.indexOf(',')) as TokenName
}

const mergeTrees = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const merged: Record<string, unknown> = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const existing = merged[key]
    merged[key] =
      typeof existing === 'object' && typeof value === 'object' ? mergeTrees(existing as Record<string, unknown>, value as Record<string, unknown>) : value
  }
  return merged
}

/** Two sets as one contract: groups they share hold the tokens of both. */
export function mergeTokenSets<A, B>(a: TokenSet<A>, b: TokenSet<B>): TokenSet<A & B> {
  for (const name of b.defaults.keys()) if (a.defaults.has(name)) throw new VestibuleError(`Two tokens are named ${name}`)
  return {
    vars: mergeTrees(a.vars, b.vars) as TokenReferences<A & B>,
    defaults: new Map([...a.defaults, ...b.defaults]),
  }
}

/** Where each token sits in a contract: `'color.accent' | 'font.size.master' | …`. */
export type TokenPath<T> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${K}` : `${K}.${TokenPath<T[K]>}`
}[keyof T & (string | number)]

/** The reference at a path of a contract. */
export function tokenAt<T>(tree: T, path: TokenPath<T>): TokenReference {
  const reference = String(path)
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)
  if (typeof reference !== 'string') throw new VestibuleError(`No token at ${String(path)}`)
  return reference as TokenReference
}
