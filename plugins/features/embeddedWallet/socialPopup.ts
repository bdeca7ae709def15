import { Alerts, ThrownMessages, VestibuleError } from 'vestibule/plugin'
import { FRAME_REQUEST_TIMEOUT_MS } from './embeddedWalletConstants'
import { socialResultSchema } from './frameProtocol'

/** How often the page looks whether the visitor closed the popup. */
const POPUP_CLOSED_POLL_MS = 300

export interface AwaitSocialResultParameters {
  readonly popup: Window
  /** The secure site's origin: the only one whose popup message is read. */
  readonly secureOrigin: string
  readonly window?: Window
  readonly timeoutMs?: number
}

/**
 * SPEC §7: the secure-site popup ends the social login by posting `resultUri` to this page. Read
 * only from that popup's window at the secure site's origin, zod-checked; the visitor closing the
 * popup first is 'Popup closed' (SPEC §8), and SPEC §9's 2 min bound the wait.
 */
export function awaitSocialResult({
  popup,
  secureOrigin,
  window: win = window,
  timeoutMs = FRAME_REQUEST_TIMEOUT_MS,
}: AwaitSocialResultParameters): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      win.removeEventListener('message', onMessage)
      clearInterval(poll)
      clearTimeout(timer)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== secureOrigin || event.source !== popup) return
      const parsed = socialResultSchema.safeParse(event.data)
      if (!parsed.success) return
      stop()
      resolve(parsed.data.resultUri)
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new VestibuleError(ThrownMessages.POPUP_CLOSED))
    }, POPUP_CLOSED_POLL_MS)
    const timer = setTimeout(() => {
      stop()
      reject(
        new VestibuleError(Alerts.IFRAME_REQUEST_TIMEOUT.shortMessage, {
          details: Alerts.IFRAME_REQUEST_TIMEOUT.longMessage,
          code: Alerts.IFRAME_REQUEST_TIMEOUT.code,
        }),
      )
    }, timeoutMs)
    win.addEventListener('message', onMessage)
  })
}
