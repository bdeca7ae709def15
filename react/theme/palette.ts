/**
 * Colours and scales of the modal and the buttons, as CSS declarations the styles interpolate at
 * build time. Values follow AppKit 1.7.9's dark and light themes (sampled from its Connect view),
 * darkened where AppKit's text falls below WCAG AA contrast, since an axe scan must pass.
 */

/** AppKit's public variables with their defaults (SPEC §2: Inter, 10 px, 4 px, z-index 999). */
export const PUBLIC_DEFAULTS: Readonly<Record<string, string>> = {
  '--w3m-accent': '#667dff',
  '--w3m-color-mix': 'transparent',
  '--w3m-color-mix-strength': '0%',
  '--w3m-font-family': "'Inter', system-ui, sans-serif",
  '--w3m-font-size-master': '10px',
  '--w3m-border-radius-master': '4px',
  '--w3m-z-index': '999',
}

type Palette = Readonly<Record<string, string>>

/** Mixes the integrator's `--w3m-color-mix` into a surface, as AppKit does. */
const mixed = (base: string) => `color-mix(in srgb, var(--w3m-color-mix) var(--w3m-color-mix-strength), ${base})`

export const DARK: Palette = {
  '--vst-bg': mixed('#121313'),
  '--vst-bg-raised': mixed('#1a1b1b'),
  '--vst-bg-row': mixed('#161717'),
  '--vst-bg-row-hover': mixed('#1e1f1f'),
  '--vst-bg-snackbar': mixed('#252727'),
  '--vst-border': 'rgba(255, 255, 255, 0.08)',
  '--vst-divider': '#1e1f1f',
  '--vst-fg': '#e4e7e7',
  '--vst-fg-secondary': '#949e9e',
  '--vst-cover': 'rgba(20, 20, 20, 0.8)',
  // A little lighter than the accent, so accent text keeps 4.5:1 on accent-tinted surfaces too.
  '--vst-accent-text': 'color-mix(in srgb, var(--w3m-accent) 85%, #fff)',
  '--vst-accent-glass': 'color-mix(in srgb, var(--w3m-accent) 15%, transparent)',
  '--vst-success': '#26d962',
  '--vst-success-glass': 'rgba(38, 217, 98, 0.15)',
  '--vst-error': '#f25a67',
  '--vst-error-glass': 'rgba(242, 90, 103, 0.15)',
  '--vst-warning': '#f3a13f',
  '--vst-warning-glass': 'rgba(243, 161, 63, 0.15)',
}

export const LIGHT: Palette = {
  '--vst-bg': mixed('#ffffff'),
  '--vst-bg-raised': mixed('#f3f5f5'),
  '--vst-bg-row': mixed('#f5f7f7'),
  '--vst-bg-row-hover': mixed('#eaeeee'),
  '--vst-bg-snackbar': mixed('#f3f5f5'),
  '--vst-border': 'rgba(0, 0, 0, 0.08)',
  '--vst-divider': '#eaeeee',
  '--vst-fg': '#141414',
  '--vst-fg-secondary': '#5f6b6b',
  '--vst-cover': 'rgba(20, 20, 20, 0.6)',
  '--vst-accent-text': 'color-mix(in srgb, var(--w3m-accent) 78%, #000)',
  '--vst-accent-glass': 'color-mix(in srgb, var(--w3m-accent) 12%, transparent)',
  '--vst-success': '#0b6631',
  '--vst-success-glass': 'rgba(38, 181, 98, 0.15)',
  '--vst-error': '#c7321d',
  '--vst-error-glass': 'rgba(223, 74, 52, 0.12)',
  '--vst-warning': '#8a5300',
  '--vst-warning-glass': 'rgba(243, 161, 63, 0.2)',
}

/** Scales derived from the masters, AppKit's multipliers (radius 4 px → 8, 12, 16, 20, 28, 36, 80). */
export const SCALES: Palette = {
  '--vst-focus': 'var(--w3m-accent)',
  '--vst-accent-strong': 'color-mix(in srgb, var(--w3m-accent) 80%, #000)',
  '--vst-font-micro': 'var(--w3m-font-size-master)',
  '--vst-font-tiny': 'calc(var(--w3m-font-size-master) * 1.2)',
  '--vst-font-small': 'calc(var(--w3m-font-size-master) * 1.4)',
  '--vst-font-paragraph': 'calc(var(--w3m-font-size-master) * 1.6)',
  '--vst-font-large': 'calc(var(--w3m-font-size-master) * 2)',
  '--vst-font-title': 'calc(var(--w3m-font-size-master) * 2.4)',
  '--vst-radius-5xs': 'var(--w3m-border-radius-master)',
  '--vst-radius-4xs': 'calc(var(--w3m-border-radius-master) * 1.5)',
  '--vst-radius-3xs': 'calc(var(--w3m-border-radius-master) * 2)',
  '--vst-radius-xxs': 'calc(var(--w3m-border-radius-master) * 3)',
  '--vst-radius-xs': 'calc(var(--w3m-border-radius-master) * 4)',
  '--vst-radius-s': 'calc(var(--w3m-border-radius-master) * 5)',
  '--vst-radius-m': 'calc(var(--w3m-border-radius-master) * 7)',
  '--vst-radius-l': 'calc(var(--w3m-border-radius-master) * 9)',
  '--vst-radius-3xl': 'calc(var(--w3m-border-radius-master) * 20)',
}

/** `{ '--a': '1' }` → `--a: 1;`, for interpolation into a linaria template. */
export function declarations(palette: Palette): string {
  return Object.entries(palette).map(([name, value]) => `${name}: ${value};`).join('\n')
}

/**
 * The same palette with each public variable read through a fallback, for the buttons: they live
 * in the host page, where no `:host` declares the defaults, and a variable the page sets on an
 * ancestor must still win.
 */
export function withPublicFallbacks(palette: Palette): Palette {
  const replaced: Record<string, string> = {}
  for (const [name, value] of Object.entries(palette)) {
    replaced[name] = value.replace(/var\((--w3m-[a-z-]+)\)/g, (_, variable: string) => `var(${variable}, ${PUBLIC_DEFAULTS[variable] ?? 'initial'})`)
  }
  return replaced
}
