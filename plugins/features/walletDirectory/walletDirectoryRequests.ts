import { API_IMAGES_KEY, serializeError, type ApiImages, type EventInput, type PluginContext, type VestibuleEvent, type WalletListing } from 'vestibule/plugin'
import type { FallbackDirectory } from './fallbackDirectory'
import { fetchWallets, type FetchWalletsParameters, type FetchWalletsReturnType } from './fetchWallets'
import {
  FEATURED_WALLETS_MAX,
  PRELOADED_WALLET_IMAGES,
  RECOMMENDED_WALLETS_MAX,
  SEARCH_MIN_WAIT_MS,
  SEARCH_WALLETS_ENTRIES,
  WALLETS_PER_PAGE,
} from './walletDirectoryConstants'
import type { WalletDirectoryHandledEvent } from './walletDirectoryHandledEvents'
import { selectWalletDirectory } from './walletDirectorySelectors'

const ids = (listings: readonly WalletListing[]) => listings.map(listing => listing.id)

/**
 * The wallet directory's fetching (SPEC §7 /getWallets, §9 limits): featured, recommended and
 * excluded wallets fetched once at start (not in basic mode, as AppKit), pages and searches on
 * request, the first screen of each list's pictures fetched ahead into the image cache. Returns the
 * handler of the events the plugin listens to.
 */
export function startWalletDirectory(ctx: PluginContext): (event: VestibuleEvent<WalletDirectoryHandledEvent>) => Promise<EventInput | undefined> {
  const { featuredWalletIds, includeWalletIds, excludeWalletIds, networks, basic } = ctx.options
  const chains = networks.map(network => network.caipNetworkId)
  // Issue 16: without a project id (no vendor account) the hosted directory is never asked; when it
  // is unreachable at start, the same bundled list of well-known wallets stands in (a lazy chunk).
  let offline = !ctx.options.projectId
  let fallback: Promise<FallbackDirectory> | undefined
  const bundled = () => (fallback ??= import('./fallbackDirectory').then(module => module.fallbackDirectory({ includeWalletIds })))
  const fetchPage = async (parameters: FetchWalletsParameters): Promise<FetchWalletsReturnType> => {
    if (offline) return (await bundled()).page(parameters)
    return fetchWallets(ctx.http.api, ctx.logger, { include: includeWalletIds, chains, ...parameters, signal: parameters.signal ?? ctx.signal })
  }

  // Start-up lists: a failure only costs the Connect view its featured and recommended rows (logged, as AppKit's prefetch).
  const prefetch = async (run: () => Promise<EventInput>) => {
    try {
      ctx.dispatch(await run())
    } catch (error) {
      ctx.logger.warn('Wallet directory prefetch failed: the bundled list of well-known wallets stands in.', error)
      offline = true
      ctx.dispatch(await run())
    }
  }
  const featured = async (): Promise<EventInput> => {
    const { listings } = await fetchPage({ page: 1, entries: FEATURED_WALLETS_MAX, include: featuredWalletIds.slice(0, FEATURED_WALLETS_MAX) })
    // The integrator's order, not the directory's (SPEC §1: they choose the featured ids).
    const ordered = listings.sort((a, b) => featuredWalletIds.indexOf(a.id) - featuredWalletIds.indexOf(b.id))
    return { type: 'walletDirectory/featured-fetched', payload: { listings: ordered } }
  }
  // `count` is every wallet the app can list: the ids a call leaves out because state holds them already are added back.
  const recommended = async (): Promise<EventInput> => {
    const { listings, count } = await fetchPage({ page: 1, entries: RECOMMENDED_WALLETS_MAX, exclude: [...excludeWalletIds, ...featuredWalletIds] })
    return { type: 'walletDirectory/recommended-fetched', payload: { listings, count: count + selectWalletDirectory(ctx.getState()).featured.length } }
  }
  const excluded = async (): Promise<EventInput> => {
    const { listings } = await fetchPage({ page: 1, entries: excludeWalletIds.length, include: excludeWalletIds, chains: undefined })
    return { type: 'walletDirectory/excluded-fetched', payload: { listings } }
  }
  const prefetched = basic
    ? Promise.resolve()
    : Promise.all([
        // Featured first: recommended leaves them out, and its count adds them back.
        (featuredWalletIds.length > 0 ? prefetch(featured) : Promise.resolve()).then(() => prefetch(recommended)),
        excludeWalletIds.length > 0 && prefetch(excluded),
      ]).then(() => undefined)

  // Pages leave out what the Connect view already lists (featured, recommended), as AppKit's do.
  const requestPage = async (page: number): Promise<EventInput> => {
    await prefetched
    const directory = selectWalletDirectory(ctx.getState())
    try {
      const listed = [...ids(directory.featured), ...ids(directory.recommended)]
      const { listings, count } = await fetchPage({ page, entries: WALLETS_PER_PAGE, exclude: [...excludeWalletIds, ...listed] })
      return { type: 'walletDirectory/page-fetched', payload: { page, listings, count: count + listed.length } }
    } catch (error) {
      return { type: 'walletDirectory/page-failed', payload: { page, error: serializeError(error) } }
    }
  }

  // SPEC §9: a search shows its results no sooner than 300 ms after it starts; a newer query cancels it.
  let searching: AbortController | undefined
  const search = async (typed: string): Promise<EventInput | undefined> => {
    const query = typed.trim()
    searching?.abort()
    if (query === '') return undefined
    const controller = (searching = new AbortController())
    const [answer] = await Promise.all([
      fetchPage({ page: 1, entries: SEARCH_WALLETS_ENTRIES, search: query, exclude: excludeWalletIds, signal: controller.signal }).then(
        ({ listings, count }): EventInput => ({ type: 'walletDirectory/search-fetched', payload: { query, listings, count } }),
        (error): EventInput => ({ type: 'walletDirectory/search-failed', payload: { query, error: serializeError(error) } }),
      ),
      new Promise(resolve => setTimeout(resolve, SEARCH_MIN_WAIT_MS)),
    ])
    return controller.signal.aborted ? undefined : answer
  }

  // SPEC §9 image preload: the first screen's pictures are fetched into the images feature's cache
  // (acquired, then released at once: the blob is kept, no object URL is held), so the cards draw
  // them as they mount. Without the cache (no project id, issue 16, or the feature not joined yet)
  // nothing is fetched here and the cards fetch their own when it is there. Listings with their own
  // `image_url` draw that instead.
  const preloadImages = (listings: readonly WalletListing[]): undefined => {
    const images = ctx.registry.get(API_IMAGES_KEY)
    if (!images) return undefined
    const wanted = new Set(listings.slice(0, PRELOADED_WALLET_IMAGES).flatMap(listing => (listing.image_id && !listing.image_url ? [listing.image_id] : [])))
    for (const id of wanted) void images.acquire('wallet', id).then(url => url && images.release('wallet', id))
    return undefined
  }

  return async event => {
    if (event.type === 'walletDirectory/page-requested') return requestPage(event.payload.page)
    if (event.type === 'walletDirectory/search-requested') return search(event.payload.query)
    if (event.type === 'walletDirectory/page-fetched' && event.payload.page > 1) return undefined
    return preloadImages(event.payload.listings)
  }
}
