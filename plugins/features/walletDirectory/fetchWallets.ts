import { formatIssues, parseWith, walletListingSchema } from 'vestibule/validation'
import { type HttpClient, type Logger, type WalletListing } from 'vestibule/plugin'
import { getWalletsEnvelopeSchema } from './walletDirectorySchemas'

/** GET /getWallets query fields (SPEC §7). Lists are sent comma-joined; empty ones are left out. */
export type FetchWalletsParameters = {
  page: number
  entries: number
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids of the app's networks: the directory answers wallets supporting any of them. */
  chains?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: 'certified' | undefined
  signal?: AbortSignal | undefined
}

export type FetchWalletsReturnType = { listings: WalletListing[]; count: number }

const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values : undefined)

/**
 * One page of the wallet directory. The envelope must match; each entry is checked on its own, so
 * a malformed wallet is dropped and logged, never shown and never failing its page.
 *
 * @example
 * const { listings, count } = await fetchWallets(ctx.http.api, ctx.logger, { page: 1, entries: 40 })
 */
export async function fetchWallets(api: HttpClient, logger: Logger, parameters: FetchWalletsParameters): Promise<FetchWalletsReturnType> {
  const { signal, ...fields } = parameters
  const query = { ...fields, include: list(fields.include), exclude: list(fields.exclude), chains: list(fields.chains), search: fields.search || undefined }
  const { data, count } = await api.get('/getWallets', { query, schema: getWalletsEnvelopeSchema, signal })
  const listings: WalletListing[] = []
  for (const entry of data) {
    const result = parseWith(walletListingSchema, entry)
    if (result.success) listings.push(result.data)
    else logger.warn('A wallet of the directory was dropped: it does not match the listing shape.', formatIssues(result.issues), entry)
  }
  return { listings, count }
}
