/** A well-formed BCP 47 language tag, as `Intl` takes it ('en', 'ar', 'fr-CA'). */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/** The tag in its canonical case ('EN-us' → 'en-US'), so state and the log hold one spelling. */
export const canonicalLanguageTag = (tag: string): string => (isLanguageTag(tag) ? Intl.getCanonicalLocales(tag)[0]! : tag)
