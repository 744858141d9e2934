/**
 * `npm run bench`: replay throughput and heap, the bytes each entry point costs a host (minified
 * and gzip, shared chunks included), and RPC throughput through batching when that bench exists.
 * Figures are printed and written to test-artifacts/bench.json; nothing here asserts timings.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildOptions, ENTRIES } from './build.ts'
import { generateLog } from './benchLog.ts'

const root = new URL('..', import.meta.url).pathname
const gc = (globalThis as { gc?: () => void }).gc
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The core exactly as it ships (minified, production Immer), bundled for Node. */
async function shippedCore(): Promise<typeof import('../core/index.ts')> {
  const outfile = join(tmpdir(), `latch-bench-${process.pid}.mjs`)
  await esbuild.build({ ...buildOptions(), entryPoints: [`${root}core/index.ts`], splitting: false, outdir: undefined, outfile, platform: 'node', external: [] })
  return import(pathToFileURL(outfile).href)
}

async function benchReplay(count: number) {
  const { replay } = await shippedCore()
  const log = generateLog(count)
  replay(log.slice(0, 5_000)) // warm-up: JIT
  gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const { states } = replay(log)
  const ms = performance.now() - started
  const heapAfter = process.memoryUsage().heapUsed
  return {
    events: count,
    ms: Math.round(ms),
    eventsPerSecond: Math.round(count / (ms / 1000)),
    heapForStates: heapAfter - heapBefore,
    statesKept: states.length,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  }
}

async function benchBytes() {
  const result = await esbuild.build(buildOptions({ write: false, outdir: 'dist' }))
  const files = new Map(result.outputFiles!.map((f) => [f.path.slice(root.length), f.contents]))
  const outputs = result.metafile!.outputs
  const rows: Record<string, { minified: number; gzip: number; files: number }> = {}
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const start = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === entry)!
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      outputs[file]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).forEach((i) => visit(i.path))
    }
    visit(start)
    const contents = [...seen].map((f) => files.get(f)!)
    const joined = Buffer.concat(contents.map((c) => Buffer.from(c)))
    rows[name] = { minified: joined.length, gzip: gzipSync(joined, { level: 9 }).length, files: seen.size }
  }
  return rows
}

/**
 * What a host page loads beyond React (react and react-dom external), as issue 5 measures it:
 * the button page (ModalProvider + ConnectButton + createModal) and the modal with the eip155
 * adapter (viem's used parts included).
 */
async function benchHostBytes() {
  const pages: Record<string, string> = {
    'host: button + modal': `import { createModal } from './core/index.ts'; import { ModalProvider, ConnectButton } from './renderer-react/index.ts'; export { createModal, ModalProvider, ConnectButton }`,
    'host: + eip155 adapter': `import { createModal } from './core/index.ts'; import { ModalProvider, ConnectButton } from './renderer-react/index.ts'; import { eip155Adapter } from './adapters/eip155/index.ts'; export { createModal, ModalProvider, ConnectButton, eip155Adapter }`,
  }
  const rows: Record<string, { minified: number; gzip: number }> = {}
  for (const [name, contents] of Object.entries(pages)) {
    const result = await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      conditions: ['es2015'],
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const code = Buffer.from(result.outputFiles[0]!.contents)
    rows[name] = { minified: code.length, gzip: gzipSync(code, { level: 9 }).length }
  }
  return rows
}

async function benchRpcIfPresent() {
  const path = `${root}scripts/bench-rpc.ts`
  if (!existsSync(path)) return undefined
  const { benchRpc } = (await import(path)) as { benchRpc: () => Promise<unknown> }
  return benchRpc()
}

const replayResult = await benchReplay(100_000)
console.log(`replay: ${replayResult.events.toLocaleString('en-US')} events in ${replayResult.ms} ms → ${replayResult.eventsPerSecond.toLocaleString('en-US')} events/s`)
console.log(`replay heap: ${mb(replayResult.heapForStates)} holding all ${replayResult.statesKept.toLocaleString('en-US')} states; peak RSS ${mb(replayResult.maxRssBytes)}`)
const bytes = await benchBytes()
for (const [name, row] of Object.entries(bytes)) {
  console.log(`bytes ${name.padEnd(14)} ${kb(row.minified).padStart(9)} minified  ${kb(row.gzip).padStart(8)} gzip  (${row.files} files)`)
}
const hostBytes = await benchHostBytes()
for (const [name, row] of Object.entries(hostBytes)) {
  console.log(`bytes ${name.padEnd(24)} ${kb(row.minified).padStart(9)} minified  ${kb(row.gzip).padStart(8)} gzip  (beyond React; all chunks)`)
}
const rpc = await benchRpcIfPresent()
if (rpc) console.log(`rpc: ${JSON.stringify(rpc)}`)
mkdirSync(`${root}test-artifacts`, { recursive: true })
writeFileSync(`${root}test-artifacts/bench.json`, JSON.stringify({ replay: replayResult, bytes, hostBytes, rpc }, null, 2))
