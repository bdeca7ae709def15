import type { Page } from 'playwright-core'

/**
 * Resolves once the modal's animations have ended (the card's height following a list that grew,
 * a view sliding in): a click aimed at a button the animation is still moving can land beside it
 * when the machine is busy.
 */
export async function modalAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('vestibule-modal')?.shadowRoot
    return !root || root.getAnimations().every(animation => animation.playState !== 'running')
  })
}
