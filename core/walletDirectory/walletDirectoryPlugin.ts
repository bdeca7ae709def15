import { EMPTY, filter, forkJoin, map, Observable, switchMap, timer } from 'rxjs'
import { FEATURED_WALLETS_MAX, RECOMMENDED_WALLETS_MAX, SEARCH_MIN_WAIT_MS, SEARCH_WALLETS_ENTRIES, WALLETS_PER_PAGE } from '../constants'
import { serializeError } from '../errors/VestibuleError'
import type { EventInput } from '../events/eventMap'
import { definePlugin } from '../plugins/definePlugin'
import type { WalletListing } from '../schemas/walletSchemas'
import { fetchWalletImage } from './fetchWalletImage'
import { fetchWallets, type FetchWalletsParameters } from './fetchWallets'

const ids = (listings: readonly WalletListing[]) => listings.map(listing => listing.id)

/**
 * The wallet directory (SPEC §7 /getWallets, §9 limits): featured, recommended and excluded wallets
 * fetched once at start (not in basic mode, as AppKit), pages and searches on request, each image
 * fetched once. Views dispatch the requests and read `state.walletDirectory`.
 */
export const walletDirectoryPlugin = definePlugin({
  name: 'core/wallet-directory',
  version: '1.0.0',
  kind: 'core',
  setup(ctx) {
    const { featuredWalletIds, includeWalletIds, excludeWalletIds, networks, basic } = ctx.options
    const chains = networks.map(network => network.caipNetworkId)
    const fetchPage = (parameters: FetchWalletsParameters) =>
      fetchWallets(ctx.http.api, ctx.logger, { include: includeWalletIds, chains, ...parameters, signal: parameters.signal ?? ctx.signal })

    // Start-up lists: a failure only costs the Connect view its featured and recommended rows (logged, as AppKit's prefetch).
    const prefetch = async (run: () => Promise<EventInput>) => {
      try {
        ctx.dispatch(await run())
      } catch (error) {
        ctx.logger.warn('Wallet directory prefetch failed.', error)
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
      return { type: 'walletDirectory/recommended-fetched', payload: { listings, count: count + ctx.getState().walletDirectory.featured.length } }
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
    ctx.on('walletDirectory/page-requested', async ({ payload: { page } }) => {
      await prefetched
      const directory = ctx.getState().walletDirectory
      try {
        const listed = [...ids(directory.featured), ...ids(directory.recommended)]
        const { listings, count } = await fetchPage({ page, entries: WALLETS_PER_PAGE, exclude: [...excludeWalletIds, ...listed] })
        return { type: 'walletDirectory/page-fetched', payload: { page, listings, count: count + listed.length } }
      } catch (error) {
        return { type: 'walletDirectory/page-failed', payload: { page, error: serializeError(error) } }
      }
    })

    // SPEC §9: a search shows its results no sooner than 300 ms after it starts; a newer query cancels it.
    ctx.effect(events$ =>
      events$.pipe(
        filter(event => event.type === 'walletDirectory/search-requested'),
        map(event => (event.payload as { query: string }).query.trim()),
        switchMap(query => {
          if (query === '') return EMPTY
          const search = new Observable<EventInput>(subscriber => {
            const controller = new AbortController()
            fetchPage({ page: 1, entries: SEARCH_WALLETS_ENTRIES, search: query, exclude: excludeWalletIds, signal: controller.signal }).then(
              ({ listings, count }) => subscriber.next({ type: 'walletDirectory/search-fetched', payload: { query, listings, count } }),
              error => subscriber.next({ type: 'walletDirectory/search-failed', payload: { query, error: serializeError(error) } }),
            ).finally(() => subscriber.complete())
            return () => controller.abort()
          })
          return forkJoin([search, timer(SEARCH_MIN_WAIT_MS)]).pipe(map(([event]) => event))
        }),
      ),
    )

    // SPEC §9: every image once, preloaded with a 2 s timeout; one event per batch, not per image.
    const requested = new Set<string>()
    ctx.on(
      ['walletDirectory/featured-fetched', 'walletDirectory/recommended-fetched', 'walletDirectory/page-fetched', 'walletDirectory/search-fetched'],
      async ({ payload }) => {
        const wanted = [...new Set(payload.listings.flatMap(listing => (listing.image_id && !requested.has(listing.image_id) ? [listing.image_id] : [])))]
        if (wanted.length === 0) return undefined
        for (const id of wanted) requested.add(id)
        const urls = await Promise.all(wanted.map(id => fetchWalletImage(ctx.http.api, id)))
        const images = Object.fromEntries(wanted.flatMap((id, index) => (urls[index] ? [[id, urls[index]]] : [])))
        return Object.keys(images).length > 0 ? { type: 'walletDirectory/images-fetched', payload: { images } } : undefined
      },
    )
    return undefined
  },
})
