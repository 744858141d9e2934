import type { ExchangePayment } from './server.ts'

/** The exchange's page: log in (any email), then confirm or cancel the payment. */
export function exchangePage(payment: ExchangePayment): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const done = payment.status !== 'pending'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Latch Sandbox Exchange</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#101820;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1b2530;border-radius:16px;padding:24px;width:340px}h1{font-size:18px}label{display:block;margin:12px 0 4px;color:#bbb}
input{width:100%;box-sizing:border-box;padding:8px;border-radius:8px;border:1px solid #456;background:#0b1117;color:#eee}
button{margin-top:12px;width:100%;padding:12px;border:0;border-radius:12px;background:#1e9e6a;color:#fff;font-size:16px;cursor:pointer}
button#cancel{background:#444}button:disabled{opacity:.5}code{word-break:break-all;font-size:12px}[hidden]{display:none}</style></head>
<body><main data-exchange-payment="${esc(payment.id)}">
<h1>Sandbox Exchange</h1>
<p>Pay <strong>${esc(payment.amount)}</strong> (<code>${esc(payment.asset)}</code>)<br>to <code>${esc(payment.recipient)}</code></p>
<form id="login" ${done ? 'hidden' : ''}>
<label for="email">Exchange account email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button id="log-in" type="submit">Log in</button>
</form>
<div id="confirm-step" hidden>
<button id="confirm" type="button">Confirm payment</button>
</div>
<button id="cancel" type="button" ${done ? 'hidden' : ''}>Cancel</button>
<p id="result" role="status">${done ? esc(payment.status) : ''}</p>
</main>
<script>
const base = location.pathname;
const result = document.getElementById('result');
const post = (path, body) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }).then(async (r) => ({ ok: r.ok, json: await r.json() }));
document.getElementById('login').addEventListener('submit', async (event) => {
  event.preventDefault();
  const res = await post('/login', { email: document.getElementById('email').value });
  if (!res.ok) { result.textContent = res.json.message; return; }
  document.getElementById('login').hidden = true;
  document.getElementById('confirm-step').hidden = false;
  result.textContent = 'Logged in';
});
document.getElementById('confirm').addEventListener('click', async (event) => {
  event.target.disabled = true;
  document.getElementById('cancel').hidden = true;
  result.textContent = 'Sending…';
  const res = await post('/confirm');
  result.textContent = res.ok ? (res.json.status === 'confirmed' ? 'Paid: ' + res.json.hash : res.json.status) : res.json.message;
});
document.getElementById('cancel').addEventListener('click', async () => {
  const res = await post('/cancel');
  result.textContent = res.json.status;
  document.getElementById('login').hidden = true;
  document.getElementById('confirm-step').hidden = true;
});
</script></body></html>`
}
