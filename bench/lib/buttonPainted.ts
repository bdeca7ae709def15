import { paintAfterClickScript } from './paintAfterClick'

/**
 * An init script (runs before the page's own): from the first frame, looks each frame for a
 * visible button named "Connect Wallet" in the document; a message posted from the frame that has
 * it is handled right after that frame is painted. `window.__buttonPainted` resolves to that
 * moment, in milliseconds since navigation started.
 *
 * With `clickSelector`, the button is then clicked at once, from the page (a visitor's earliest
 * click, before the modal's idle pre-drawing): `window.__painted` times the click to `clickSelector`
 * painted visibly (see paintAfterClick.ts), and `window.__drawnAtClick` says whether the modal's
 * card was already drawn (hidden) when the click came. With `cardSelector` too, `window.__cardPainted`
 * times the same click to that selector (the modal's card, before its view).
 *
 * A script string, not a function: the TypeScript runner would add helpers the page lacks.
 */
export function buttonPaintedScript(clickSelector?: string, cardSelector?: string): string {
  const click = clickSelector
    ? `
          window.__drawnAtClick = Boolean(document.querySelector('vestibule-modal')?.shadowRoot?.querySelector('[role="dialog"]'))
          ${paintAfterClickScript(clickSelector)}
          ${cardSelector ? paintAfterClickScript(cardSelector, CARD_PAINTED) : ''}
          button.click()`
    : ''
  return `{
    window.__buttonPainted = new Promise(resolve => {
      const frame = () => requestAnimationFrame(() => {
        const button = [...document.querySelectorAll('button')].find(element => element.textContent.trim() === 'Connect Wallet')
        if (!button?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return frame()
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          resolve(performance.now())${click}
        }
        channel.port2.postMessage(0)
      })
      frame()
    })
  }`
}

/** Resolves to the milliseconds measured by buttonPaintedScript. */
export const BUTTON_PAINTED = 'window.__buttonPainted'

/** Resolves to the click-to-card milliseconds, with buttonPaintedScript's `cardSelector`. */
export const CARD_PAINTED = 'window.__cardPainted'
