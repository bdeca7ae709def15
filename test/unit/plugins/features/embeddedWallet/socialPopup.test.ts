import { expect } from 'chai'
import { awaitSocialResult } from '../../../../../plugins/features/embeddedWallet/socialPopup'

const SECURE = 'http://localhost:7001'
const RESULT = `${SECURE}/social/callback?state=${'a'.repeat(32)}&code=${'b'.repeat(32)}`

/** A page window (an EventTarget with `message` events) and the popup it opened. */
function setup() {
  const page = new EventTarget() as unknown as Window
  const popup = { closed: false } as { closed: boolean }
  const post = (data: unknown, origin = SECURE, source: unknown = popup) => page.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { page, popup, post }
}

describe('social login popup result (SPEC §7 resultUri)', () => {
  it('takes resultUri only from the popup, at the secure site origin, in the expected shape', async () => {
    const { page, popup, post } = setup()
    const result = awaitSocialResult({ popup: popup as unknown as Window, secureOrigin: SECURE, window: page, timeoutMs: 5_000 })
    post({ channel: 'vestibule:social', resultUri: `${SECURE}/forged-origin` }, 'http://evil.example')
    post({ channel: 'vestibule:social', resultUri: `${SECURE}/forged-window` }, SECURE, {})
    post({ channel: 'vestibule:social', resultUri: 'javascript:alert(1)' })
    post({ channel: 'other', resultUri: `${SECURE}/wrong-channel` })
    post('not an object')
    post({ channel: 'vestibule:social', resultUri: RESULT })
    expect(await result).to.equal(RESULT)
  })

  it("is 'Popup closed' when the visitor closes the popup first", async () => {
    const { page, popup } = setup()
    const result = awaitSocialResult({ popup: popup as unknown as Window, secureOrigin: SECURE, window: page, timeoutMs: 5_000 })
    popup.closed = true
    const error = await result.then(
      () => undefined,
      (caught: { shortMessage?: string }) => caught,
    )
    expect(error?.shortMessage).to.equal('Popup closed')
  })

  it('gives up with the request-timeout alert', async () => {
    const { page, popup } = setup()
    const error = await awaitSocialResult({ popup: popup as unknown as Window, secureOrigin: SECURE, window: page, timeoutMs: 20 }).then(
      () => undefined,
      (caught: { shortMessage?: string }) => caught,
    )
    expect(error?.shortMessage).to.equal('Embedded Wallet Request Timed Out')
  })
})
