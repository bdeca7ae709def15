/**
 * Which of a namespace's locales serves `locale`: BCP 47 lookup (RFC 4647 §3.4), the tag itself,
 * then with its last subtag cut, and so on; 'en' (always there) when none matches. Tags compare
 * case-insensitively.
 *
 * @example
 * catalogueLocale('fr-CA', ['ar', 'fr']) // 'fr'
 * catalogueLocale('de', ['ar', 'fr'])    // 'en'
 */
export function catalogueLocale(locale: string, available: readonly string[]): string {
  const byLowerCase = new Map(available.map(tag => [tag.toLowerCase(), tag]))
  const subtags = locale.toLowerCase().split('-')
  for (let length = subtags.length; length > 0; length--) {
    // A singleton ('u', 'x') only introduces the subtags after it: never match on it alone.
    if (subtags[length - 1]!.length === 1) continue
    const found = byLowerCase.get(subtags.slice(0, length).join('-'))
    if (found) return found
  }
  return 'en'
}
