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
  try {
    const script = new Intl.Locale(locale).maximize().script
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr'
  } catch {
    return 'ltr'
  }
}
