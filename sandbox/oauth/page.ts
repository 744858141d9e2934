/** The sandbox OAuth server's pages: the per-provider consent page and its error page. */
import { PROVIDER_NAMES, type SocialProvider } from './providers.ts'

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `body{font:15px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;background:#f4f4f6}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.5rem 2rem;width:20rem}
label,input{display:block;width:100%;box-sizing:border-box}input{margin:.3rem 0 1rem;padding:.5rem;font:inherit}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem;border-radius:6px;border:1px solid #888;cursor:pointer}
button[value=approve]{background:#2563eb;color:#fff;border-color:#2563eb}.error{color:#b91c1c}`

/**
 * The consent page of one provider: its name, the app asking and the scopes, a username field
 * (prefilled) and Approve / Deny. Both buttons submit the same form to `action`.
 */
export function consentPage(input: { provider: SocialProvider; action: string; username: string; scopes: readonly string[]; redirectHost: string; error?: string }): string {
  const name = escapeHtml(PROVIDER_NAMES[input.provider])
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in with ${name} (sandbox)</title><style>${STYLE}</style></head>
<body><main data-provider="${input.provider}">
<h1 data-testid="oauth-provider">${name}</h1>
<p>${escapeHtml(input.redirectHost)} asks to know your ${escapeHtml(input.scopes.filter((s) => s !== 'openid').join(', ') || 'identity')}.</p>
<form method="post" action="${escapeHtml(input.action)}">
<label for="username">${name} username</label>
<input id="username" name="username" data-testid="oauth-username" value="${escapeHtml(input.username)}" autocomplete="off" maxlength="100">
${input.error ? `<p class="error" data-testid="oauth-error">${escapeHtml(input.error)}</p>` : ''}
<button type="submit" name="decision" value="approve" data-testid="oauth-approve">Approve</button>
<button type="submit" name="decision" value="deny" data-testid="oauth-deny">Deny</button>
</form></main></body></html>`
}

/** The page for an error oidc-provider cannot redirect back (unknown client, bad redirect_uri…). */
export function errorPage(error: string, description: string | undefined): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in error (sandbox)</title><style>${STYLE}</style></head>
<body><main><h1>Sign-in error</h1><p class="error" data-testid="oauth-error">${escapeHtml(error)}${description ? `: ${escapeHtml(description)}` : ''}</p></main></body></html>`
}
