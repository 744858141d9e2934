/**
 * The size budget (docs/performance.md): gzip bytes of every published entry (its static chunk
 * graph), of every lazy chunk of dist/, and of the host pages the size goals name, measured
 * deterministically with the package's own build settings (scripts/build.ts) — no browser, no
 * timing. Each file is gzipped on its own (as a browser fetches it) and summed; KB are 1024 bytes.
 * The budgets live in scripts/sizeBudget.json, which test/sizeBudget.test.ts checks these figures
 * against and docs/performance.md's "Size budget" section shows (the test keeps the two equal).
 *
 * `npx tsx scripts/sizeBudget.ts` prints the measured figures next to their budgets.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { CATALOGUE_LANGUAGES } from '../renderer-react/locales/registry.ts'
import { buildOptions, ENTRIES } from './build.ts'
import { buildHostPage, chunkBytes, firstOpenChunks, oneLanguage, reachableChunks } from './buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname

/** One row of the budget: what is measured, its budget in KB gzip, and its size goal, if any. */
export type BudgetRow = { id: string; what: string; budgetKb: number; goalKb?: number; goalSource?: string }

export type SizeBudget = { rows: BudgetRow[] }

/** The budget table (scripts/sizeBudget.json). */
export function readSizeBudget(): SizeBudget {
  return JSON.parse(readFileSync(`${root}scripts/sizeBudget.json`, 'utf8')) as SizeBudget
}

/** docs/performance.md's rendering of the budget table (the section between its markers). */
export function budgetMarkdown(budget: SizeBudget): string {
  const lines = ['| what | budget (KB gzip) | goal |', '|---|---:|---|']
  for (const row of budget.rows) {
    const goal = row.goalKb === undefined ? '' : `≤ ${row.goalKb} (${row.goalSource ?? ''})`
    lines.push(`| ${row.what} | ${row.budgetKb.toFixed(1)} | ${goal} |`)
  }
  return lines.join('\n')
}

/**
 * Measures every row's figure, in bytes gzip, by row id: `entry:<name>` (a published entry's static
 * graph), `lazy:<name>` (one lazy chunk of dist/, its own file), and the host pages `page:button`
 * (initial), `page:eip155` (total), `page:eip155-open` (what its first open has fetched; `-largest-language` in the language whose page fetches most), `page:walletconnect` (the lazy chunks a WalletConnect path
 * loads) and `page:everything` (total with every adapter) — React left out of the pages.
 *
 * @example
 * const sizes = await measureSizes()
 * sizes.get('entry:latch') // gzip bytes of `latch`'s static graph
 */
export async function measureSizes(): Promise<Map<string, number>> {
  const sizes = new Map<string, number>()
  const result = await esbuild.build(buildOptions({ write: false, outdir: 'dist', logLevel: 'silent' }))
  const files = new Map(result.outputFiles!.map((f) => [f.path.slice(root.length), f.contents]))
  const outputs = result.metafile!.outputs
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const start = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === entry)!
    sizes.set(`entry:${name}`, chunkBytes(files, reachableChunks(outputs, start).initial).gzip)
  }
  const lazy = new Set(Object.values(outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path)))
  for (const file of lazy) sizes.set(`lazy:${lazyName(file)}`, chunkBytes(files, [file]).gzip)
  // Tab sync in all (its goal counts its share of the core too): the lazy chunk and what the facts
  // it records (core/events/tabs.ts) add to the core chunk.
  const tabSyncChunk = [...lazy].find((file) => lazyName(file) === 'tabSync')
  if (tabSyncChunk) sizes.set('sum:tabSync', chunkBytes(files, [tabSyncChunk]).gzip + (await shareInChunk('core/events/tabs.ts')))

  const base = `import { createModal } from './core/index.ts'; import { ModalProvider, ConnectButton } from './renderer-react/index.ts'`
  const page = async (contents: string) => {
    const build = await buildHostPage({ contents, resolveDir: root })
    const { initial, total } = reachableChunks(build.outputs, build.entry)
    return { build, initial, total: oneLanguage(build.outputs, build.files, total) }
  }
  const button = await page(`${base}; export { createModal, ModalProvider, ConnectButton }`)
  sizes.set('page:button', chunkBytes(button.build.files, button.initial).gzip)
  const eip155 = await page(`${base}; import { eip155Adapter } from './adapters/eip155/index.ts'; export { createModal, ModalProvider, ConnectButton, eip155Adapter }`)
  sizes.set('page:eip155', chunkBytes(eip155.build.files, eip155.total).gzip)
  sizes.set('page:eip155-open', chunkBytes(eip155.build.files, firstOpenChunks(eip155.build.outputs, eip155.build.entry)).gzip)
  // The same page in the language of the largest catalogue: every language within the goal.
  sizes.set(
    'page:eip155-open-largest-language',
    Math.max(...CATALOGUE_LANGUAGES.map((language) => chunkBytes(eip155.build.files, firstOpenChunks(eip155.build.outputs, eip155.build.entry, language)).gzip)),
  )
  const everything = await page(
    `${base}; import { eip155Adapter } from './adapters/eip155/index.ts'; import { solanaAdapter } from './adapters/solana/index.ts'; import { walletConnect } from './adapters/walletconnect/index.ts'; export { createModal, ModalProvider, ConnectButton, eip155Adapter, solanaAdapter, walletConnect }`,
  )
  sizes.set('page:everything', chunkBytes(everything.build.files, everything.total).gzip)
  // The chunks only a WalletConnect path loads: the page with every adapter less the same page without WalletConnect.
  const withoutWc = await page(
    `${base}; import { eip155Adapter } from './adapters/eip155/index.ts'; import { solanaAdapter } from './adapters/solana/index.ts'; export { createModal, ModalProvider, ConnectButton, eip155Adapter, solanaAdapter }`,
  )
  sizes.set('page:walletconnect', chunkBytes(everything.build.files, everything.total).gzip - chunkBytes(withoutWc.build.files, withoutWc.total).gzip)
  return sizes
}

/**
 * What one module adds to the gzip bytes of the chunk that holds it, in that chunk's context (as a
 * browser gets it): the package built again with the module's code between two legal comments,
 * the chunk gzipped with and without that stretch.
 */
async function shareInChunk(path: string): Promise<number> {
  const [open, close] = ['/*! <share */', '/*! share> */']
  const options = buildOptions({ write: false, outdir: 'dist', logLevel: 'silent', legalComments: 'inline' })
  const mark: esbuild.Plugin = {
    name: 'mark-share',
    setup: (build) => build.onLoad({ filter: /\.ts$/ }, (args) => (args.path === `${root}${path}` ? { contents: `${open}\n${readFileSync(args.path, 'utf8')}\n${close}\n`, loader: 'ts' } : undefined)),
  }
  const result = await esbuild.build({ ...options, plugins: [...(options.plugins ?? []), mark] })
  const text = result.outputFiles!.map((f) => new TextDecoder().decode(f.contents)).find((t) => t.includes(open))
  if (!text) throw new Error(`${path} is in no chunk`)
  const gzip = (t: string) => gzipSync(t, { level: 9 }).length
  return gzip(text.replace(open, '').replace(close, '')) - gzip(text.slice(0, text.indexOf(open)) + text.slice(text.indexOf(close) + close.length))
}

/** `dist/chunks/ModalDialog-2GOW6XV7.js` → `ModalDialog`. */
function lazyName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/-[A-Z0-9]{8}\.js$/, '')
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--table')) {
  console.log(budgetMarkdown(readSizeBudget()))
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await measureSizes()
  const budget = readSizeBudget()
  const known = new Set(budget.rows.map((r) => r.id))
  for (const row of budget.rows) console.log(`${row.id.padEnd(24)} ${((sizes.get(row.id) ?? NaN) / 1024).toFixed(1).padStart(7)} KB  budget ${row.budgetKb.toFixed(1)}`)
  for (const [id, bytes] of sizes) if (!known.has(id)) console.log(`${id.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  (no budget row)`)
}
