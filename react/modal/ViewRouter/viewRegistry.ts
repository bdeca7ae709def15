import { createElement, lazy, type ComponentType } from 'react'
import type { RouteName } from '../../../core'

/** A view as a feature declares it: its chunk, and its header title. */
export interface ViewEntry {
  readonly load: () => Promise<ComponentType>
  readonly title: string
}

/** View name → entry; a feature's `views`. */
export type ViewManifest = { readonly [view: string]: ViewEntry }

export interface LazyView {
  readonly Component: ComponentType
  readonly title: string
  /** Starts loading the chunk; the render that needs it then finds it loaded or loading. */
  preload(): Promise<unknown>
}

function lazyView({ load, title }: ViewEntry): LazyView {
  let loading: Promise<{ default: ComponentType }> | undefined
  let loaded: ComponentType | undefined
  const preload = () =>
    (loading ??= load().then(
      Component => {
        loaded = Component
        return { default: Component }
      },
      (error: unknown) => {
        // Forget a failed load (offline), so the next attempt fetches again.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(preload)
  // A chunk already loaded (preloaded while the previous view was read) renders at once: React
  // would otherwise suspend on it once and hold the fallback for its 300 ms throttle.
  const Component = () => createElement(loaded ?? Lazy)
  return { Component, title, preload }
}

const views = new Map<string, LazyView>()

/**
 * Makes views drawable by name: core's at start, a feature's when it is registered. A name already
 * registered keeps its first entry, so registering a feature twice is harmless.
 */
export function registerViews(manifest: ViewManifest): void {
  for (const [name, entry] of Object.entries(manifest)) if (!views.has(name)) views.set(name, lazyView(entry))
}

/** The registered view of this name, if any feature draws it. */
export function registeredView(view: RouteName): LazyView | undefined {
  return views.get(view)
}

/** Fetches a view's chunk ahead of time; a failure is left for the render that needs the view. */
export function preloadView(view: RouteName): void {
  views.get(view)?.preload().catch(() => undefined)
}
