import { createElement, lazy, type ComponentType } from 'react'
import type { RouteName } from '../../core'
import type { MessageNamespace } from '../i18n/defineMessages'
import { loadLocale } from '../i18n/translator'

/** A view as a feature declares it: its chunk, and the key of its header title. */
export interface ViewEntry {
  readonly load: () => Promise<ComponentType>
  /** A key of `messages`, or of core's messages (`title.<View>`) for a view that names none. */
  readonly title: string
  /** The feature's message namespace: its English arrives with the view's chunk. */
  readonly messages?: MessageNamespace
}

/** View name → entry; a feature's `views`. */
export type ViewManifest = { readonly [view: string]: ViewEntry }

export interface LazyView {
  readonly Component: ComponentType
  readonly title: string
  readonly messages: MessageNamespace | undefined
  /**
   * Starts loading the chunk (with its namespace's English, and `locale`'s messages when given);
   * the render that needs it then finds it loaded or loading.
   */
  preload(locale?: string): Promise<unknown>
}

export function lazyView({ load, title, messages }: ViewEntry): LazyView {
  let loading: Promise<{ default: ComponentType }> | undefined
  let loaded: ComponentType | undefined
  // The view renders its namespace's messages at once: English comes with its chunk, never after.
  const loadView = () => (messages ? Promise.all([load(), loadLocale(messages, 'en')]).then(([Component]) => Component) : load())
  const loadOnce = () =>
    (loading ??= loadView().then(
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
  const Lazy = lazy(loadOnce)
  // A chunk already loaded (preloaded while the previous view was read) renders at once: React
  // would otherwise suspend on it once and hold the fallback for its 300 ms throttle.
  const Component = () => createElement(loaded ?? Lazy)
  const preload = (locale?: string) =>
    Promise.all([loadOnce(), messages && locale ? loadLocale(messages, locale) : undefined])
  return { Component, title, messages, preload }
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

/**
 * Fetches a view's chunk ahead of time, with its messages in `locale`; a failure is left for the
 * render that needs the view.
 */
export function preloadView(view: RouteName, locale?: string): void {
  views.get(view)?.preload(locale).catch(() => undefined)
}
