/**
 * Builds the placeholder demo page: `buildDemo()` bundles `scripts/demo/index.tsx` for the
 * browser (ESM, in memory) and `demoHtml()` gives the page that loads it. `scripts/start.ts`
 * serves both.
 */
import { bundlePage } from '../bundlePage.ts'

const ENTRY = new URL('./index.tsx', import.meta.url).pathname

/**
 * The demo's JavaScript: one ESM bundle for the browser.
 *
 * @example
 * const js = await buildDemo()
 * res.end(js)
 */
export function buildDemo(options: { minify?: boolean } = {}): Promise<string> {
  return bundlePage(ENTRY, options)
}

/**
 * The demo's `index.html`, loading the bundle from `scriptSrc` (default `/app.js`) as a module.
 *
 * @example
 * demoHtml({ scriptSrc: '/demo.js' })
 */
export function demoHtml(options: { scriptSrc?: string; title?: string; beforeApp?: string } = {}): string {
  const src = options.scriptSrc ?? '/app.js'
  const title = options.title ?? 'Latch demo'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${DEMO_CSS}</style>
</head>
<body>
<div id="app"></div>
${options.beforeApp ?? ''}
<script type="module" src="${escapeHtml(src)}"></script>
</body>
</html>`
}

const DEMO_CSS = `
  :root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --border: #e6e8eb; --text: #15171a; --muted: #6b6f76; --head: #4a4f57; --code: #f7f8fa; --btn: #fff; --btn-border: #d9dce1; --btn-hover: #f0f2f5; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #0f1012; --card: #17181b; --border: #2a2c31; --text: #e8e9eb; --muted: #9a9ea6; --head: #c3c6cc; --code: #111214; --btn: #1e2024; --btn-border: #33363c; --btn-hover: #26282d; }
  }
  html, body { margin: 0; min-height: 100%; }
  body { font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--bg); color: var(--text); }
  .demo-bar { display: flex; flex-wrap: nowrap; align-items: center; justify-content: space-between; gap: 12px; padding: 14px 24px; background: var(--card); border-bottom: 1px solid var(--border); position: sticky; top: 0; z-index: 1; }
  .demo-title { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
  .demo-bar nav { display: flex; flex-wrap: nowrap; gap: 8px; flex: none; }
  .demo-main { max-width: 1200px; margin: 0 auto; padding: 20px 24px; display: flex; flex-direction: column; gap: 16px; }
  @media (max-width: 480px) {
    .demo-bar { padding: 10px 12px; gap: 8px; }
    .demo-main { padding: 12px; }
    .demo-bar .latch-button { padding-inline: 10px; }
  }
  .demo-card { background: var(--card); border: 1px solid var(--border); border-radius: 16px; padding: 16px; min-width: 0; }
  .demo-card h2 { margin: 0 0 12px; font-size: 14px; font-weight: 600; color: var(--head); }
  .demo-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 12px; }
  .demo-row h2 { margin: 0; }
  .demo-actions { display: flex; flex-wrap: wrap; gap: 8px; }
  .demo-button { height: 34px; padding: 0 12px; border-radius: 10px; border: 1px solid var(--btn-border); background: var(--btn); color: var(--text); font: 500 13px/1 inherit; cursor: pointer; white-space: nowrap; }
  .demo-button:hover { background: var(--btn-hover); }
  .demo-hint { margin: 10px 0 0; font-size: 12px; color: var(--muted); }
  .demo-field { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; }
  .demo-field select { height: 30px; border-radius: 8px; border: 1px solid var(--btn-border); background: var(--btn); color: var(--text); }
`

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
