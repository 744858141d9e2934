import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { DATA_DIR, generateRegistry } from './generate.ts'
import { queryWallets } from './registry.ts'

test('behavior: the committed data files are exactly what generate.ts produces (deterministic)', () => {
  const { wallets, images } = generateRegistry()
  assert.is(readFileSync(`${DATA_DIR}wallets.json`, 'utf8'), `${JSON.stringify(wallets, null, 1)}\n`, 'run: node --import tsx sandbox/wallet-api/generate.ts')
  assert.is(readFileSync(`${DATA_DIR}images.json`, 'utf8'), `${JSON.stringify(images, null, 1)}\n`)
  assert.equal(generateRegistry(), { wallets, images }, 'two runs agree')
})

test('behavior: every wallet image id has an SVG image', () => {
  const { wallets, images } = generateRegistry()
  assert.ok(wallets.length >= 300)
  for (const w of wallets) assert.match(images.wallet[w.image_id] ?? '', /^<svg /)
})

test('parameters: queryWallets orders by order and pages without overlap', () => {
  const { wallets } = generateRegistry()
  const shuffled = [...wallets].reverse()
  const page = queryWallets(shuffled, { page: 1, entries: 3 })
  assert.equal(page.data.map((w) => w.order), [1, 2, 3])
  assert.is(page.count, wallets.length)
})

test.run()
