/**
 * Size with two adapters, as deterministic byte facts (timings are the bench's): a host
 * configured with eip155 and solana loads @solana/web3.js only behind a dynamic import.
 */
import * as esbuild from 'esbuild'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildOptions, ENTRIES } from './build.ts'
import { buildHostPage, importDepth, reachableChunks } from './buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname
const WEB3 = /node_modules\/@solana\/web3\.js\//
/** viem and the hashing/ABI packages only viem brings. */
const VIEM = /node_modules\/(viem|ox|abitype|@noble\/hashes|@noble\/curves)\//

test('behavior: the published latch/solana entry imports @solana/web3.js only dynamically (a host bundler splits it off)', async () => {
  const result = await esbuild.build(buildOptions({ write: false, logLevel: 'silent' }))
  const outputs = result.metafile!.outputs
  const entry = Object.keys(outputs).find((key) => outputs[key]!.entryPoint === ENTRIES.solana)!
  const { initial, total } = reachableChunks(outputs, entry)
  const web3Imports = (files: string[], kind: string) => files.flatMap((file) => outputs[file]!.imports.filter((i) => i.external && i.path === '@solana/web3.js' && i.kind === kind))
  assert.is(web3Imports(initial, 'import-statement').length, 0, 'no static import of web3.js in the entry or its static chunks')
  assert.ok(web3Imports(total, 'dynamic-import').length > 0, 'web3.js is still reachable for transfers')
  // The build loads the optional peer through importPeer (a missing package is a named error), so
  // even the lazy node chunk reaches web3.js by a dynamic import.
  assert.is(web3Imports(total, 'import-statement').length, 0, 'no static import of web3.js anywhere')
})

test('behavior: a host page with eip155 and solana adapters has no @solana/web3.js code in its initial chunks', async () => {
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'
import { ModalProvider, ConnectButton } from './renderer-react/index.ts'
import { eip155Adapter } from './adapters/eip155/index.ts'
import { solanaAdapter } from './adapters/solana/index.ts'
export const modal = createModal({ projectId: 'host', networks: [], adapters: [eip155Adapter(), solanaAdapter()] })
export { ModalProvider, ConnectButton }`,
    resolveDir: root,
  })
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const inputs = (files: string[]) => files.flatMap((file) => Object.keys(build.outputs[file]!.inputs))
  assert.equal(
    inputs(initial).filter((input) => WEB3.test(input)),
    [],
    'web3.js is not initial',
  )
  assert.ok(
    inputs(total).some((input) => WEB3.test(input)),
    'web3.js is in a lazy chunk',
  )
})

test('behavior: a host page with the eip155 adapter has no viem code in its initial chunks (discovery and connect need none)', async () => {
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'
import { ModalProvider, ConnectButton } from './renderer-react/index.ts'
import { eip155Adapter } from './adapters/eip155/index.ts'
export const modal = createModal({ projectId: 'host', networks: [], adapters: [eip155Adapter()] })
export { ModalProvider, ConnectButton }`,
    resolveDir: root,
  })
  const { initial } = reachableChunks(build.outputs, build.entry)
  const inputs = initial.flatMap((file) => Object.keys(build.outputs[file]!.inputs))
  assert.ok(
    inputs.some((input) => input.endsWith('adapters/eip155/eip155Adapter.ts')),
    'the adapter itself is initial',
  )
  assert.equal(
    inputs.filter((input) => VIEM.test(input)),
    [],
    'no viem, ox or @noble code is initial',
  )
})

test('behavior: the published latch/eip155 entry imports viem nowhere (types only)', async () => {
  const result = await esbuild.build(buildOptions({ write: false, logLevel: 'silent' }))
  const outputs = result.metafile!.outputs
  const entry = Object.keys(outputs).find((key) => outputs[key]!.entryPoint === ENTRIES.eip155)!
  const { total } = reachableChunks(outputs, entry)
  const viemImports = total.flatMap((file) => outputs[file]!.imports.filter((i) => i.external && /^viem(\/|$)/.test(i.path)))
  assert.equal(viemImports, [])
})

test("behavior: a button page loads only the buttons' strings up front; the message catalogue comes with the dialog", async () => {
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'
import { ModalProvider, ConnectButton } from './renderer-react/index.ts'
export { createModal, ModalProvider, ConnectButton }`,
    resolveDir: root,
  })
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const inputs = (files: string[]) => files.flatMap((file) => Object.keys(build.outputs[file]!.inputs))
  assert.ok(inputs(initial).includes('renderer-react/buttonMessages.ts'), "the buttons' strings are initial")
  assert.not.ok(inputs(initial).includes('renderer-react/locales/en.ts'), 'the catalogue is not initial')
  assert.ok(inputs(total).includes('renderer-react/locales/en.ts'), 'the catalogue is in a lazy chunk')
})

test('behavior: a host page with the solana adapter discovers wallets up front and loads connect, sign and transfer code lazily', async () => {
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'
import { solanaAdapter } from './adapters/solana/index.ts'
export const modal = createModal({ projectId: 'host', networks: [], adapters: [solanaAdapter()] })`,
    resolveDir: root,
  })
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const inputs = (files: string[]) => files.flatMap((file) => Object.keys(build.outputs[file]!.inputs))
  for (const discovery of ['adapters/solana/watchStandardWallets.ts', 'adapters/solana/walletStandardConnector.ts']) assert.ok(inputs(initial).includes(discovery), discovery)
  for (const action of ['adapters/solana/solanaActions.ts', 'adapters/solana/walletStandardCalls.ts', 'adapters/solana/toWalletError.ts']) {
    assert.not.ok(inputs(initial).includes(action), `${action} is not initial`)
    assert.ok(inputs(total).includes(action), `${action} is in a lazy chunk`)
  }
})

test('behavior: a button page loads its code up front in at most 3 files — the page, the hooks it shares with the dialog and one core chunk (chunk grouping; 15 before)', async () => {
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'
import { ModalProvider, ConnectButton } from './renderer-react/index.ts'
export { createModal, ModalProvider, ConnectButton }`,
    resolveDir: root,
  })
  const { initial } = reachableChunks(build.outputs, build.entry)
  assert.ok(initial.length <= 3, `${initial.length} files: ${initial.join(' ')}`)
  const core = initial.filter((file) => Object.keys(build.outputs[file]!.inputs).some((input) => input.startsWith('core/')))
  assert.is(core.length, 1, `the core is in one chunk, not in ${core.join(' ')}`)
})

test("behavior: load waterfall — a button page's initial JS is at most 2 rounds of static imports deep (the entry, then the chunks it imports), 1 with modulepreload hints", async () => {
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'
import { ModalProvider, ConnectButton } from './renderer-react/index.ts'
export { createModal, ModalProvider, ConnectButton }`,
    resolveDir: root,
  })
  assert.ok(importDepth(build.outputs, build.entry) <= 2, `${importDepth(build.outputs, build.entry)} rounds`)
  assert.is(importDepth(build.outputs, build.entry, reachableChunks(build.outputs, build.entry).initial), 1)
})

test.run()
