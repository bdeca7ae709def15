import { coreMessages } from '../locales/coreMessages'
import type { CoreMessageKey } from '../locales/en'
import type { MessageNamespace } from './defineMessages'
import type { Translate } from './translator'
import { useMessages } from './useMessages'

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
  return useMessages(namespace)
}
