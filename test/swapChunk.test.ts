/**
 * The swap epic is a chunk of its own, outside a button page's static graph (it loads
 * when Swap first opens: core/effects/index.ts `lazyEpic`); its size is measured here, and
 * test/e2e/lazy.test.ts guards that a button page fetches no such chunk before the first click.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildHostPage, chunkBytes, reachableChunks, type HostBuild } from '../scripts/buildHostPage.ts'

let build: HostBuild

test.before(async () => {
  build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: new URL('../scripts', import.meta.url).pathname })
})

const chunkHolding = (suffix: string) => Object.keys(build.outputs).find((key) => Object.keys(build.outputs[key]!.inputs).some((input) => input.endsWith(suffix)))

test('size: the swap epic is a lazy chunk, not in the static graph of a button page; under 4 KB gzip', () => {
  const swapChunk = chunkHolding('core/effects/swap.ts')
  assert.ok(swapChunk, 'a chunk holds core/effects/swap.ts')
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  assert.not.ok(initial.includes(swapChunk!), 'not loaded before the first interaction')
  assert.ok(total.includes(swapChunk!), 'reachable through a dynamic import')
  const bytes = chunkBytes(build.files, [swapChunk!])
  console.log(`swap epic chunk: ${bytes.minified} B minified, ${bytes.gzip} B gzip`)
  assert.ok(bytes.gzip < 4096, `${bytes.gzip} B gzip`)
})

test('size: the Swap views ride in the dialog chunk (fetched at the first open), not in the button page', () => {
  const views = chunkHolding('renderer-react/views/Swap.tsx')
  assert.ok(views)
  assert.not.ok(reachableChunks(build.outputs, build.entry).initial.includes(views!))
})

test.run()
