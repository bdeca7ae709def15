/** Scripts written right to left (ISO 15924), as CLDR marks them. */
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa'])

/**
 * The writing direction of a locale, from its script: the one it names, or its likely script
 * (CLDR likely subtags, through `Intl.Locale#maximize`), so 'ar', 'fa-IR' and 'az-Arab' are
 * right-to-left and 'ku' (Latin) is not.
 *
 * @example
 * localeDirection('ar') // 'rtl'
 * localeDirection('fr') // 'ltr'
 */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  // English, what every page shows first, needs no CLDR lookup (the first one loads ICU data).
  if (locale === 'en') return 'ltr'
  let direction = directions.get(locale)
  if (!direction) {
    direction = 'ltr'
    try {
      const script = new Intl.Locale(locale).maximize().script
      if (script && RTL_SCRIPTS.has(script)) direction = 'rtl'
    } catch {
      // Not a locale tag: left to right.
    }
    directions.set(locale, direction)
  }
  return direction
}

/** Directions found so far: every render of every button and view asks again. */
const directions = new Map<string, 'ltr' | 'rtl'>()
