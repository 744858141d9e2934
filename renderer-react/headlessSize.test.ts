/**
 * What own UI costs a page, as deterministic byte facts (scripts/buildHostPage.ts builds host pages
 * with the package's own esbuild settings; each file gzipped on its own): the headless hooks and
 * the WalletButton add at most 2 KB gzip to a button page's first load — their code (the connect
 * list, the flows, the button's flow: core/headless/ownUi.ts) is a lazy chunk loaded beside the
 * core — and a page that never uses them carries none of it, nor fetches it later.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildHostPage, chunkBytes, reachableChunks, type HostBuild } from '../scripts/buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname
/** The own-UI code, which only its lazy chunk may hold. */
const OWN_UI_CODE = ['core/headless/ownUi.ts', 'core/headless/wallets.ts', 'core/headless/connect.ts', 'core/headless/walletButton.ts']
const OWN_UI_UP_FRONT = ['renderer-react/hooks/useWallets.ts', 'renderer-react/hooks/useConnect.ts', 'renderer-react/hooks/useWalletConnectUri.ts', 'renderer-react/components/WalletButton.tsx']

async function page(names: string[]): Promise<{ build: HostBuild; initial: string[]; total: string[]; bytes: number; inputs: (files: string[]) => string[] }> {
  const all = ['ModalProvider', 'ConnectButton', ...names]
  const build = await buildHostPage({
    contents: `import { createModal } from './core/index.ts'\nimport { ${all.join(', ')} } from './renderer-react/index.ts'\nexport { createModal, ${all.join(', ')} }`,
    resolveDir: root,
  })
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  return { build, initial, total, bytes: chunkBytes(build.files, initial).gzip, inputs: (files) => files.flatMap((file) => Object.keys(build.outputs[file]!.inputs)) }
}

const buttons = await page([])
const ownUi = await page(['useWallets', 'useConnect', 'useWalletConnectUri', 'WalletButton'])

test('size: useWallets, useConnect, useWalletConnectUri and WalletButton add at most 2 KB gzip to a button page’s first load (the own-UI code is a lazy chunk)', () => {
  const added = ownUi.bytes - buttons.bytes
  assert.ok(added <= 2 * 1024, `the hooks and WalletButton add ${(added / 1024).toFixed(2)} KB gzip up front (goal ≤ 2 KB)`)
  for (const file of OWN_UI_UP_FRONT) assert.ok(ownUi.inputs(ownUi.initial).includes(file), `${file} is up front (the hooks render before the core loads)`)
})

test('behavior: the own-UI code (list, flows, the WalletButton’s flow) is never in a page’s first load, and is in a lazy chunk of a page that uses the hooks', () => {
  const initial = ownUi.inputs(ownUi.initial)
  for (const file of OWN_UI_CODE) assert.not.ok(initial.includes(file), `${file} is not up front`)
  const lazy = ownUi.inputs(ownUi.total)
  for (const file of OWN_UI_CODE) assert.ok(lazy.includes(file), `${file} is in a lazy chunk`)
  assert.ok(ownUi.initial.length <= 3, `a page with the hooks still loads ${ownUi.initial.length} files up front (the page, the hooks, the core's light part): ${ownUi.initial.join(' ')}`)
})

test('behavior: a page that never uses the hooks or the WalletButton carries none of their code, up front or lazily', () => {
  const everything = buttons.inputs(buttons.total)
  for (const file of [...OWN_UI_CODE, ...OWN_UI_UP_FRONT]) assert.not.ok(everything.includes(file), `${file} is not in the button page at all`)
})

test.run()
