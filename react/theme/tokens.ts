/**
 * The theme contract: every colour, font, radius, spacing, size, shadow, z-index and duration the
 * modal and the buttons draw with, as typed tokens. Styles interpolate `vars.*` (linaria resolves
 * them at build time, so nothing of this ships but the CSS); the defaults are declared on `:host`
 * from `themeDeclarations.ts`, and AppKit's `--w3m-*` variables map onto them in
 * `publicVariables.ts`.
 *
 * Colours follow AppKit 1.7.9's dark and light themes (sampled from its Connect view), darkened
 * where AppKit's text falls below WCAG AA contrast, since an axe scan must pass. The dark palette
 * is the default, and so the fallback of every reference.
 */
import {
  HEADER_TRANSITION_MS,
  MODAL_HEIGHT_TRANSITION_MS,
  MODAL_SHAKE_DURATION_MS,
  MODAL_WIDTH_PX,
  SNACKBAR_SWAP_DELAY_MS,
  VIEW_TRANSITION_MS,
} from '../../core/constants'
import { defineTokens, mergeTokenSets } from './defineTokens'

/** SPEC §2's defaults: what integrators set through AppKit's variables, and the scales derive from. */
const masters = defineTokens({
  color: { accent: '#667dff', mix: 'transparent', mixStrength: '0%', qr: '#141414' },
  font: { family: "'Inter', system-ui, sans-serif", size: { master: '10px' } },
  radius: { master: '4px' },
  size: { modalWidth: `${MODAL_WIDTH_PX}px` },
  zIndex: { modal: '999' },
})
const m = masters.vars

/** Mixes the integrator's `--w3m-color-mix` into a surface, as AppKit does. */
const surface = (base: string) => `color-mix(in srgb, ${m.color.mix} ${m.color.mixStrength}, ${base})`
const accentMix = (share: number, other: string) => `color-mix(in srgb, ${m.color.accent} ${share}%, ${other})`

/** The colours that differ between the two theme modes. */
export const DARK_PALETTE = {
  bg: surface('#121313'),
  bgRaised: surface('#1a1b1b'),
  bgRow: surface('#161717'),
  bgRowHover: surface('#1e1f1f'),
  bgSnackbar: surface('#252727'),
  border: 'rgba(255, 255, 255, 0.08)',
  divider: '#1e1f1f',
  fg: '#e4e7e7',
  fgSecondary: '#949e9e',
  cover: 'rgba(20, 20, 20, 0.8)',
  // A little lighter than the accent, so accent text keeps 4.5:1 on accent-tinted surfaces too.
  accentText: accentMix(85, '#fff'),
  accentGlass: accentMix(15, 'transparent'),
  success: '#26d962',
  successGlass: 'rgba(38, 217, 98, 0.15)',
  error: '#f25a67',
  errorGlass: 'rgba(242, 90, 103, 0.15)',
  warning: '#f3a13f',
  warningGlass: 'rgba(243, 161, 63, 0.15)',
} as const

export type Palette = { readonly [K in keyof typeof DARK_PALETTE]: string }

export const LIGHT_PALETTE: Palette = {
  bg: surface('#ffffff'),
  bgRaised: surface('#f3f5f5'),
  bgRow: surface('#f5f7f7'),
  bgRowHover: surface('#eaeeee'),
  bgSnackbar: surface('#f3f5f5'),
  border: 'rgba(0, 0, 0, 0.08)',
  divider: '#eaeeee',
  fg: '#141414',
  fgSecondary: '#5f6b6b',
  cover: 'rgba(20, 20, 20, 0.6)',
  accentText: accentMix(78, '#000'),
  accentGlass: accentMix(12, 'transparent'),
  success: '#0b6631',
  successGlass: 'rgba(38, 181, 98, 0.15)',
  error: '#c7321d',
  errorGlass: 'rgba(223, 74, 52, 0.12)',
  warning: '#8a5300',
  warningGlass: 'rgba(243, 161, 63, 0.2)',
}

/** The palette, and the scales derived from the masters (AppKit's multipliers: radius 4 px → 6, 8, 12, 16, 28, 36, 80). */
const scales = defineTokens({
  color: {
    ...DARK_PALETTE,
    focus: m.color.accent,
    accentStrong: accentMix(80, '#000'),
    onAccent: '#fff',
    // Always white behind the code, whatever the theme: phone cameras read dark on white best.
    qrBackground: '#fff',
  },
  font: {
    size: {
      micro: m.font.size.master,
      tiny: `calc(${m.font.size.master} * 1.2)`,
      small: `calc(${m.font.size.master} * 1.4)`,
      paragraph: `calc(${m.font.size.master} * 1.6)`,
      large: `calc(${m.font.size.master} * 2)`,
    },
    weight: { medium: '500', semibold: '600' },
    lineHeight: { none: '1', tight: '1.2', normal: '1.3', relaxed: '1.4' },
    letterSpacing: { caps: '0.02em' },
  },
  radius: {
    '4xs': `calc(${m.radius.master} * 1.5)`,
    '3xs': `calc(${m.radius.master} * 2)`,
    xxs: `calc(${m.radius.master} * 3)`,
    xs: `calc(${m.radius.master} * 4)`,
    m: `calc(${m.radius.master} * 7)`,
    l: `calc(${m.radius.master} * 9)`,
    '3xl': `calc(${m.radius.master} * 20)`,
    circle: '50%',
    link: '2px',
  },
  space: {
    2: '2px',
    4: '4px',
    6: '6px',
    8: '8px',
    9: '9px',
    10: '10px',
    12: '12px',
    14: '14px',
    16: '16px',
    20: '20px',
    24: '24px',
    28: '28px',
    32: '32px',
    36: '36px',
  },
  zIndex: { snackbar: '2' },
  // SPEC §2 and §4 give the modal's; the others are AppKit's.
  duration: {
    hover: '150ms',
    header: `${HEADER_TRANSITION_MS}ms`,
    view: `${VIEW_TRANSITION_MS}ms`,
    modalHeight: `${MODAL_HEIGHT_TRANSITION_MS}ms`,
    snackbar: `${SNACKBAR_SWAP_DELAY_MS}ms`,
    shake: `${MODAL_SHAKE_DURATION_MS}ms`,
    spinner: '900ms',
    loadingRing: '1000ms',
  },
})
const s = scales.vars

/** What reads the palette: hover shades and shadows. */
const derived = defineTokens({
  color: {
    accentStrongHover: `color-mix(in srgb, ${s.color.accentStrong} 88%, #000)`,
    accentGlassHover: `color-mix(in srgb, ${s.color.accentGlass}, ${s.color.accentText} 10%)`,
  },
  shadow: {
    border: `inset 0 0 0 1px ${s.color.border}`,
    accentBorder: `inset 0 0 0 1px ${s.color.accentGlass}`,
    warningBorder: `inset 0 0 0 1px ${s.color.warning}`,
    selected: `inset 0 0 0 1px ${s.color.accentText}`,
    frame: `0 0 0 1px ${s.color.border}`,
    avatar: `0 0 0 3px ${s.color.border}`,
    snackbar: '0 8px 24px rgba(0, 0, 0, 0.2)',
  },
})

/** Every token, as the styles interpolate it: `color: ${vars.color.fg};`. */
export const vars = mergeTokenSets(mergeTokenSets(masters, scales), derived).vars

/** The masters' custom properties and defaults, in the order they are written. */
export const MASTER_DEFAULTS = masters.defaults

export type TokenVars = typeof vars
