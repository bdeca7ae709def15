export type OnrampProviderPage = { session: string; fiatAmount: string; fiat: string; amount: string; symbol: string; address: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`)

/**
 * The sandbox on-ramp provider's checkout: a fake card form (any well-formed number is accepted)
 * whose Buy sends real tokens on the local chain; the window closes itself once they have landed.
 */
export function renderOnrampProviderPage(page: OnrampProviderPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox Ramp checkout</title>
<style>body{font:14px system-ui,sans-serif;max-width:360px;margin:32px auto;padding:0 16px}label{display:block;margin:8px 0 2px}input{width:100%;box-sizing:border-box;padding:6px}button{margin-top:12px;padding:8px 16px}</style></head>
<body><main>
<h1>Sandbox Ramp</h1>
<p>Buy <strong>${escapeHtml(page.amount)} ${escapeHtml(page.symbol)}</strong> for ${escapeHtml(page.fiatAmount)} ${escapeHtml(page.fiat)}, sent to <code>${escapeHtml(page.address)}</code>.</p>
<form id="card">
<label for="number">Card number</label><input id="number" name="cardNumber" autocomplete="off" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="off" required>
<button type="submit">Buy</button>
</form>
<p id="result" role="status"></p>
</main>
<script>
const form = document.getElementById('card')
const result = document.getElementById('result')
form.addEventListener('submit', async event => {
  event.preventDefault()
  const data = Object.fromEntries(new FormData(form))
  result.textContent = 'Processing payment…'
  const response = await fetch('/onramp/provider/purchase', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: ${JSON.stringify(page.session)}, ...data }) })
  const body = await response.json()
  if (!response.ok) { result.textContent = 'Payment failed: ' + body.error; return }
  result.textContent = 'Purchase complete: ' + ${JSON.stringify(page.amount)} + ' ' + body.symbol + ' sent'
  setTimeout(() => window.close(), 800)
})
</script>
</body></html>`
}
