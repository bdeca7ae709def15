/** One locale's messages of a namespace: key → text, `{name}` marking a parameter. */
export type Messages<K extends string = string> = Readonly<Partial<Record<K, string>>>

/** Fetches one locale's messages of a namespace: an `import()`, so each is a chunk of its own. */
export type MessagesLoader<K extends string = string> = () => Promise<Messages<K>>

/**
 * A message namespace: core's (`react/locales/`), or a feature's (`react/features/<name>/locales/`,
 * named after the feature). English is every other locale's fallback, so it is either bundled with
 * the definition (`english`, core's) or loaded with the namespace's views (`locales.en`, a feature's).
 */
export interface MessageNamespace<K extends string = string> {
  readonly name: string
  readonly english?: Readonly<Record<K, string>>
  /** Loaders by BCP 47 tag ('ar', 'fr'); fetched only once a visitor's locale asks for them. */
  readonly locales: Readonly<Record<string, MessagesLoader<K>>>
}

/**
 * Types a namespace by its keys.
 *
 * @example
 * export const walletDirectoryMessages = defineMessages<WalletDirectoryKey>({
 *   name: 'walletDirectory',
 *   locales: { en: () => import('./locales/en.json').then(m => m.default), ar: () => import('./locales/ar.json').then(m => m.default) },
 * })
 */
export function defineMessages<K extends string>(namespace: MessageNamespace<K>): MessageNamespace<K> {
  return namespace
}
