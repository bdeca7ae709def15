import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { selectLocale } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'
import type { MessageNamespace } from './defineMessages'
import { messagesVersion, subscribeMessages } from './messageStore'
import { loadLocale, translator, type Translate } from './translator'

/**
 * `t` over a namespace in the instance's locale (`useT` defaults it to core's; the buttons use
 * theirs, so core's English stays out of the host page's first download). The first render in a
 * locale asks for its messages; English shows until they arrive, then the component renders again.
 */
export function useMessages<K extends string>(namespace: MessageNamespace<K>): Translate<K> {
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
