import { SANDBOX_WALLET_ICON } from './sandboxWalletIcon'
import type { ApprovalRequest, Approver } from './sandboxWalletTypes'

export type CreatePromptApproverParameters = {
  document?: Document
  walletName?: string
  icon?: string
}

const PANEL_STYLES = `
:host { all: initial; }
section {
  position: fixed; right: 16px; bottom: 16px; z-index: 2147483647;
  box-sizing: border-box; width: 320px; padding: 16px;
  font: 14px/1.4 system-ui, sans-serif; color: #2b2118;
  background: #fffaf0; border: 1px solid #d9b977; border-radius: 12px;
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.25);
}
header { display: flex; align-items: center; gap: 8px; margin-bottom: 8px; }
img { width: 28px; height: 28px; }
h2 { margin: 0; font-size: 15px; }
code { font: 12px ui-monospace, monospace; background: #f4e1b0; padding: 2px 6px; border-radius: 4px; }
p { margin: 8px 0; overflow-wrap: anywhere; }
.queue { color: #6b5a45; font-size: 12px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; cursor: pointer; border: 1px solid #8a5a21; }
button.approve { background: #8a5a21; color: #fff; }
button.reject { background: transparent; color: #8a5a21; }
button:focus-visible { outline: 2px solid #2a6df4; outline-offset: 2px; }
`

type Pending = { request: ApprovalRequest; resolve: (approved: boolean) => void }

/**
 * The in-page stand-in for an extension's confirmation popup: a fixed panel in
 * its own shadow root (so neither the modal's styles nor its DOM queries touch
 * it), one request at a time, with 'Approve' and 'Reject' buttons. Escape rejects,
 * like closing the popup. The panel does not take focus: an extension popup is
 * a separate window and must not disturb the page's focus handling.
 *
 * @example
 * createSandboxWallet({ chains, approval: 'prompt', approver: createPromptApprover() })
 */
export function createPromptApprover(parameters: CreatePromptApproverParameters = {}): Approver {
  const doc = parameters.document ?? document
  const walletName = parameters.walletName ?? 'Sandbox Wallet'
  const icon = parameters.icon ?? SANDBOX_WALLET_ICON
  const queue: Pending[] = []
  let host: HTMLElement | undefined

  function answer(approved: boolean): void {
    const current = queue.shift()
    current?.resolve(approved)
    render()
  }

  function render(): void {
    const current = queue[0]
    if (!current) {
      host?.remove()
      host = undefined
      return
    }
    if (!host) {
      host = doc.createElement('div')
      host.setAttribute('data-sandbox-wallet-prompt', '')
      host.attachShadow({ mode: 'open' })
      // On <html>, not <body>: a modal that makes the body's other children inert must not disable the wallet.
      doc.documentElement.append(host)
    }
    const root = host.shadowRoot as ShadowRoot
    root.replaceChildren(panel(current.request, queue.length - 1))
  }

  function panel(request: ApprovalRequest, waiting: number): HTMLElement {
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) => Object.assign(doc.createElement(tag), props)
    const style = el('style', { textContent: PANEL_STYLES })
    const section = el('section')
    section.setAttribute('role', 'dialog')
    section.setAttribute('aria-label', `${walletName} request`)
    section.setAttribute('aria-describedby', 'sandbox-wallet-summary')
    section.addEventListener('keydown', event => {
      if (event.key === 'Escape') answer(false)
    })

    const header = el('header')
    header.append(el('img', { src: icon, alt: '' }), el('h2', { textContent: walletName }))
    const method = el('p')
    method.append(el('code', { textContent: request.method }))
    const summary = el('p', { id: 'sandbox-wallet-summary', textContent: request.summary })
    const actions = el('div', { className: 'actions' })
    const reject = el('button', { type: 'button', className: 'reject', textContent: 'Reject' })
    const approve = el('button', { type: 'button', className: 'approve', textContent: 'Approve' })
    reject.addEventListener('click', () => answer(false))
    approve.addEventListener('click', () => answer(true))
    actions.append(reject, approve)

    const queued = el('p', { className: 'queue', hidden: waiting === 0, textContent: waitingText(waiting) })
    section.append(header, method, summary, queued, actions)

    const fragment = el('div')
    fragment.append(style, section)
    return fragment
  }

  /** Only the count changes while a request is on screen: the buttons under the user's pointer stay put. */
  function updateWaiting(): void {
    const queued = host?.shadowRoot?.querySelector<HTMLElement>('.queue')
    if (!queued) return
    queued.hidden = queue.length <= 1
    queued.textContent = waitingText(queue.length - 1)
  }

  return request =>
    new Promise<boolean>(resolve => {
      queue.push({ request, resolve })
      if (queue.length === 1) render()
      else updateWaiting()
    })
}

function waitingText(count: number): string {
  return `${count} more request${count === 1 ? '' : 's'} waiting`
}
