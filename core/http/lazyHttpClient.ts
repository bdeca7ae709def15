import { HttpError, TimeoutError } from '../errors/httpErrors'
import { VestibuleError } from '../errors/VestibuleError'
import { lazyChunk } from '../utils/lazyChunk'
import type { HttpClient, HttpClientParameters, HttpPostOptions, HttpRequestOptions } from './createHttpClient'

const clientChunk = lazyChunk(() => import('./createHttpClient'))

// Made by this side's classes, so `instanceof HttpError` holds wherever the lazy module is evaluated.
const ERRORS = { HttpError, TimeoutError, VestibuleError }

/**
 * An HTTP client whose code arrives with its first request. A page asks the hosted services nothing
 * before the visitor's intent (or a restored connection's balance), so the client is no part of its
 * first download (issue 27).
 *
 * @example
 * const api = lazyHttpClient({ baseUrl: options.apiUrl, projectId })
 * await api.get('/getWallets', { query: { page: 1 } }) // loads the client, then fetches
 */
export function lazyHttpClient(parameters: HttpClientParameters): HttpClient {
  let client: HttpClient | undefined
  const ready = () => clientChunk.load().then(({ createHttpClient }) => (client ??= createHttpClient(parameters, ERRORS)))
  return {
    get: <T>(path: string, options?: HttpRequestOptions<T>) => ready().then(loaded => loaded.get<T>(path, options)),
    post: <T>(path: string, options?: HttpPostOptions<T>) => ready().then(loaded => loaded.post<T>(path, options)),
    getBlob: (path, options) => ready().then(loaded => loaded.getBlob(path, options)),
  }
}
