import type { MessageNamespace, Messages } from './defineMessages'

// Loaded messages are static data, the same for every instance on the page: one store, keyed by
// namespace and locale.
const loaded = new Map<string, Messages>()
const loading = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let version = 0

const storeKey = (namespace: MessageNamespace, locale: string) => `${namespace.name}\u0000${locale}`

/** A locale's messages of a namespace, if they are here (core's English always is). */
export function loadedMessages(namespace: MessageNamespace, locale: string): Messages | undefined {
  if (locale === 'en' && namespace.english) return namespace.english
  return loaded.get(storeKey(namespace, locale))
}

/**
 * Fetches a locale's messages of a namespace once; listeners hear when they arrive. A failed fetch
 * (offline) is forgotten, so the next render asks again; a locale the namespace lacks resolves at
 * once, English standing in for it.
 */
export function loadMessages(namespace: MessageNamespace, locale: string): Promise<void> {
  const loader = namespace.locales[locale]
  if (!loader || loadedMessages(namespace, locale)) return Promise.resolve()
  const key = storeKey(namespace, locale)
  let pending = loading.get(key)
  if (!pending) {
    pending = loader().then(
      messages => {
        loaded.set(key, messages)
        loading.delete(key)
        version += 1
        for (const listener of [...listeners]) listener()
      },
      (error: unknown) => {
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/** For `useSyncExternalStore`: called whenever some messages arrive. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes whenever some messages arrive. */
export function messagesVersion(): number {
  return version
}
