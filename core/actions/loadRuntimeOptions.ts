import type * as RuntimeOptions from './runtimeOptions'

let loaded: typeof RuntimeOptions | undefined
let loading: Promise<typeof RuntimeOptions> | undefined

/**
 * Runs one of AppKit's runtime setters (`updateOptions`, `addNetwork`…): at once when their chunk
 * is in, after its load otherwise. Like the headless actions, they are no part of a page's first
 * download; calls made while it loads run in the order they were made.
 */
export function withRuntimeOptions<T>(run: (setters: typeof RuntimeOptions) => T): Promise<Awaited<T>> {
  if (loaded) {
    const setters = loaded
    return Promise.resolve().then(() => run(setters)) as Promise<Awaited<T>>
  }
  loading ??= import('./runtimeOptions').then(
    module => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading.then(run) as Promise<Awaited<T>>
}
