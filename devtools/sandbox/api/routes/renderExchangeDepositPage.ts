export type ExchangeDepositPage = { session: string; exchange: string; amount: string; symbol: string; recipient: string; network: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`)

/**
 * The sandbox exchange's deposit page: the visitor, signed in at the exchange, confirms paying
 * from their exchange balance (real tokens sent on the local chain) or cancels (the payment is
 * reported failed). The window closes itself once the transfer has landed.
 */
export function renderExchangeDepositPage(page: ExchangeDepositPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.exchange)} payment</title>
<style>body{font:14px system-ui,sans-serif;max-width:360px;margin:32px auto;padding:0 16px}button{margin:12px 8px 0 0;padding:8px 16px}</style></head>
<body><main>
<h1>${escapeHtml(page.exchange)}</h1>
<p>Pay <strong>${escapeHtml(page.amount)} ${escapeHtml(page.symbol)}</strong> on ${escapeHtml(page.network)} from your exchange balance to <code>${escapeHtml(page.recipient)}</code>.</p>
<button type="button" id="confirm">Confirm payment</button><button type="button" id="cancel">Cancel payment</button>
<p id="result" role="status"></p>
</main>
<script>
const result = document.getElementById('result')
const buttons = [...document.querySelectorAll('button')]
async function settle(action) {
  buttons.forEach(button => { button.disabled = true })
  result.textContent = action === 'pay' ? 'Sending payment…' : 'Cancelling…'
  const response = await fetch('/exchange/deposit/' + action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: ${JSON.stringify(page.session)} }) })
  const body = await response.json()
  if (!response.ok) { result.textContent = 'Payment failed: ' + body.error; return }
  result.textContent = action === 'pay' ? 'Payment sent' : 'Payment cancelled'
  setTimeout(() => window.close(), 800)
}
document.getElementById('confirm').addEventListener('click', () => settle('pay'))
document.getElementById('cancel').addEventListener('click', () => settle('cancel'))
</script>
</body></html>`
}
