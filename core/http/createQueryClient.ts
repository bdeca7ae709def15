/**
 * The QueryClient behind every read of the hosted services. Loaded with `import()` on the first
 * read (after the visitor's intent), so TanStack Query is no part of a page's first download.
 */
import { QueryClient } from '@tanstack/query-core'
import { QUERY_GC_TIME_MS } from '../constants'
import { queryRetryDelay, shouldRetryRead, type QueryRetryDelay } from './queryRules'

export type CreateQueryClientParameters = {
  /** Defaults to SPEC §9's 1 s doubling up to 30 s; tests shorten it. */
  retryDelay?: QueryRetryDelay | undefined
  /** Defaults to SPEC §9's rule (3 retries, none for a 4xx or an answer that fails validation). */
  retry?: ((failureCount: number, error: unknown) => boolean) | undefined
}

/**
 * A QueryClient with SPEC §9's defaults: answers dropped 5 min after their last reader, 3 retries
 * of what may pass on a second try, and staleTime 0 (a read fetches again unless it asks for a
 * cached answer). Network mode `always`: an offline browser gets the HTTP error at once, as before,
 * instead of a read that waits for the network to come back.
 *
 * @example
 * const client = createQueryClient()
 * const data = await client.fetchQuery({ queryKey: ['identity', address], queryFn })
 */
export function createQueryClient({ retryDelay = queryRetryDelay, retry = shouldRetryRead }: CreateQueryClientParameters = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 0,
        retry,
        retryDelay,
        networkMode: 'always',
      },
    },
  })
}
