/** The relay's approval page (the `url` a modal shows as QR and link), standing in for the Farcaster app. */
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `body{font:15px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;background:#f3effa}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.5rem 2rem;width:20rem}
label,input{display:block;width:100%;box-sizing:border-box}input{margin:.3rem 0 1rem;padding:.5rem;font:inherit}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:0;background:#7c65c1;color:#fff;cursor:pointer}.error{color:#b91c1c}`

const shell = (title: string, body: string): string =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`

export function approvePage(input: { token: string; domain: string; username: string; fid: number; error?: string }): string {
  return shell(
    'Sign in with Farcaster (sandbox)',
    `<h1>Sign in with Farcaster</h1>
<p data-testid="farcaster-domain">${escapeHtml(input.domain)} wants you to sign in.</p>
<form method="post" action="/siwf/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(input.token)}">
<label for="username">Username</label>
<input id="username" name="username" data-testid="farcaster-username" value="${escapeHtml(input.username)}" autocomplete="off" maxlength="20">
<label for="fid">FID</label>
<input id="fid" name="fid" data-testid="farcaster-fid" value="${input.fid}" inputmode="numeric" autocomplete="off">
${input.error ? `<p class="error" data-testid="farcaster-error">${escapeHtml(input.error)}</p>` : ''}
<button type="submit" data-testid="farcaster-approve">Approve</button>
</form>`,
  )
}

export function donePage(username: string): string {
  return shell('Signed in (sandbox)', `<h1 data-testid="farcaster-done">Signed in as @${escapeHtml(username)}</h1><p>You can go back to the app.</p>`)
}

export function missingPage(): string {
  return shell('Request expired (sandbox)', `<h1 data-testid="farcaster-error">This sign-in request expired or does not exist.</h1>`)
}
