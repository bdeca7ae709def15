import type { InboxMail } from './otpInbox'

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The local inbox a person reads the login codes in (named `inbox` in `npm start`'s output). */
export function renderInboxPage(mails: readonly InboxMail[]): string {
  const rows = mails
    .map(mail => `<li><strong>${escapeHtml(mail.email)}</strong>: your login code is <code>${mail.otp}</code> <time>${new Date(mail.sentAt).toISOString()}</time></li>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Sandbox inbox</title></head>
<body style="font-family:system-ui;margin:2rem"><h1>Sandbox inbox</h1><p>Login codes the sandbox secure site sent (newest first; refreshes every 3 s).</p>
<ul>${rows || '<li>No mail yet.</li>'}</ul></body></html>`
}
