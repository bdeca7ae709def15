/** The storage contract of `@walletconnect/keyvaluestorage` (IKeyValueStorage), which the clients accept as `storage`. */
export type KeyValueStorage = {
  getKeys: () => Promise<string[]>
  getEntries: <T = unknown>() => Promise<[string, T][]>
  getItem: <T = unknown>(key: string) => Promise<T | undefined>
  setItem: <T = unknown>(key: string, value: T) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

/**
 * In-memory storage for a WalletConnect client: nothing touches the disk, and each client
 * gets its own (the node default shares nothing either, but lives in `unstorage`).
 * Values are copied in and out, as the real store serializes them, so a client that
 * mutates an object after storing it does not change what is stored.
 *
 * @example
 * await SignClient.init({ projectId, relayUrl, storage: createMemoryKeyValueStorage() })
 */
export function createMemoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]): [string, T] => [key, structuredClone(value) as T]),
    getItem: async <T>(key: string) => (items.has(key) ? (structuredClone(items.get(key)) as T) : undefined),
    setItem: async (key, value) => {
      items.set(key, structuredClone(value))
    },
    removeItem: async key => {
      items.delete(key)
    },
  }
}
