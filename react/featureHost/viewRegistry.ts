import { createElement, lazy, type ComponentType } from 'react'
import type { AppKit, RouteName } from '../../core'
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
  const preload = (locale?: string) => Promise.all([loadOnce(), messages && locale ? loadLocale(messages, locale) : undefined])
  return { Component, title, messages, preload }
}

/** Core's views: the shell's own, the same for every instance. */
const coreViews = new Map<string, LazyView>()
/** Each instance's features' views: two instances on one page draw each its own features. */
const featureViews = new WeakMap<AppKit, Map<string, LazyView>>()

function register(views: Map<string, LazyView>, manifest: ViewManifest): void {
  for (const [name, entry] of Object.entries(manifest)) if (!views.has(name)) views.set(name, lazyView(entry))
}

/** Makes core's views drawable by name, for every instance. */
export function registerCoreViews(manifest: ViewManifest): void {
  register(coreViews, manifest)
}

/**
 * Makes an instance's feature views drawable by name. A name already registered keeps its first
 * entry, so registering a feature twice is harmless.
 */
export function registerViews(appKit: AppKit, manifest: ViewManifest): void {
  let views = featureViews.get(appKit)
  if (!views) featureViews.set(appKit, (views = new Map()))
  register(views, manifest)
}

/** The view of this name core or one of the instance's features draws, if any. */
export function registeredView(appKit: AppKit, view: RouteName): LazyView | undefined {
  return coreViews.get(view) ?? featureViews.get(appKit)?.get(view)
}

/**
 * Fetches a view's chunk ahead of time, with its messages in `locale`; a failure is left for the
 * render that needs the view.
 */
export function preloadView(appKit: AppKit, view: RouteName, locale?: string): void {
  registeredView(appKit, view)
    ?.preload(locale)
    .catch(() => undefined)
}
