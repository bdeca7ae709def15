import { scheduleIdle } from './scheduleIdle'

/**
 * Resolves once the page has drawn its next frame and the browser is then idle (at once in node):
 * when a plugin or the modal may prepare what the visitor's first click will need, from the host's
 * own origin, without competing with the page's first paint or its own work (issue 27). Never a
 * reason to contact a hosted service: that still waits for the visitor's intent.
 *
 * @example
 * void whenPageIdle().then(() => discovery.validate())
 */
export function whenPageIdle(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise(resolve => requestAnimationFrame(() => void scheduleIdle(resolve)))
}
