/**
 * Size with two adapters: what a host's **Vite** build ships. The package is built as it
 * is published (scripts/build.ts → dist/, esbuild, code-split) into a host folder outside the repo,
 * next to small host pages that import it by its package name (`latch`, `latch/react`,
 * `latch/eip155`, `latch/solana`); Vite (with @vitejs/plugin-react) builds them for production, and
 * the build manifest tells what a browser loads up front (the entry and its static imports, which
 * Vite also modulepreloads) from what loads behind a dynamic `import()`. Each file is gzipped on its
 * own (as a browser fetches it) and summed; "beyond React" subtracts the same build of a page that
 * only renders with React.
 *
 * Vite is not a dependency of the package: it is taken from the repo when installed there, else from
 * `LATCH_VITE_DIR` (default: a folder under the OS temp dir), where it is installed with
 * `npm install --prefix` on first use. Nothing is installed into the repo.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { buildOptions } from './build.ts'

const root = new URL('..', import.meta.url).pathname

/** Vite's warning threshold for a chunk (`build.chunkSizeWarningLimit`, 500 kB of minified JS). */
export const VITE_CHUNK_WARNING_BYTES = 500 * 1000

/** A host page: the body of its `main.tsx` (React 19, `createRoot` already imported). */
export type VitePage = { name: string; main: string }

export type ViteBytes = { minified: number; gzip: number; files: number }

export type VitePageResult = {
  /** The entry chunk and its static imports (what loads before any dynamic import). */
  initial: ViteBytes
  /** Every JS chunk reachable through static and dynamic imports. */
  total: ViteBytes
  /** The biggest emitted JS chunk of the page (minified bytes) and its file. */
  largestChunk: { file: string; minified: number }
  /** The modules inside the initial chunks (package paths, node_modules part only). */
  initialPackages: string[]
}

export type ViteHostResult = {
  bundler: string
  pages: Record<string, VitePageResult>
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }

/** Loads Vite and the React plugin: from the repo if installed there, else from (and into) a temp prefix. */
/** The slice of Vite's API used here (Vite is not a dependency, so its types are not either). */
type Vite = { version: string; build(config: Record<string, unknown>): Promise<unknown> }

export async function loadVite(): Promise<{ vite: Vite; react: () => unknown; version: string }> {
  const candidates = [root, process.env.LATCH_VITE_DIR ?? join(tmpdir(), 'latch-vite')]
  for (const [i, dir] of candidates.entries()) {
    const require = createRequire(join(dir, 'package.json'))
    let vitePath: string
    let reactPath: string
    try {
      vitePath = require.resolve('vite')
      reactPath = require.resolve('@vitejs/plugin-react')
    } catch {
      if (i === 0) continue
      // Outside the repo: the package is not a dependency of Latch (the measure is of a real Vite build, as a host runs it).
      mkdirSync(dir, { recursive: true })
      const npm = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', 'vite', '@vitejs/plugin-react'], { stdio: 'ignore' })
      if (npm.status !== 0) throw new Error(`could not install vite into ${dir}`)
      vitePath = require.resolve('vite')
      reactPath = require.resolve('@vitejs/plugin-react')
    }
    const vite = (await import(pathToFileURL(vitePath).href)) as Vite
    const react = ((await import(pathToFileURL(reactPath).href)) as { default: () => unknown }).default
    return { vite, react, version: vite.version }
  }
  throw new Error('vite not found')
}

/**
 * Lays out a host folder: node_modules/latch holds the package as `npm run build` makes it (the
 * package.json's exports, dist/ built by esbuild), and every other package the repo has installed is
 * linked, so `viem`, `@solana/web3.js` and React resolve as a host's install would.
 */
export async function hostFolder(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-vite-host-'))
  const modules = join(dir, 'node_modules')
  const latch = join(modules, 'latch')
  mkdirSync(latch, { recursive: true })
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>
  writeFileSync(join(latch, 'package.json'), JSON.stringify({ name: 'latch', type: 'module', exports: pkg.exports, ...(pkg.sideEffects !== undefined ? { sideEffects: pkg.sideEffects } : {}) }))
  await esbuild.build(buildOptions({ outdir: join(latch, 'dist'), logLevel: 'silent' }))
  const repoModules = join(root, 'node_modules')
  for (const name of readdirSync(repoModules)) {
    if (name === 'latch' || name.startsWith('.')) continue
    if (name.startsWith('@')) {
      mkdirSync(join(modules, name), { recursive: true })
      for (const scoped of readdirSync(join(repoModules, name))) symlinkSync(join(repoModules, name, scoped), join(modules, name, scoped))
    } else symlinkSync(join(repoModules, name), join(modules, name))
  }
  return dir
}

/**
 * Builds each page with Vite (production, its default settings) in a host folder outside the repo
 * and measures it; the folder is removed afterwards.
 *
 * @example
 * const { pages } = await buildViteHost([{ name: 'react', main: `createRoot(app).render(<p />)` }])
 * pages.react.initial.gzip
 */
export async function buildViteHost(pages: readonly VitePage[]): Promise<ViteHostResult> {
  const { vite, react, version } = await loadVite()
  const dir = await hostFolder()
  try {
    const result: Record<string, VitePageResult> = {}
    for (const page of pages) {
      const pageDir = join(dir, page.name)
      mkdirSync(pageDir)
      writeFileSync(join(pageDir, 'index.html'), `<!doctype html><html><body><div id="app"></div><script type="module" src="./main.tsx"></script></body></html>`)
      writeFileSync(join(pageDir, 'main.tsx'), `import { createRoot } from 'react-dom/client'\nconst app = document.getElementById('app')!\n${page.main}\n`)
      await vite.build({
        root: pageDir,
        configFile: false,
        logLevel: 'silent',
        plugins: [react()],
        build: { outDir: join(pageDir, 'dist'), manifest: true, emptyOutDir: true },
      })
      result[page.name] = measure(join(pageDir, 'dist'))
    }
    return { bundler: `vite ${version}`, pages: result }
  } finally {
    // LATCH_VITE_KEEP=1 keeps the host folder (its pages' dist/) to look into the chunks.
    if (process.env.LATCH_VITE_KEEP) console.error(`vite host kept in ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

function measure(outDir: string): VitePageResult {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entryKey) throw new Error('vite emitted no entry chunk')
  const walk = (followDynamic: boolean) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      const chunk = manifest[key]!
      for (const next of chunk.imports ?? []) visit(next)
      if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next)
    }
    visit(entryKey)
    return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
  }
  const bytes = (files: string[]): ViteBytes => {
    let minified = 0
    let gzip = 0
    for (const file of files) {
      const contents = readFileSync(join(outDir, file))
      minified += contents.length
      gzip += gzipSync(contents, { level: 9 }).length
    }
    return { minified, gzip, files: files.length }
  }
  const initial = walk(false)
  const all = walk(true)
  const largest = all.map((file) => ({ file, minified: readFileSync(join(outDir, file)).length })).sort((a, b) => b.minified - a.minified)[0]!
  return { initial: bytes(initial), total: bytes(all), largestChunk: largest, initialPackages: packagesIn(outDir, initial) }
}

/** Which of the packages that must stay lazy ended up in `files`, found by strings only their code holds. */
function packagesIn(outDir: string, files: string[]): string[] {
  const text = files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n')
  // Strings that only @solana/web3.js's code contains (error texts and program ids it defines).
  const markers: Record<string, string> = {
    '@solana/web3.js': 'Vote111111111111111111111111111111111111111',
    'bn.js': 'BN.prototype',
    buffer: 'The buffer module from node.js, for the browser.',
  }
  return Object.entries(markers)
    .filter(([, marker]) => text.includes(marker))
    .map(([name]) => name)
}

/** The host pages measured (React only, the button page, eip155, eip155 + solana). */
export const HOST_PAGES: readonly VitePage[] = [
  { name: 'react', main: `createRoot(app).render(<p>host</p>)` },
  ...(['button', 'eip155', 'eip155+solana'] as const).map((name) => ({ name, main: hostMain(name) })),
]

function hostMain(adapters: 'button' | 'eip155' | 'eip155+solana'): string {
  const imports = [`import { createModal } from 'latch'`, `import { ModalProvider, ConnectButton } from 'latch/react'`]
  const list: string[] = []
  if (adapters !== 'button') {
    imports.push(`import { eip155Adapter } from 'latch/eip155'`)
    list.push('eip155Adapter()')
  }
  if (adapters === 'eip155+solana') {
    imports.push(`import { solanaAdapter } from 'latch/solana'`)
    list.push('solanaAdapter()')
  }
  const networks = `[{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example/1'] } } },
  { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['https://rpc.example/solana'] } } }]`
  return `${imports.join('\n')}
const modal = createModal({ projectId: 'host', networks: ${networks}, adapters: [${list.join(', ')}] })
createRoot(app).render(<ModalProvider modal={modal}><ConnectButton /></ModalProvider>)`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await buildViteHost(HOST_PAGES), null, 2))
}
