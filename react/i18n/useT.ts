import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { coreMessages } from '../locales/coreMessages'
import type { CoreMessageKey } from '../locales/en'
import { selectLocale } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'
import type { MessageNamespace } from './defineMessages'
import { messagesVersion, subscribeMessages } from './messageStore'
import { loadLocale, translator, type Translate } from './translator'

/**
 * `t` in the instance's locale (its `locale` option): core's messages, or a feature's namespace.
 * The first render in a locale asks for its messages; English shows until they arrive, then the
 * component renders again.
 *
 * @example
 * const t = useT()
 * <IconButton icon="close" label={t('header.close')} onClick={close} />
 */
export function useT(): Translate<CoreMessageKey>
export function useT<K extends string>(namespace: MessageNamespace<K>): Translate<K>
export function useT<K extends string>(namespace = coreMessages as unknown as MessageNamespace<K>): Translate<K> {
  const appKit = useAppKitInstance()
  const locale = useAppKitSelector(selectLocale)
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion)
  // `version` is the store's: a new `t` once some messages have arrived.
  const t = useMemo(() => translator(namespace, locale), [namespace, locale, version])
  useEffect(() => {
    loadLocale(namespace, locale).catch((error: unknown) =>
      appKit.logger.warn(`The ${namespace.name} messages for ${locale} did not load; English shows instead`, error),
    )
  }, [appKit, namespace, locale])
  return t
}
