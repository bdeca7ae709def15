/**
 * A page script that times the next click to the first painted frame showing `selector` (inside
 * the modal's shadow root) visibly: rendered, not `visibility: hidden`, and neither it nor an
 * ancestor at opacity 0 (a view fading in counts from its first frame above zero). The rAF is
 * requested inside the click task, so it runs at the start of the next frame; a message posted
 * from it is handled right after that frame is painted. If the element is not visible by then,
 * the next frame is tried. `window.__painted` (or `variable`) resolves to the milliseconds from the click.
 *
 * A script string, not a function: the TypeScript runner would add helpers the page lacks. It
 * ends with `undefined`, or evaluate would await the pending promise.
 */
export function paintAfterClickScript(selector: string, variable = PAINTED): string {
  return `{
    ${variable} = new Promise(resolve => {
      document.addEventListener('click', event => {
        const clickedAt = event.timeStamp
        const frame = () => requestAnimationFrame(() => {
          const element = document.querySelector('vestibule-modal')?.shadowRoot?.querySelector(${JSON.stringify(selector)})
          if (!element?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return frame()
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(performance.now() - clickedAt)
          channel.port2.postMessage(0)
        })
        frame()
      }, { capture: true, once: true })
    })
    undefined
  }`
}

/** Resolves to the milliseconds measured by paintAfterClickScript (unless it was given another variable). */
export const PAINTED = 'window.__painted'
