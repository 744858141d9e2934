import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { benchTable, machineLine, withBenchTable, BENCH_END, BENCH_START } from './benchTable.ts'

test('behavior: the table names the machine and the date, one row per figure, pipes escaped', () => {
  const table = benchTable([{ what: 'first click | straight', value: '14.9 ms', goal: '≤ 16 ms' }], '2 × CPU, 24 GiB, Node v20', '2026-11-28')
  assert.is(
    table,
    ['Measured by `npm run bench` on 2026-11-28 (2 × CPU, 24 GiB, Node v20).', '', '| what | measured | goal |', '|---|---:|---|', '| first click \\| straight | 14.9 ms | ≤ 16 ms |'].join('\n'),
  )
})

test('behavior: writing replaces only what is between the markers, again and again', () => {
  const readme = `# X\n${BENCH_START}\nold\n${BENCH_END}\nafter`
  const once = withBenchTable(readme, 'new')
  assert.is(once, `# X\n${BENCH_START}\nnew\n${BENCH_END}\nafter`)
  assert.is(withBenchTable(once, 'new'), once)
})

test('error: a README without the markers is refused rather than appended to', () => {
  assert.throws(() => withBenchTable('# X', 'new'), /markers/)
})

test('behavior: the machine line names cores, memory and Node', () => {
  assert.match(machineLine(), /^\d+ × .+, \d+ GiB, Node v\d+/)
})

test.run()
