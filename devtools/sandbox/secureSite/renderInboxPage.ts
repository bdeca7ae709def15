import type { DeviceMail } from './emailDevices'
import type { InboxMail } from './otpInbox'

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The local inbox a person reads the login codes and device approval links in (named `inbox` in `npm start`'s output). */
export function renderInboxPage(mails: readonly InboxMail[], deviceMails: readonly DeviceMail[] = [], approveUrl = '/device/approve'): string {
  const codes = mails.map(mail => ({
    sentAt: mail.sentAt,
    html: `<li><strong>${escapeHtml(mail.email)}</strong>: your login code is <code>${mail.otp}</code> <time>${new Date(mail.sentAt).toISOString()}</time></li>`,
  }))
  const links = deviceMails.map(mail => ({
    sentAt: mail.sentAt,
    html: `<li><strong>${escapeHtml(mail.email)}</strong>: a new device asks to log in. <a href="${escapeHtml(`${approveUrl}?token=${mail.token}`)}">Approve this device</a> <time>${new Date(mail.sentAt).toISOString()}</time></li>`,
  }))
  const rows = [...codes, ...links]
    .sort((a, b) => b.sentAt - a.sentAt)
    .map(row => row.html)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Sandbox inbox</title></head>
<body style="font-family:system-ui;margin:2rem"><h1>Sandbox inbox</h1><p>Login codes and device approvals the sandbox secure site sent (newest first; refreshes every 3 s).</p>
<ul>${rows || '<li>No mail yet.</li>'}</ul></body></html>`
}
