import { defineRegistryKey, type Registry } from '../registry/createRegistry'
import { whenPageIdle } from './whenPageIdle'

/**
 * Registry key of a promise the modal settles once it has drawn a view while open (the React
 * layer sets it when it mounts the modal). Without a modal there is no view to wait for.
 */
export const FIRST_VIEW_KEY = defineRegistryKey<Promise<void>>('vestibule/first-view')

/** How long work waits for the modal's first view at most: a shell that failed to load (offline) must not hold it back for good. */
const FIRST_VIEW_WAIT_MS = 1_000

/**
 * Resolves when work the visitor is not waiting for may take the main thread (issue 27): once the
 * modal, if it is open, has drawn its first view, and the page is then idle. A click that opens the
 * modal before its code has arrived is answered first; the options check, the project configuration
 * and the features' plugins (their chunks compiled, their setup folded) come after.
 *
 * @example
 * void afterFirstView(ctx).then(() => import('./fetchProjectConfig'))
 */
export async function afterFirstView(source: { readonly registry: Registry; getState(): { readonly modal: { readonly isOpen: boolean } } }): Promise<void> {
  // Intent is dispatched just before the open that shows it (createAppKit): look once both are folded.
  await Promise.resolve()
  const drawn = source.registry.get(FIRST_VIEW_KEY)
  if (drawn && source.getState().modal.isOpen) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([drawn, new Promise<void>(resolve => (timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS)))])
    clearTimeout(timer)
  }
  await whenPageIdle()
}
