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
  html, body { margin: 0; min-height: 100%; }
  body { font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f4f5f7; color: #15171a; }
  .demo-bar { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 14px 24px; background: #fff; border-bottom: 1px solid #e6e8eb; position: sticky; top: 0; }
  .demo-bar nav { display: flex; gap: 8px; flex-wrap: wrap; }
  .demo-main { max-width: 1200px; margin: 0 auto; padding: 20px 24px; display: flex; flex-direction: column; gap: 16px; }
  .demo-grid { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; }
  @media (max-width: 800px) { .demo-grid { grid-template-columns: 1fr; } }
  .demo-card { background: #fff; border: 1px solid #e6e8eb; border-radius: 16px; padding: 16px; min-width: 0; }
  .demo-card h2 { margin: 0 0 12px; font-size: 14px; font-weight: 600; color: #4a4f57; }
  .demo-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 12px; }
  .demo-row h2 { margin: 0; }
  .demo-actions { display: flex; flex-wrap: wrap; gap: 8px; }
  .demo-button { height: 34px; padding: 0 12px; border-radius: 10px; border: 1px solid #d9dce1; background: #fff; font: 500 13px/1 inherit; cursor: pointer; }
  .demo-button:hover { background: #f0f2f5; }
  pre, .demo-log { margin: 0; max-height: 60vh; overflow: auto; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f7f8fa; border-radius: 10px; padding: 12px; }
  .demo-log { list-style: none; }
  .demo-seq { color: #8a9099; }
  .demo-hint { margin: 10px 0 0; font-size: 12px; color: #6b6f76; }
`

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
