/** The mailbox page (`GET /` of the mail server): the messages, newest first, refreshed every 2 s. */
import type { MailMessage } from './mailbox.ts'

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function mailboxPage(messages: readonly MailMessage[], to?: string): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<article data-testid="mail-message" data-id="${m.id}">
  <header><b>${escapeHtml(m.subject || '(no subject)')}</b> <small>${escapeHtml(m.receivedAt)}</small></header>
  <div>From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))}</div>
  ${m.code ? `<div>Code: <code data-testid="mail-code">${escapeHtml(m.code)}</code></div>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<title>Latch sandbox mailbox${to ? ` — ${escapeHtml(to)}` : ''}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:50rem}article{border:1px solid #ccc;border-radius:8px;padding:.75rem;margin:.75rem 0}pre{white-space:pre-wrap}code{font-size:1.4em}</style>
</head><body>
<h1>Sandbox mailbox${to ? ` — ${escapeHtml(to)}` : ''}</h1>
<p>${messages.length} message(s). JSON: <a href="/messages${to ? `?to=${encodeURIComponent(to)}` : ''}">/messages</a></p>
${rows || '<p data-testid="mail-empty">No mail yet.</p>'}
</body></html>`
}
