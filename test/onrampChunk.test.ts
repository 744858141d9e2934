/**
 * Buy's epic is a chunk of its own, outside a button page's static graph (it loads when
 * Buy first opens: core/effects/index.ts `lazyEpic`); the Buy view loads with the dialog
 * chunk. The epic's size is measured here.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildHostPage, chunkBytes, reachableChunks, type HostBuild } from '../scripts/buildHostPage.ts'

let build: HostBuild

test.before(async () => {
  build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: new URL('../scripts', import.meta.url).pathname })
})

const chunkHolding = (suffix: string) => Object.keys(build.outputs).find((key) => Object.keys(build.outputs[key]!.inputs).some((input) => input.endsWith(suffix)))

test('size: the onramp epic is a lazy chunk, not in the static graph of a button page; under 3 KB gzip', () => {
  const chunk = chunkHolding('core/effects/onramp.ts')
  assert.ok(chunk, 'a chunk holds core/effects/onramp.ts')
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  assert.not.ok(initial.includes(chunk!), 'not loaded before the first interaction')
  assert.ok(total.includes(chunk!), 'reachable through a dynamic import')
  const bytes = chunkBytes(build.files, [chunk!])
  console.log(`onramp epic chunk: ${bytes.minified} B minified, ${bytes.gzip} B gzip`)
  assert.ok(bytes.gzip < 3072, `${bytes.gzip} B gzip`)
})

test("size: the Buy view loads with the dialog, not with the button page (as a chunk of its own its hooks split the page's up-front code into one more file)", () => {
  const view = chunkHolding('renderer-react/views/Buy.tsx')
  assert.ok(view)
  assert.not.ok(reachableChunks(build.outputs, build.entry).initial.includes(view!), 'not loaded before the first interaction')
  assert.is(view, chunkHolding('renderer-react/views/Swap.tsx'), 'in the dialog chunk')
  assert.is(chunkHolding('renderer-react/buyMessages.ts'), view, 'its English texts load with it')
})

test.run()
