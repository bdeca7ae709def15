import type { AppKitEnvironment } from '../../core/appkit/createAppKit'

/** In-memory browser storage, with the map exposed for assertions. */
export function memoryStorage(seed: Record<string, string> = {}) {
  const map = new Map<string, string>(Object.entries(seed))
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

/**
 * An instance environment for unit tests of core logic: memory storage, and a fetch that answers
 * the project configuration with no remote features and refuses everything else, so no test
 * depends on (or reaches) a hosted service. A refused read is retried at once (SPEC §9's 1-2-4 s
 * waits are tested in createQueryLayer.test.ts), so no test waits 7 s for it.
 */
export function offlineEnvironment(extra: AppKitEnvironment = {}): AppKitEnvironment & { storage: ReturnType<typeof memoryStorage> } {
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input)
    if (new URL(url).pathname === '/appkit/v1/config') return Response.json({ features: [] })
    throw new TypeError(`offline test environment: refused ${url}`)
  }
  return { storage: memoryStorage(), fetch: fetch as typeof globalThis.fetch, queryRetryDelay: () => 0, ...extra } as AppKitEnvironment & {
    storage: ReturnType<typeof memoryStorage>
  }
}
