/**
 * The size budget: gzip bytes of every published entry, every lazy chunk of dist/ and the host
 * pages stay within scripts/sizeBudget.json, and docs/performance.md shows exactly that table. Sizes are deterministic (the package's own esbuild settings, each
 * file gzipped on its own): a change that grows one beyond its budget fails here, and a new entry or
 * lazy chunk needs its own row. `npx tsx scripts/sizeBudget.ts` prints the figures next to the
 * budgets, `--table` docs/performance.md's table for the JSON.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { budgetMarkdown, measureSizes, readSizeBudget } from '../scripts/sizeBudget.ts'

const root = new URL('..', import.meta.url).pathname
const budget = readSizeBudget()
const sizes = await measureSizes()
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

test('size: every published entry, every lazy chunk and every measured host page is within its budget (KB gzip)', () => {
  const over = budget.rows
    .filter((row) => (sizes.get(row.id) ?? Infinity) > row.budgetKb * 1024)
    .map((row) => `${row.id}: ${sizes.has(row.id) ? kb(sizes.get(row.id)!) : 'not measured'} > budget ${row.budgetKb} KB`)
  assert.equal(over, [], over.join('\n'))
})

test('size: every entry and lazy chunk the build emits has a budget row (a new one needs its own)', () => {
  const rows = new Set(budget.rows.map((row) => row.id))
  const missing = [...sizes.keys()].filter((id) => !rows.has(id)).map((id) => `${id} (${kb(sizes.get(id)!)})`)
  assert.equal(missing, [], `add rows to scripts/sizeBudget.json for: ${missing.join(', ')}`)
})

test('size: a budget never exceeds its goal, when the goal is met', () => {
  const loose = budget.rows.filter((row) => row.goalKb !== undefined && (sizes.get(row.id) ?? Infinity) <= row.goalKb * 1024 && row.budgetKb > row.goalKb)
  assert.equal(
    loose.map((row) => row.id),
    [],
  )
})

test('behavior: docs/performance.md shows the budget table of scripts/sizeBudget.json', () => {
  const page = readFileSync(`${root}docs/performance.md`, 'utf8')
  assert.ok(page.includes(budgetMarkdown(budget)), 'docs/performance.md "Size budget" table differs from scripts/sizeBudget.json: paste `npx tsx scripts/sizeBudget.ts --table`')
})

test.run()
