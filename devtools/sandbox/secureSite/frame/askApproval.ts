/** EIP-1193: the visitor rejected the request. */
export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * The secure site's approval panel (SPEC §6 ApproveTransaction): the request is shown in the frame's
 * own document, where the page cannot script it, and the visitor approves or rejects it there.
 */
export function askApproval(method: string, params: readonly unknown[], signal?: AbortSignal, onApprove?: () => void): Promise<void> {
  document.body.replaceChildren()
  const panel = document.createElement('main')
  panel.style.cssText =
    'font-family:system-ui;padding:16px;color:#e4e7e7;background:#191a1a;height:100vh;box-sizing:border-box;display:flex;flex-direction:column;gap:12px'
  const title = document.createElement('h1')
  title.textContent = 'Approve Transaction'
  title.style.cssText = 'font-size:16px;margin:0'
  const what = document.createElement('p')
  what.textContent = method
  const detail = document.createElement('pre')
  detail.textContent = JSON.stringify(params, null, 2).slice(0, 1_000)
  detail.style.cssText = 'white-space:pre-wrap;word-break:break-all;font-size:12px;flex:1;overflow:auto;margin:0'
  const approve = document.createElement('button')
  approve.textContent = 'Approve'
  const reject = document.createElement('button')
  reject.textContent = 'Reject'
  panel.append(title, what, detail, approve, reject)
  document.body.append(panel)
  return new Promise<void>((resolve, rejectPromise) => {
    const done = () => document.body.replaceChildren()
    // The page dropped the request (the visitor closed the modal): the panel goes, and it is declined.
    signal?.addEventListener(
      'abort',
      () => {
        done()
        rejectPromise(new UserRejectedError())
      },
      { once: true },
    )
    approve.addEventListener('click', () => {
      // The visitor's click is the user activation the Storage Access API asks for: a browser that
      // blocked this frame's storage may grant it now (RELOAD then moves the memory there).
      onApprove?.()
      done()
      resolve()
    })
    reject.addEventListener('click', () => {
      done()
      rejectPromise(new UserRejectedError())
    })
  })
}
