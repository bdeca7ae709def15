import { localeDirection } from '../../i18n/localeDirection'
import type { LocaleAttributes } from '../../i18n/useLocaleAttributes'
import { useMessages } from '../../i18n/useMessages'
import { buttonMessages } from '../../locales/buttonMessages'

/**
 * The buttons' `t` and the `lang`/`dir` of their text: the locale shown, English until the asked
 * locale's messages arrive, so the direction always matches the text.
 */
export function useButtonText() {
  const t = useMessages(buttonMessages)
  const localized: LocaleAttributes = { lang: t.locale, dir: localeDirection(t.locale) }
  return { t, localized }
}
