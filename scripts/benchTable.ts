/**
 * The README's numbers: a small table `npm run bench` writes between two markers of README.md, with
 * the machine and the date it was measured on, so the README never shows a figure no run produced.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'

export const BENCH_START = '<!-- bench:start -->'
export const BENCH_END = '<!-- bench:end -->'

/** One line of the table: what was measured, the figure, and the goal it is held to. */
export type BenchRow = { what: string; value: string; goal: string }

/** "2 × AMD EPYC 7B13, 24 GiB, Node v20.20.2" */
export function machineLine(): string {
  const cores = cpus()
  const model = (cores[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim()
  return `${cores.length} × ${model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

/** The table as Markdown, with where and when it was measured. */
export function benchTable(rows: readonly BenchRow[], machine: string, date: string): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  return [
    `Measured by \`npm run bench\` on ${date} (${machine}).`,
    '',
    '| what | measured | goal |',
    '|---|---:|---|',
    ...rows.map((r) => `| ${cell(r.what)} | ${cell(r.value)} | ${cell(r.goal)} |`),
  ].join('\n')
}

/** README text with the table between the markers replaced; throws when the markers are missing. */
export function withBenchTable(readme: string, table: string): string {
  const start = readme.indexOf(BENCH_START)
  const end = readme.indexOf(BENCH_END)
  if (start < 0 || end < start) throw new Error(`README.md has no ${BENCH_START} … ${BENCH_END} markers`)
  return `${readme.slice(0, start + BENCH_START.length)}\n${table}\n${readme.slice(end)}`
}

/** Writes the table into the README at `path`. */
export function writeBenchTable(path: string, table: string): void {
  writeFileSync(path, withBenchTable(readFileSync(path, 'utf8'), table))
}
