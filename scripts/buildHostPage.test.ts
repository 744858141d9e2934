import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildHostPage, chunkBytes, importDepth, reachableChunks, type HostBuild } from './buildHostPage.ts'

/**
 * A fixture app: the entry statically imports `shared`; `view` (behind a dynamic import, like a
 * React.lazy view) statically imports `shared` and `viewDeps`, which `other` (also dynamic) shares.
 */
const SOURCES: Record<string, string> = {
  'shared.ts': `export const shared = () => 'MARK_SHARED'`,
  'viewDeps.ts': `export const viewDeps = () => 'MARK_VIEW_DEPS'`,
  'view.ts': `import { shared } from './shared.ts'; import { viewDeps } from './viewDeps.ts'; export const view = () => shared() + viewDeps() + 'MARK_VIEW'`,
  'other.ts': `import { viewDeps } from './viewDeps.ts'; export const other = () => viewDeps() + 'MARK_OTHER'`,
}
const ENTRY = `import { shared } from './shared.ts'
export const start = () => shared() + 'MARK_ENTRY'
export const open = () => import('./view.ts')
export const later = () => import('./other.ts')`

let dir: string
let build: HostBuild

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-host-page-'))
  for (const [name, source] of Object.entries(SOURCES)) writeFileSync(join(dir, name), source)
  build = await buildHostPage({ contents: ENTRY, resolveDir: dir, absWorkingDir: dir })
})

test.after(() => {
  rmSync(dir, { recursive: true, force: true })
})

const text = (keys: readonly string[]) => keys.map((key) => new TextDecoder().decode(build.files.get(key))).join('\n')

test('behavior: initial follows static imports only — a dynamically imported chunk and its own imports load later', () => {
  const { initial } = reachableChunks(build.outputs, build.entry)
  assert.is(initial[0], build.entry)
  const code = text(initial)
  assert.ok(code.includes('MARK_ENTRY') && code.includes('MARK_SHARED'), 'the entry and its static import are initial')
  for (const lazy of ['MARK_VIEW', 'MARK_VIEW_DEPS', 'MARK_OTHER']) assert.not.ok(code.includes(lazy), `${lazy} is not initial`)
})

test('behavior: total follows dynamic imports too, transitively, and reaches every emitted chunk of the fixture', () => {
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const code = text(total)
  for (const mark of ['MARK_ENTRY', 'MARK_SHARED', 'MARK_VIEW', 'MARK_VIEW_DEPS', 'MARK_OTHER']) assert.ok(code.includes(mark), mark)
  assert.ok(
    initial.every((key) => total.includes(key)),
    'initial ⊂ total',
  )
  assert.equal([...total].sort(), Object.keys(build.outputs).sort())
  assert.is(new Set(total).size, total.length, 'no chunk counted twice')
})

test('behavior: bytes gzip each file on its own and sum, as a browser fetching separate files', () => {
  const { total } = reachableChunks(build.outputs, build.entry)
  const bytes = chunkBytes(build.files, total)
  const files = total.map((key) => build.files.get(key)!)
  assert.is(bytes.files, total.length)
  assert.is(
    bytes.minified,
    files.reduce((sum, f) => sum + f.length, 0),
  )
  assert.is(
    bytes.gzip,
    files.reduce((sum, f) => sum + gzipSync(f, { level: 9 }).length, 0),
  )
})

test('behavior: importDepth counts fetch rounds of static imports — a chain is one round per link, a file found twice counts once, dynamic imports and externals not at all; modulepreload hints make it 1', () => {
  const output = (imports: { path: string; kind: 'import-statement' | 'dynamic-import'; external?: boolean }[]) => ({ imports, bytes: 0, inputs: {}, exports: [] })
  const outputs = {
    'entry.js': output([
      { path: 'a.js', kind: 'import-statement' },
      { path: 'c.js', kind: 'import-statement' },
      { path: 'lazy.js', kind: 'dynamic-import' },
      { path: 'react', kind: 'import-statement', external: true },
    ]),
    'a.js': output([{ path: 'b.js', kind: 'import-statement' }]),
    'b.js': output([{ path: 'c.js', kind: 'import-statement' }]),
    'c.js': output([]),
    'lazy.js': output([{ path: 'deep.js', kind: 'import-statement' }]),
    'deep.js': output([]),
  } as unknown as Parameters<typeof importDepth>[0]
  assert.is(importDepth(outputs, 'entry.js'), 3, 'entry, then a and c, then b (c was found in round 2)')
  assert.is(importDepth(outputs, 'entry.js', ['a.js', 'b.js', 'c.js']), 1)
  assert.is(importDepth(outputs, 'c.js'), 1)
  assert.is(importDepth(build.outputs, build.entry), 2, 'the fixture app: entry, then shared')
})

test.run()
