import { readFileSync } from 'node:fs'
import * as esbuild from 'esbuild'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildOptions, ENTRIES } from './build.ts'

const result = await esbuild.build(buildOptions({ write: false }))
const outputs = result.metafile!.outputs

/** Every input bundled into an entry, following its static chunk imports. */
function inputsOf(entryName: string): string[] {
  const start = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === ENTRIES[entryName as keyof typeof ENTRIES])!
  const seen = new Set<string>()
  const inputs = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    Object.keys(outputs[file]!.inputs).forEach((i) => {
      inputs.add(i)
    })
    outputs[file]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).forEach((i) => {
      visit(i.path)
    })
  }
  visit(start)
  return [...inputs]
}

test('behavior: the build emits every entry point as ESM (package.json exports)', () => {
  for (const entry of Object.values(ENTRIES)) {
    assert.ok(
      Object.values(outputs).some((o) => o.entryPoint === entry),
      entry,
    )
  }
  assert.is(result.errors.length, 0)
})

test('behavior: ARCHITECTURE — the core entries never bundle React, viem or Solana', () => {
  for (const entry of ['latch', 'core'] as const) {
    const forbidden = inputsOf(entry).filter((i) => /node_modules\/(react|react-dom|viem|@solana|@walletconnect)\//.test(i))
    assert.equal(forbidden, [], entry)
  }
  const core = inputsOf('core')
  assert.ok(
    core.some((i) => i.includes('node_modules/rxjs/')),
    'rxjs is bundled into the core',
  )
})

test('behavior: no file of dist/ (entry or lazy chunk) bundles Immer: the reducers copy on write themselves (core/reducers/copyOnWrite.ts)', () => {
  const withImmer = Object.keys(outputs).filter((file) => Object.keys(outputs[file]!.inputs).some((i) => i.includes('node_modules/immer/')))
  assert.equal(withImmer, [])
  assert.ok(
    Object.keys(outputs).some((file) => Object.keys(outputs[file]!.inputs).includes('core/reducers/copyOnWrite.ts')),
    "the check looks at the reducers' chunk",
  )
})

test("behavior: the latch entry (what a page loads before the first interaction) holds no reducer, store, event catalogue or Immer: the modal's core is a lazy chunk", () => {
  const inputs = inputsOf('latch')
  const heavy = inputs.filter((i) => /node_modules\/immer\/|core\/(store|step|replay|engine)\.ts$|core\/reducers\/(index|apply|slices)\.ts$|core\/events\/(index|kinds|log)\.ts$/.test(i))
  assert.equal(heavy, [])
  assert.ok(inputs.includes('core/deferredModal.ts'), 'the deferred modal is what createModal returns before the core loads')
})

test('behavior: React, viem and Solana stay external imports of the entries that use them', () => {
  const reactInputs = inputsOf('react')
  assert.not.ok(
    reactInputs.some((i) => i.includes('node_modules/react/')),
    'react is external',
  )
})

test('behavior: latch/siwx imports viem only dynamically (at the first EVM verification), never statically', () => {
  const start = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === ENTRIES.siwx)!
  const seen = new Set<string>()
  const staticExternal: string[] = []
  let dynamicViem = false
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const i of outputs[file]!.imports) {
      if (i.external && i.kind === 'import-statement') staticExternal.push(i.path)
      if (i.external && i.kind === 'dynamic-import' && i.path === 'viem') dynamicViem = true
      if (!i.external && i.kind === 'import-statement') visit(i.path)
    }
  }
  visit(start)
  assert.equal(staticExternal, [], 'no peer is imported when latch/siwx loads')
  assert.ok(dynamicViem, 'viem is imported dynamically')
})

test('behavior: dist imports only peer dependencies; what it inlines is a devDependency only; optional peers are marked', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>
    peerDependencies: Record<string, string>
    peerDependenciesMeta: Record<string, { optional?: boolean }>
    devDependencies: Record<string, string>
    sideEffects: string[]
  }
  assert.is(pkg.dependencies, undefined, 'no runtime dependencies: everything else is inlined')
  const packageOf = (path: string) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!)
  const imported = new Set(Object.values(outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => packageOf(i.path))))
  for (const name of imported) assert.ok(pkg.peerDependencies[name], `${name} is imported by dist, so it is a peer`)
  for (const name of Object.keys(pkg.peerDependencies)) assert.ok(pkg.devDependencies[name], `${name} is also a devDependency of the repository`)
  assert.equal(
    Object.keys(pkg.peerDependenciesMeta)
      .filter((n) => pkg.peerDependenciesMeta[n]!.optional)
      .sort(),
    ['@solana/wallet-adapter-base', '@solana/web3.js', '@tanstack/react-query', '@wagmi/core', '@walletconnect/universal-provider', 'wagmi'],
  )
  assert.match(pkg.peerDependencies.react!, '^18.2.0')
  // dist has no import-time side effects (bundlers may drop an unused entry); the repository's own
  // pages (scripts/, sandbox/, test/) do, and esbuild reads this field for them too.
  assert.equal(
    pkg.sideEffects.filter((glob) => glob.includes('dist')),
    [],
    'nothing shipped is marked as having side effects',
  )
})

test.run()
