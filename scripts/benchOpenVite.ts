/**
 * The open bench's page (scripts/benchOpenPage.tsx) as a **Vite** host ships it: the package built
 * as it is published into a host folder outside the repo (scripts/viteHost.ts), the page's `latch`
 * and `latch/react` imports pointed at that package, Vite's production build with its defaults.
 *
 * Beside the esbuild-built page, it shows what the bundler decides about the first click: Vite (as
 * webpack, Rspack and Turbopack do with their chunk groups) fetches a dynamic import's static
 * imports with it — its `modulepreload` helper — so the modal's core, which every lazy chunk shares,
 * comes in the same round trip as the small chunk that imports it. esbuild has no such helper: the
 * core is requested only once that chunk has arrived, one round trip later.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hostFolder, loadVite } from './viteHost.ts'

const root = new URL('..', import.meta.url).pathname

/** A built page: its HTML as Vite wrote it, and every emitted file by its URL path. */
export type ViteBenchPage = { bundler: string; html: string; files: Map<string, Uint8Array>; dispose(): void }

/**
 * Builds scripts/benchOpenPage.tsx with Vite against the packed package.
 *
 * @example
 * const page = await buildViteBenchPage()
 * const served = await serveFiles(page.files, page.html, sandbox)
 */
export async function buildViteBenchPage(): Promise<ViteBenchPage> {
  const { vite, react, version } = await loadVite()
  const dir = await hostFolder()
  const pageDir = join(dir, 'bench')
  const dist = join(pageDir, 'dist')
  const latch = join(dir, 'node_modules', 'latch')
  const exports = JSON.parse(readFileSync(join(latch, 'package.json'), 'utf8')).exports as Record<string, { import: string }>
  try {
    rmSync(pageDir, { recursive: true, force: true })
    // The page imports the package by its sources' paths (it is also built from them): here each
    // points at the package's published entry instead, as `latch` and `latch/react` resolve in a host.
    const alias = [
      { find: '../core/index.ts', replacement: join(latch, exports['.']!.import) },
      { find: '../renderer-react/index.ts', replacement: join(latch, exports['./react']!.import) },
    ]
    mkdirSync(pageDir, { recursive: true })
    writeFileSync(
      join(pageDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Latch open bench (Vite)</title></head><body><div id="app"></div><script type="module" src="./main.ts"></script></body></html>`,
    )
    writeFileSync(join(pageDir, 'main.ts'), `import ${JSON.stringify(join(root, 'scripts/benchOpenPage.tsx'))}\n`)
    await vite.build({ root: pageDir, configFile: false, logLevel: 'silent', plugins: [react()], resolve: { alias }, build: { outDir: dist, emptyOutDir: true } })
    const files = new Map<string, Uint8Array>()
    for (const name of readdirSync(join(dist, 'assets'))) files.set(`/assets/${name}`, readFileSync(join(dist, 'assets', name)))
    return { bundler: `vite ${version}`, html: readFileSync(join(dist, 'index.html'), 'utf8'), files, dispose: () => rmSync(dir, { recursive: true, force: true }) }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
