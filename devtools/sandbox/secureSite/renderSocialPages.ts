import { SOCIAL_CHANNEL } from '../../../plugins/features/embeddedWallet/frameProtocol'

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui;margin:2rem;max-width:28rem">${body}</body></html>`

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider

/** The identity form both stand-ins share: a username, Approve and Deny, posted as JSON to `action`. */
const identityForm = (action: string, fields: Record<string, string>, userName: string) => `
<form id="consent"><label>Username <input name="userName" value="${escapeHtml(userName)}" required maxlength="60"></label>
<p><button type="submit" name="decision" value="approve">Approve</button> <button type="submit" name="decision" value="deny">Deny</button></p></form>
<script>
document.getElementById('consent').addEventListener('submit', async event => {
  event.preventDefault()
  const decision = event.submitter.value
  const userName = new FormData(event.target).get('userName')
  const response = await fetch(${json(action)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...${json(fields)}, userName, decision }) })
  const answer = await response.json()
  if (answer.redirect) location.href = answer.redirect
  else document.body.textContent = answer.message ?? answer.error
})
</script>`

/** The stand-in provider's consent page (a Google or GitHub sign-in, locally): pick an identity, approve. */
export function renderProviderPage(provider: string, state: string): string {
  const name = providerName(provider)
  return page(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escapeHtml(name)} (sandbox)</h1>
<p>Share this ${escapeHtml(name)} account with the Vestibule secure site?</p>${identityForm('/social/approve', { state }, `${provider}-visitor`)}`,
  )
}

/**
 * Where the provider sends the visitor back: on the secure site's origin, it hands its own address
 * (`resultUri`, SPEC §7) to the window that opened it, posted to the page's origin only.
 */
export function renderCallbackPage(origin: string): string {
  return page(
    'Signing in',
    `<p>Returning to the app…</p><script>
if (window.opener) window.opener.postMessage({ channel: ${json(SOCIAL_CHANNEL)}, resultUri: location.href }, ${json(origin)})
</script>`,
  )
}

/** The stand-in for Farcaster's approval (reached through the URI the ConnectingFarcaster view shows). */
export function renderFarcasterPage(channel: string): string {
  return page(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster (sandbox)</h1>
<p>An app asks to sign you in with your Farcaster account.</p>${identityForm('/farcaster/approve', { channel }, 'sandbox-caster')}`,
  )
}

export function renderMessagePage(message: string): string {
  return page('Vestibule secure site', `<p>${escapeHtml(message)}</p>`)
}
