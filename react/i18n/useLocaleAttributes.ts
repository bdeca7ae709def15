import { localeDirection } from './localeDirection'
import { useT } from './useT'

export interface LocaleAttributes {
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
}

/**
 * `lang` and `dir` for an element whose text is core's: the locale shown, which is English until
 * the asked locale's messages arrive, so the direction always matches the text.
 */
export function useLocaleAttributes(): LocaleAttributes {
  const { locale } = useT()
  return { lang: locale, dir: localeDirection(locale) }
}
