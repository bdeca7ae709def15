// Vestibule's i18n: message namespaces (core's in react/locales/, a feature's in
// react/features/<name>/locales/), `t` over them, and the hook that gives it in an instance's locale.
export { defineMessages } from './defineMessages'
export type { MessageNamespace, Messages, MessagesLoader } from './defineMessages'
export { translator, loadLocale } from './translator'
export type { Translate } from './translator'
export type { MessageParams } from './interpolate'
export { useT } from './useT'
export { useLocaleAttributes } from './useLocaleAttributes'
export type { LocaleAttributes } from './useLocaleAttributes'
export { localeDirection } from './localeDirection'
export { translateStateText } from './stateText'
