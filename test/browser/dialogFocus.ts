import type { Page } from 'playwright-core'

/**
 * Whether focus is inside the modal's dialog in the next frame. The modal moves focus in from a
 * requestAnimationFrame it asks for when it opens (so focusing shares the paint's layout pass); a
 * callback asked for once the dialog is in the page runs after that one, in the same frame. The
 * dialog is looked up then, in the `<vestibule-modal>` on the body: the early card a click got
 * may have been replaced by the modal meanwhile, and focus must have moved with it.
 */
export function focusInsideNextFrame(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>(resolve =>
        requestAnimationFrame(() => {
          const root = document.querySelector('vestibule-modal')?.shadowRoot
          resolve(Boolean(root?.querySelector('[role="dialog"]')?.contains(root.activeElement)))
        }),
      ),
  )
}
