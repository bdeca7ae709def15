export interface LazyChunk<M> {
  /** The module, fetched once per page; a failed fetch (offline) is forgotten, so the next call tries again. */
  load(): Promise<M>
  /** The module if it has arrived, for callers that must run at once when they can. */
  loaded(): M | undefined
}

/**
 * A chunk of our own loaded on first need (`import()`), shared by every instance on the page.
 *
 * @example
 * const actions = lazyChunk(() => import('./headlessActions'))
 * actions.loaded()?.connect(…) ?? actions.load().then(module => module.connect(…))
 */
export function lazyChunk<M>(importer: () => Promise<M>): LazyChunk<M> {
  let module: M | undefined
  let loading: Promise<M> | undefined
  return {
    load: () =>
      (loading ??= importer().then(
        arrived => (module = arrived),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    loaded: () => module,
  }
}
