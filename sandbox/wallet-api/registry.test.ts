import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { DATA_DIR, generateRegistry } from './generate.ts'
import fc from 'fast-check'
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

test('behavior: a realistic registry: several hundred wallets on eip155 and on solana (paging, search and de-duplication are real)', () => {
  const { wallets } = generateRegistry()
  const on = (namespace: string) => wallets.filter((w) => (w.chains ?? []).some((c) => c.startsWith(`${namespace}:`))).length
  assert.ok(on('eip155') >= 500, `${on('eip155')} on eip155`)
  assert.ok(on('solana') >= 200, `${on('solana')} on solana`)
})

test('parameters: queryWallets orders by order and pages without overlap', () => {
  const { wallets } = generateRegistry()
  const shuffled = [...wallets].reverse()
  const page = queryWallets(shuffled, { page: 1, entries: 3 })
  assert.equal(
    page.data.map((w) => w.order),
    [1, 2, 3],
  )
  assert.is(page.count, wallets.length)
})

test('behavior: for any filters and page size, the pages partition the matches and count is stable (property)', () => {
  const { wallets } = generateRegistry()
  const ids = wallets.map((w) => w.id)
  const chains = [...new Set(wallets.flatMap((w) => w.chains))]
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 120 }),
      fc.option(fc.constantFrom('wallet', 'meta', 'a', 'ZZ', 'vault'), { nil: undefined }),
      fc.option(fc.constantFrom<'none' | 'certified'>('none', 'certified'), { nil: undefined }),
      fc.option(fc.subarray(ids, { maxLength: 30 }), { nil: undefined }),
      fc.subarray(ids, { maxLength: 30 }),
      fc.option(fc.subarray(chains, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      (entries, search, badge, include, exclude, chainFilter) => {
        const query = { entries, search, badge, include, exclude, chains: chainFilter }
        const first = queryWallets(wallets, { ...query, page: 1 })
        const seen: string[] = []
        for (let page = 1; page <= Math.ceil(first.count / entries) + 1; page++) {
          const result = queryWallets(wallets, { ...query, page })
          if (result.count !== first.count) return false
          if (result.data.length > entries) return false
          seen.push(...result.data.map((w) => w.id))
        }
        if (seen.length !== first.count || new Set(seen).size !== seen.length) return false
        const matches = (w: (typeof wallets)[number]) =>
          !exclude.includes(w.id) &&
          (!include?.length || include.includes(w.id)) &&
          (!chainFilter || w.chains.some((c) => chainFilter.includes(c))) &&
          (badge !== 'certified' || w.badge_type === 'certified') &&
          (!search || w.name.toLowerCase().includes(search.toLowerCase()))
        const expected = wallets
          .filter(matches)
          .map((w) => w.id)
          .sort()
        return JSON.stringify([...seen].sort()) === JSON.stringify(expected)
      },
    ),
    { numRuns: 150 },
  )
})

test.run()
