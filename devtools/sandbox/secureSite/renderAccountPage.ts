/**
 * The secure site's own account page (as the hosted one has): who is signed in in this browser, and
 * Sign out. Signing out here ends the session every embedding page's frame shares; each frame hears
 * it (the `storage` event) and tells its page (SPEC §4 SESSION_UPDATE).
 */
export function renderAccountPage(sessionKey: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Secure site account</title></head>
<body style="font-family:system-ui;margin:2rem;max-width:28rem"><h1>Your embedded wallet</h1><p id="who"></p>
<button id="sign-out" type="button">Sign out</button>
<script>
const key = ${JSON.stringify(sessionKey)}
const who = document.getElementById('who')
const button = document.getElementById('sign-out')
const show = () => {
  let session = null
  try { session = JSON.parse(localStorage.getItem(key) || 'null') } catch {}
  who.textContent = session ? 'Signed in as ' + (session.email || session.social?.userName || session.identity) : 'Not signed in'
  button.disabled = !session
}
button.addEventListener('click', () => { localStorage.removeItem(key); show() })
show()
</script></body></html>`
}
