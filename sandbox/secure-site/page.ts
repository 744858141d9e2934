/**
 * The frame page's HTML: the approval panel (hidden until an approval-needing request arrives)
 * and the script. The parent origin comes from the `origin` query parameter: the frame answers
 * only to it and accepts messages only from it (a page that lies about its origin gets nothing).
 */
const escapeAttr = (value: string): string => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** What `/sdk` answers a page the project has not allowed (never the frame's script). */
export function refusalPage(reason: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Latch secure site</title><p data-refused>${escapeAttr(reason)}</p>`
}

export function framePage(parentOrigin: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch secure site</title>
<style>
:root{color-scheme:dark}body{margin:0;font:14px system-ui,sans-serif;background:#141414;color:#e4e7e7}
body[data-theme=light]{background:#fff;color:#141414}
[data-approval]{padding:16px;display:flex;flex-direction:column;gap:12px}
[data-approval][hidden]{display:none}
h1{font-size:16px;margin:0}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px;word-break:break-all}dt{opacity:.7}
.row{display:flex;gap:8px}button{flex:1;padding:10px;border-radius:12px;border:0;font:inherit;cursor:pointer}
[data-approve]{background:#3396ff;color:#fff}[data-reject]{background:#2a2a2a;color:inherit}
</style></head>
<body data-parent-origin="${escapeAttr(parentOrigin)}">
<section data-approval hidden aria-labelledby="approval-title">
<h1 id="approval-title">Approve transaction</h1>
<p data-approval-site></p>
<dl data-approval-details></dl>
<div class="row"><button type="button" data-reject>Reject</button><button type="button" data-approve>Approve</button></div>
</section>
<script src="/frame.js"></script>
</body></html>`
}
