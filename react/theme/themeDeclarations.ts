import { tokenAt, tokenName, type TokenName } from './defineTokens'
import { PUBLIC_VARIABLES } from './publicVariables'
import { DARK_PALETTE, LIGHT_PALETTE, MASTER_DEFAULTS, vars, type Palette } from './tokens'

/** Each token an AppKit variable sets reads that variable first, its own default after. */
const PUBLIC_DEFAULTS: ReadonlyMap<TokenName, string> = new Map(
  Object.entries(PUBLIC_VARIABLES).map(([variable, { token }]) => {
    const name = tokenName(tokenAt(vars, token))
    return [name, `var(${variable}, ${MASTER_DEFAULTS.get(name)})`]
  }),
)

const declare = (entries: Iterable<readonly [string, string]>) => [...entries].map(([name, value]) => `${name}: ${value};`).join('\n')
const paletteEntries = (palette: Palette) => Object.entries(palette).map(([key, value]) => [tokenName(vars.color[key as keyof Palette]), value] as const)

/**
 * The defaults the modal's `:host` declares: SPEC §2's masters (those AppKit's variables set read
 * them first) and the dark palette. Declared there only, so a page rule on `<vestibule-modal>`,
 * or its inline style where `themeVariables` go, overrides any token. Every other token derives
 * from these in its reference's fallback, so it follows them where it is used.
 */
export const DEFAULT_DECLARATIONS = declare([
  ...[...MASTER_DEFAULTS].map(([name, value]) => [name, PUBLIC_DEFAULTS.get(name) ?? value] as const),
  ...paletteEntries(DARK_PALETTE),
])

/** The light palette, over the dark one. */
export const LIGHT_DECLARATIONS = declare(paletteEntries(LIGHT_PALETTE))

/**
 * Only AppKit's variables: the buttons live in the host page, where no `:host` declares the
 * defaults, so the dark palette and the scales are their references' fallbacks there, and a
 * variable the page sets on any ancestor still wins.
 */
export const PUBLIC_DECLARATIONS = declare(PUBLIC_DEFAULTS)
