// Read at run time (by themeVariablesToStyle): tokens.ts is imported for its types only, so the
// contract itself stays a build-time module.
import type { TokenPath } from './defineTokens'
import type { TokenVars } from './tokens'

export interface PublicVariable {
  /** The token the variable sets. */
  readonly token: TokenPath<TokenVars>
  /** The unit a bare number means: AppKit takes `'--w3m-color-mix-strength': 40` as 40 %. */
  readonly numberUnit?: string
}

/**
 * AppKit's public theme variables (its `themeVariables` keys, and what a page may set on the modal
 * element or an ancestor), each onto the token it sets. The one place they are read: the tokens'
 * declarations (themeDeclarations.ts) wrap these tokens' defaults as `var(--w3m-…, default)`.
 */
export const PUBLIC_VARIABLES = {
  '--w3m-accent': { token: 'color.accent' },
  '--w3m-color-mix': { token: 'color.mix' },
  '--w3m-color-mix-strength': { token: 'color.mixStrength', numberUnit: '%' },
  '--w3m-font-family': { token: 'font.family' },
  '--w3m-font-size-master': { token: 'font.size.master', numberUnit: 'px' },
  '--w3m-border-radius-master': { token: 'radius.master', numberUnit: 'px' },
  '--w3m-z-index': { token: 'zIndex.modal' },
  '--w3m-qr-color': { token: 'color.qr' },
} as const satisfies Readonly<Record<`--w3m-${string}`, PublicVariable>>

export type PublicVariableName = keyof typeof PUBLIC_VARIABLES

export function isPublicVariableName(name: string): name is PublicVariableName {
  return Object.hasOwn(PUBLIC_VARIABLES, name)
}
