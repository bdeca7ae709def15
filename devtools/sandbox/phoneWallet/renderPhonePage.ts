import { SANDBOX_WALLET_ICON } from '../wallet/sandboxWalletIcon'

export type RenderPhonePageParameters = {
  /** Where the JSON API is mounted, e.g. `/phone/api`. */
  apiPath: string
  /** How many accounts of the mnemonic the account select offers. */
  accountCount: number
}

const STYLES = `
:root { color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1f2430; background: #e9ecf2; }
body { margin: 0; display: flex; justify-content: center; }
main { box-sizing: border-box; width: 100%; max-width: 420px; min-height: 100vh; padding: 16px; background: #fff; box-shadow: 0 0 24px rgba(0,0,0,.12); }
header { display: flex; align-items: center; gap: 10px; }
header img { width: 32px; height: 32px; }
h1 { font-size: 18px; margin: 0; }
h2 { font-size: 14px; text-transform: uppercase; letter-spacing: .04em; color: #5b6275; margin: 20px 0 8px; }
label { display: block; font-size: 13px; color: #5b6275; margin: 8px 0 4px; }
select, textarea { box-sizing: border-box; width: 100%; font: inherit; padding: 6px 8px; border: 1px solid #c5cad6; border-radius: 8px; }
textarea { min-height: 72px; font: 12px ui-monospace, monospace; }
code { font: 12px ui-monospace, monospace; overflow-wrap: anywhere; }
ul { list-style: none; margin: 0; padding: 0; }
li { border: 1px solid #dde1ea; border-radius: 10px; padding: 10px 12px; margin-bottom: 8px; }
li p { margin: 4px 0; overflow-wrap: anywhere; }
.muted { color: #5b6275; font-size: 13px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 8px; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; cursor: pointer; border: 1px solid #2d5bd7; background: #2d5bd7; color: #fff; }
button.secondary { background: transparent; color: #2d5bd7; }
button:focus-visible, select:focus-visible, textarea:focus-visible { outline: 2px solid #f0a020; outline-offset: 2px; }
[role=alert] { color: #b42318; min-height: 1.2em; margin: 8px 0 0; overflow-wrap: anywhere; }
`

/**
 * The browser side of the phone page: polls the JSON API and draws what is pending. Data
 * from dapps (names, urls, params) is only ever set as text, never as HTML.
 */
const SCRIPT = `
const API = document.body.dataset.api
const $ = (id) => document.getElementById(id)
let shown = ''

async function call(path, body) {
  const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  const response = await fetch(API + '/' + path, init)
  const json = await response.json()
  if (!response.ok) throw new Error(json.error || response.statusText)
  return json
}

async function act(path, body) {
  try {
    render(await call(path, body ?? {}))
    $('error').textContent = ''
  } catch (error) {
    $('error').textContent = error.message
  }
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

function button(text, onClick, secondary) {
  const node = el('button', { type: 'button', textContent: text, className: secondary ? 'secondary' : '' })
  node.addEventListener('click', onClick)
  return node
}

function list(id, items, empty, draw) {
  $(id).replaceChildren(...(items.length ? items.map(draw) : [el('li', { className: 'muted', textContent: empty })]))
}

function setSelect(select, value) {
  // A select the person is using is left alone.
  if (document.activeElement !== select) select.value = String(value)
}

function render(state) {
  $('address').textContent = state.address
  setSelect($('account'), state.accountIndex)
  const chain = $('chain')
  const options = state.chains.map((c) => c.chainId + ':' + c.name).join('|')
  if (chain.dataset.options !== options) {
    chain.dataset.options = options
    chain.replaceChildren(...state.chains.map((c) => el('option', { value: String(c.chainId), textContent: c.name + ' (' + c.chainId + ')' })))
  }
  setSelect(chain, state.chainId)
  setSelect($('approval'), state.approval)
  $('last-error').textContent = state.lastError ? 'Last wallet error: ' + state.lastError : ''

  const lists = JSON.stringify([state.proposals, state.requests, state.sessions])
  if (lists === shown) return
  shown = lists
  list('proposals', state.proposals, 'No session proposal.', (p) =>
    el('li', { ariaLabel: 'Proposal from ' + p.peer.name },
      el('p', {}, el('strong', { textContent: p.peer.name }), ' ', el('span', { className: 'muted', textContent: p.peer.url })),
      el('p', { className: 'muted', textContent: 'Chains: ' + (p.chains.join(', ') || 'none') }),
      el('p', { className: 'muted', textContent: 'Methods: ' + (p.methods.join(', ') || 'none') }),
      el('div', { className: 'actions' },
        button('Reject', () => act('proposals/' + p.id + '/reject'), true),
        button('Approve', () => act('proposals/' + p.id + '/approve')))))
  list('requests', state.requests, 'No pending request.', (r) =>
    el('li', { ariaLabel: r.method + ' from ' + r.peer.name },
      el('p', {}, el('code', { textContent: r.method }), ' ', el('span', { className: 'muted', textContent: 'on ' + r.chainId + ' from ' + r.peer.name })),
      el('p', { textContent: r.summary }),
      el('div', { className: 'actions' },
        button('Reject', () => act('requests/' + r.id + '/reject'), true),
        button('Approve', () => act('requests/' + r.id + '/approve')))))
  list('sessions', state.sessions, 'No active session.', (s) =>
    el('li', { ariaLabel: 'Session with ' + s.peer.name },
      el('p', {}, el('strong', { textContent: s.peer.name }), ' ', el('span', { className: 'muted', textContent: s.peer.url })),
      el('p', { className: 'muted', textContent: 'Chains: ' + s.chains.join(', ') }),
      el('div', { className: 'actions' }, button('Disconnect', () => act('sessions/' + s.topic + '/disconnect'), true))))
}

$('pair').addEventListener('click', async () => {
  const uri = $('uri').value.trim()
  if (!uri) return void ($('error').textContent = 'Paste a WalletConnect URI (wc:…) first.')
  await act('pair', { uri })
  if (!$('error').textContent) $('uri').value = ''
})
$('account').addEventListener('change', (event) => act('account', { accountIndex: Number(event.target.value) }))
$('chain').addEventListener('change', (event) => act('chain', { chainId: Number(event.target.value) }))
$('approval').addEventListener('change', (event) => act('approval', { mode: event.target.value }))

async function refresh() {
  try {
    render(await call('state'))
  } catch (error) {
    $('error').textContent = 'The sandbox is not answering: ' + error.message
  }
}
refresh()
setInterval(refresh, 700)
`

/**
 * The phone page: a person plays the wallet of a paired phone. Paste a `wc:` URI and pair,
 * approve or reject the session proposal and each request, disconnect sessions, pick the
 * chain and account. Self-contained (inline style and script, no framework), talking to
 * the JSON API of phoneRoutes.ts.
 */
export function renderPhonePage({ apiPath, accountCount }: RenderPhonePageParameters): string {
  const accountOptions = Array.from({ length: accountCount }, (_, index) => `<option value="${index}">Account ${index}</option>`).join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Phone Wallet</title>
<style>${STYLES}</style>
</head>
<body data-api="${apiPath}">
<main>
  <header><img src="${SANDBOX_WALLET_ICON}" alt=""><h1>Sandbox Phone Wallet</h1></header>
  <p class="muted">Account <code id="address"></code></p>
  <label for="account">Account</label>
  <select id="account">${accountOptions}</select>
  <label for="chain">Network</label>
  <select id="chain"></select>
  <label for="approval">Answer proposals and requests</label>
  <select id="approval">
    <option value="manual">Ask me</option>
    <option value="auto">Approve everything</option>
    <option value="reject">Reject everything</option>
  </select>

  <h2>Pair</h2>
  <label for="uri">WalletConnect URI</label>
  <textarea id="uri" placeholder="wc:…@2?relay-protocol=irn&amp;symKey=…" spellcheck="false"></textarea>
  <div class="actions"><button type="button" id="pair">Pair</button></div>
  <p id="error" role="alert"></p>

  <section aria-labelledby="proposals-title"><h2 id="proposals-title">Session proposal</h2><ul id="proposals"></ul></section>
  <section aria-labelledby="requests-title"><h2 id="requests-title">Requests</h2><ul id="requests"></ul></section>
  <section aria-labelledby="sessions-title"><h2 id="sessions-title">Sessions</h2><ul id="sessions"></ul></section>
  <p id="last-error" class="muted"></p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`
}
