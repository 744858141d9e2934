/**
 * A host page built the way a host's bundler would ship it: code-split ESM (esbuild `splitting`),
 * minified, production, for the browser. The bench reads the chunk graph from the metafile to tell
 * what loads before the first click (the entry and its static imports) from what loads later
 * (chunks behind a dynamic `import()`, e.g. React.lazy views).
 */
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { buildOptions } from './build.ts'
import { minifyCssPlugin } from './minifyCss.ts'
import { walletConnectSlimPlugin } from './walletConnectSlim.ts'

const root = new URL('..', import.meta.url).pathname
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*']
const ENTRY_ID = 'latch-host-page'
const REACT_ID = 'latch-host-react'
/** A module of React's own packages (what "beyond React" leaves out). */
export const REACT_INPUT = /node_modules\/(react|react-dom|scheduler)\//

export type HostBuild = {
  /** The entry chunk, as a metafile output key (relative to `absWorkingDir`). */
  entry: string
  /** The output directory, as a prefix of the metafile output keys (ends with `/`). */
  outdir: string
  outputs: esbuild.Metafile['outputs']
  /** Every emitted file's bytes, by metafile output key. */
  files: Map<string, Uint8Array>
  /** With `separateReact`: the chunks holding only React's own code (no Latch byte in them). */
  reactChunks: Set<string>
}

/**
 * Bundles a page whose source is `contents` (TSX, imports resolved from `resolveDir`), code-split,
 * in memory. React and react-dom stay external unless `bundleReact` (a page served to a browser).
 *
 * @example
 * const build = await buildHostPage({ contents: `import './page.tsx'`, resolveDir: root, bundleReact: true })
 * const { initial, total } = reachableChunks(build.outputs, build.entry)
 */
export async function buildHostPage(options: {
  contents: string
  resolveDir: string
  bundleReact?: boolean
  /**
   * With `bundleReact`: React's code goes into chunks of its own (a second entry shares it), so a
   * measure can leave exactly React out of what the page fetches.
   */
  separateReact?: boolean
  absWorkingDir?: string
}): Promise<HostBuild> {
  const absWorkingDir = options.absWorkingDir ?? root
  const outdir = 'latch-host-out'
  // The package's own build settings (ESM, es2022, minified, production, rxjs's ES2015 build),
  // for one page instead of the package's entries.
  const result = await esbuild.build({
    ...buildOptions(),
    absWorkingDir,
    entryPoints: options.separateReact ? { page: ENTRY_ID, react: REACT_ID } : { page: ENTRY_ID },
    plugins: [
      // A host bundles universal-provider itself: with the package's cut of its weight.
      walletConnectSlimPlugin(root),
      // The package's style sheets as it ships them (scripts/minifyCss.ts).
      minifyCssPlugin(),
      {
        name: 'latch-host-page',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^(${ENTRY_ID}|${REACT_ID})$`) }, (args) => ({ path: args.path, namespace: 'latch-host' }))
          build.onLoad({ filter: /.*/, namespace: 'latch-host' }, (args) => ({
            contents:
              args.path === REACT_ID ? `export * as a from 'react'; export * as b from 'react/jsx-runtime'; export * as c from 'react-dom'; export * as d from 'react-dom/client'` : options.contents,
            loader: 'tsx',
            resolveDir: options.resolveDir,
          }))
        },
      },
    ],
    write: false,
    metafile: true,
    outdir,
    entryNames: '[name]',
    jsx: 'automatic',
    // A host bundles viem and Solana itself: only React may stay outside the page.
    external: options.bundleReact ? [] : REACT,
    logLevel: 'silent',
  })
  const outputs = result.metafile!.outputs
  const entry = Object.keys(outputs).find((key) => outputs[key]!.entryPoint?.endsWith(ENTRY_ID))
  if (!entry) throw new Error('esbuild emitted no entry chunk for the host page')
  const prefix = `${absWorkingDir.replace(/\/$/, '')}/`
  const files = new Map(result.outputFiles!.map((file) => [file.path.slice(prefix.length), file.contents]))
  const reactEntry = Object.keys(outputs).find((key) => outputs[key]!.entryPoint?.endsWith(REACT_ID))
  const reactChunks = new Set(
    Object.keys(outputs).filter((key) => {
      const inputs = Object.keys(outputs[key]!.inputs)
      return key !== reactEntry && key.endsWith('.js') && inputs.length > 0 && inputs.every((input) => REACT_INPUT.test(input))
    }),
  )
  return { entry, outdir: `${outdir}/`, outputs, files, reactChunks: options.separateReact ? reactChunks : new Set() }
}

/**
 * The chunks a browser loads for `entry`: `initial` follows static imports only (transitively) —
 * what loads before any dynamic `import()` runs; `total` follows dynamic imports too. Both start
 * with `entry`; external imports (React) are not chunks and are skipped.
 *
 * @example
 * const { initial, total } = reachableChunks(build.outputs, build.entry)
 */
export function reachableChunks(outputs: esbuild.Metafile['outputs'], entry: string): { initial: string[]; total: string[] } {
  const walk = (followDynamic: boolean): string[] => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      const output = outputs[file]
      if (!output) throw new Error(`${file} is not an output of this build`)
      seen.add(file)
      for (const imported of output.imports) {
        if (imported.external) continue
        if (imported.kind === 'import-statement' || (followDynamic && imported.kind === 'dynamic-import')) visit(imported.path)
      }
    }
    visit(entry)
    return [...seen]
  }
  return { initial: walk(false), total: walk(true) }
}

/** English's catalogue module: the language of a page's first open unless another is asked for. */
const ENGLISH = 'renderer-react/locales/en.ts'

/**
 * The modules a page's first open loads behind dynamic imports ("modal with eip155"):
 * the modal's core, the dialog, and the effects the open starts (the wallet list, the asset
 * images, the project's config, origin check and analytics) with the service clients they call.
 * test/e2e/lazy.test.ts holds this list to what Chromium fetches by a first open.
 */
export const FIRST_OPEN_MODULES: readonly string[] = [
  'core/engine.ts',
  'renderer-react/components/ModalDialog.tsx',
  // English, the page's language: a catalogue chunk fetched beside the dialog (locales/registry.ts).
  ENGLISH,
  'core/effects/walletList.ts',
  'core/effects/assetImages.ts',
  'core/effects/projectEpics.ts',
  'core/clients/openClients.ts',
  // Tab sync listens from the start (core/effects/index.ts). The legal consent and a pending
  // payment are looked for at the first open only with their flag on: not on this page.
  'core/effects/tabSync.ts',
]

/**
 * The chunks a page has fetched once its modal has first opened (disconnected, in `language`:
 * English by default): its static graph and each first-open module's chunk with that chunk's
 * static imports. A page in another language fetches its catalogue (as its provider mounts)
 * instead of English's. A feature's chunk loaded at its first use later (Swap, Buy, sign-in, a QR
 * code) is not in it.
 *
 * @example
 * chunkBytes(build.files, firstOpenChunks(build.outputs, build.entry)).gzip
 * chunkBytes(build.files, firstOpenChunks(build.outputs, build.entry, 'ar')).gzip // the largest catalogue
 */
export function firstOpenChunks(outputs: esbuild.Metafile['outputs'], entry: string, language = 'en'): string[] {
  const { initial, total } = reachableChunks(outputs, entry)
  const chunks = new Set(initial)
  const modules = FIRST_OPEN_MODULES.map((module) => (module === ENGLISH ? `renderer-react/locales/${language}.ts` : module))
  for (const file of total) {
    if (!modules.some((module) => outputs[file]!.entryPoint?.endsWith(module))) continue
    for (const imported of reachableChunks(outputs, file).initial) chunks.add(imported)
  }
  return [...chunks]
}

/**
 * The load waterfall: how many fetches in a row a browser makes before every file of
 * the initial graph is in — the HTML's module tag fetches `entry` (round 1), and a module's static
 * imports are fetched once it has arrived and been parsed (the next round; a file imported by two
 * is fetched when the first finds it). `preloaded` files are fetched in round 1 with the entry
 * (`<link rel="modulepreload">` hints in the HTML). External imports (a CDN's React) are not counted.
 *
 * @example
 * importDepth(build.outputs, build.entry) // 2: the entry, then the core and hooks chunks it imports
 * importDepth(build.outputs, build.entry, reachableChunks(build.outputs, build.entry).initial) // 1
 */
export function importDepth(outputs: esbuild.Metafile['outputs'], entry: string, preloaded: readonly string[] = []): number {
  const round = new Map<string, number>([[entry, 1], ...preloaded.map((file) => [file, 1] as const)])
  let frontier = [...round.keys()]
  while (frontier.length > 0) {
    const next: string[] = []
    for (const file of frontier) {
      for (const imported of outputs[file]?.imports ?? []) {
        if (imported.external || imported.kind !== 'import-statement' || round.has(imported.path)) continue
        round.set(imported.path, round.get(file)! + 1)
        next.push(imported.path)
      }
    }
    frontier = next
  }
  return Math.max(...round.values())
}

/**
 * A page's chunks with one language's catalogue: the catalogues are alternatives — a
 * page loads its language's, or none in English — so a page's total counts only the largest.
 *
 * @example
 * chunkBytes(build.files, oneLanguage(build.outputs, build.files, reachableChunks(build.outputs, build.entry).total))
 */
export function oneLanguage(outputs: esbuild.Metafile['outputs'], files: Map<string, Uint8Array>, chunks: string[]): string[] {
  const catalogues = chunks.filter((file) => CATALOGUE_ENTRY.test(outputs[file]?.entryPoint ?? ''))
  const largest = catalogues.sort((a, b) => chunkBytes(files, [b]).gzip - chunkBytes(files, [a]).gzip)[0]
  return chunks.filter((file) => !catalogues.includes(file) || file === largest)
}

/** The modules of the locale catalogues (renderer-react/locales/registry.ts imports each lazily). */
const CATALOGUE_ENTRY = /renderer-react\/locales\/[a-z]{2,3}\.ts$/

export type Bytes = { minified: number; gzip: number; files: number }

/**
 * Minified and gzip (-9) bytes of `keys`, each file compressed on its own and summed, as a browser
 * fetches separate files.
 *
 * @example
 * const { gzip } = chunkBytes(build.files, reachableChunks(build.outputs, build.entry).initial)
 */
export function chunkBytes(files: Map<string, Uint8Array>, keys: readonly string[]): Bytes {
  let minified = 0
  let gzip = 0
  for (const key of keys) {
    const contents = files.get(key)
    if (!contents) throw new Error(`no emitted file ${key}`)
    minified += contents.length
    gzip += gzipSync(contents, { level: 9 }).length
  }
  return { minified, gzip, files: keys.length }
}
