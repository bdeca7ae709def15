import { formatIssues, parseWith } from '../../core/validationKit'
import { createRoot } from 'react-dom/client'
import { VestibuleError, type AppKit } from '../../core'
import { DevtoolsApp } from './DevtoolsApp/DevtoolsApp'
import { DEFAULT_SHORTCUT, matchesShortcut, mountDevtoolsOptionsSchema, type MountDevtoolsOptions } from './devtoolsOptions'
import { createRecorder } from './model/createRecorder'
import { createPanelController } from './panelController'
import { PANEL_CSS } from './panelStyles'
import { internalsOf } from '../../core/logKit'

/** The element the panel lives in; its open shadow root keeps the page's CSS and the panel's apart. */
export const DEVTOOLS_TAG = 'vestibule-devtools'

export interface DevtoolsHandle {
  open(): void
  close(): void
  toggle(): void
  readonly isOpen: boolean
  /** Stops recording, removes the panel and returns the page to the live state. */
  destroy(): void
}

export class InvalidDevtoolsOptionsError extends VestibuleError {
  override name = 'InvalidDevtoolsOptionsError'
}

function adoptPanelStyles(shadowRoot: ShadowRoot) {
  const document = shadowRoot.ownerDocument
  if ('adoptedStyleSheets' in shadowRoot && typeof CSSStyleSheet === 'function') {
    const sheet = new (document.defaultView?.CSSStyleSheet ?? CSSStyleSheet)()
    sheet.replaceSync(PANEL_CSS)
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = PANEL_CSS
  shadowRoot.append(style)
}

/**
 * Mounts the devtools panel for an instance: `<vestibule-devtools>` appended to the body, with the
 * floating button and the panel in its shadow root, toggled by a shortcut (Alt+Shift+D). Recording
 * starts at once (with what the instance's log already holds), whether the panel is open or not.
 *
 * @example
 * import { mountDevtools } from 'vestibule/devtools'
 * const devtools = mountDevtools(appKit, { dock: 'bottom' })
 * devtools.open()
 */
export function mountDevtools(appKit: AppKit, options: MountDevtoolsOptions = {}): DevtoolsHandle {
  const parsed = parseWith(mountDevtoolsOptionsSchema, options)
  if (!parsed.success) throw new InvalidDevtoolsOptionsError('Invalid devtools options', { details: formatIssues(parsed.issues) })
  const document = options.document ?? globalThis.document
  if (!document) throw new InvalidDevtoolsOptionsError('The devtools panel needs a document: mount it in the browser, not during server rendering')
  const shortcut = options.shortcut ?? DEFAULT_SHORTCUT

  // The panel shows the state after any event it lists: from here on the instance keeps them all.
  const { log, redaction, timeTravel } = internalsOf(appKit)
  log.keepAll()
  const recorder = createRecorder({ log, redaction, events$: appKit.events$ })
  const controller = createPanelController({ open: options.open ?? false, dock: options.dock ?? 'bottom' })
  const host = document.createElement(DEVTOOLS_TAG)
  const shadowRoot = host.attachShadow({ mode: 'open' })
  adoptPanelStyles(shadowRoot)
  const container = document.createElement('div')
  shadowRoot.append(container)
  const root = createRoot(container)
  root.render(
    <DevtoolsApp
      appKit={appKit}
      recorder={recorder}
      controller={controller}
      scenarios={options.scenarios ?? []}
      floatingButton={options.floatingButton ?? true}
    />,
  )
  const append = () => document.body.append(host)
  if (document.body) append()
  else document.addEventListener('DOMContentLoaded', append, { once: true })

  const onKeyDown = (event: KeyboardEvent) => {
    if (!matchesShortcut(event, shortcut)) return
    event.preventDefault()
    controller.setOpen(!controller.open)
  }
  document.addEventListener('keydown', onKeyDown)

  let destroyed = false
  return {
    open: () => controller.setOpen(true),
    close: () => controller.setOpen(false),
    toggle: () => controller.setOpen(!controller.open),
    get isOpen() {
      return controller.open
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('DOMContentLoaded', append)
      root.unmount()
      host.remove()
      recorder.destroy()
      timeTravel.resume()
    },
  }
}
