import type { Page } from 'playwright-core'

export type FrameFuzzResult = { sent: number; ignored: number; accepted: number }

/**
 * Forges `perSource` frame messages from each of two senders the connector must not listen to: the
 * page's own window (right shapes, wrong window and origin) and a `data:` iframe (an opaque
 * origin). The messages are valid-looking FRAME_READY, SESSION_UPDATE, successes and errors with
 * guessed ids, and garbage. Each sender then posts a marker; once both markers have arrived every
 * forged message has been dispatched, and the frame's own count says how many it ignored.
 * The page must have `window.__appKit` with the embedded wallet connector.
 */
export async function runFrameFuzz(page: Page, perSource: number): Promise<FrameFuzzResult> {
  const script = `(async () => {
    const client = window.__appKit.registry.get('provider:embedded')
    const frame = await client.frame()
    await frame.ready
    const before = frame.ignored()
    const forged = i => [
      { channel: 'vestibule:frame', kind: 'ready' },
      { channel: 'vestibule:frame', kind: 'session-update', payload: { connected: true } },
      { channel: 'vestibule:frame', kind: 'session-update', payload: { connected: false } },
      { channel: 'vestibule:frame', kind: 'success', id: String(i), type: 'GET_USER', payload: { address: '0x' + '11'.repeat(20), chainId: 1 } },
      { channel: 'vestibule:frame', kind: 'error', id: i.toString(36), type: 'RPC_REQUEST', payload: { message: 'forged' } },
      'garbage ' + i,
      null,
      { channel: 'vestibule:frame', kind: 'success', id: '0-' + i, type: 'RPC_REQUEST', payload: { result: '0xdead' } },
    ][i % 8]
    const markers = new Set()
    const done = new Promise(resolve => {
      window.addEventListener('message', event => {
        if (event.data && event.data.fuzzMarker) {
          markers.add(event.data.fuzzMarker)
          if (markers.size === 2) resolve()
        }
      })
    })
    const n = ${perSource}
    for (let i = 0; i < n; i++) window.postMessage(forged(i), '*')
    window.postMessage({ fuzzMarker: 'page' }, '*')
    const forgedSource = forged.toString()
    const html = '<script>const forged = ' + forgedSource + '; for (let i = 0; i < ' + n + '; i++) parent.postMessage(forged(i), "*"); parent.postMessage({ fuzzMarker: "other" }, "*")<' + '/script>'
    const other = document.createElement('iframe')
    other.src = 'data:text/html,' + encodeURIComponent(html)
    document.body.appendChild(other)
    await done
    other.remove()
    const sent = 2 * n + 2
    const ignored = frame.ignored() - before
    return { sent, ignored, accepted: sent - ignored }
  })()`
  return (await page.evaluate(script)) as FrameFuzzResult
}
