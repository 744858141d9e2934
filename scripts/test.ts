/**
 * `npm test`: typecheck, lint (`npm run lint`), every uvu suite (unit and component tests beside the code, property
 * and replay suites in test/), then the browser tests in Chromium; the host test (test/host: the
 * packed package in a fresh Vite and esbuild app, with the browser journeys) runs in a lane
 * of its own beside both. Each suite file runs in its own process. Ends with one plain line `N passed, N failed`; any failure exits non-zero.
 *
 * `npm test -- router` runs only the suite files whose path contains "router" (no typecheck, no lint).
 */
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { ensureChromium } from './ensureChromium.ts'

const root = new URL('..', import.meta.url).pathname
const filters = process.argv.slice(2)
const SUITE_DIRS = ['core', 'adapters', 'renderer-react', 'devtools', 'sandbox', 'scripts', 'test']
const FILE_TIMEOUT_MS = 5 * 60_000
/** The host test (test/host/) installs and bundles two apps: it gets longer. */
const HOST_TIMEOUT_MS = 12 * 60_000
/** The store-equals-replay property runs 10^5 sequences: about 90 s of CPU on its own. */
const LONG_SUITES = ['test/property/replay.test.ts']
/** Makes uvu print what a throwing before/after hook threw (it swallows it otherwise). */
const HOOKS = new URL('./uvuHooks.ts', import.meta.url).href

type Outcome = { name: string; passed: number; failed: number; skipped: number; output: string; ms: number }

function findTests(dir: string, out: string[] = []): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) findTests(path, out)
    else if (/\.test\.tsx?$/.test(entry)) out.push(relative(root, path))
  }
  return out
}

function run(command: string, args: string[], name: string): Promise<{ code: number; output: string; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const limit = name.startsWith('test/host/') || LONG_SUITES.includes(name) ? HOST_TIMEOUT_MS : FILE_TIMEOUT_MS
    const timer = setTimeout(() => {
      output += `\n[${name}] timed out after ${limit / 1000} s`
      child.kill('SIGKILL')
    }, limit)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, output, ms: performance.now() - started })
    })
  })
}

/** Reads uvu's closing summary; a file that crashed before it counts as one failure. */
function outcomeOf(name: string, code: number, output: string, ms: number): Outcome {
  const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? NaN)
  const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? NaN)
  const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0)
  if (Number.isNaN(total) || Number.isNaN(passed)) return { name, passed: 0, failed: 1, skipped: 0, output, ms }
  let failed = total - passed - skipped
  if (code !== 0 && failed === 0) failed = 1
  return { name, passed, failed, skipped, output, ms }
}

async function runSuites(files: string[], concurrency: number): Promise<Outcome[]> {
  const queue = [...files]
  const outcomes: Outcome[] = []
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const { code, output, ms } = await run(process.execPath, ['--import', 'tsx', '--import', HOOKS, file], file)
        const outcome = outcomeOf(file, code, output, ms)
        report(outcome)
        outcomes.push(outcome)
      }
    }),
  )
  return outcomes
}

function report(o: Outcome): void {
  const mark = o.failed ? 'FAIL' : 'ok  '
  const skipped = o.skipped ? `, ${o.skipped} skipped` : ''
  console.log(`${mark} ${o.name} — ${o.passed} passed, ${o.failed} failed${skipped} (${Math.round(o.ms)} ms)`)
  if (o.failed) console.log(o.output.replace(/^/gm, '     | '))
}

/** The lines that say why a file failed: uvu's FAIL blocks or a thrown error, at most 20 lines. */
function firstErrorLines(output: string): string {
  const lines = output.split('\n')
  const start = lines.findIndex((l) => /FAIL|Error|threw|timed out|✘/.test(l))
  return lines.slice(Math.max(0, start), Math.max(0, start) + 20).join('\n')
}

/** Browser suites run side by side: `LATCH_BROWSER_JOBS` (default 2, at most the cores). */
function browserJobs(): number {
  const wanted = Number(process.env.LATCH_BROWSER_JOBS ?? 2)
  return Math.max(1, Math.min(Number.isInteger(wanted) ? wanted : 2, availableParallelism()))
}

async function main(): Promise<void> {
  const outcomes: Outcome[] = []
  const all = SUITE_DIRS.flatMap((d) => findTests(join(root, d))).sort()
  const selected = filters.length ? all.filter((f) => filters.some((x) => f.includes(x))) : all
  const browser = selected.filter((f) => f.startsWith('test/e2e/'))
  const host = selected.filter((f) => f.startsWith('test/host/'))
  // The long suites start first, so the others fill the cores beside them instead of waiting after.
  const suites = selected.filter((f) => !f.startsWith('test/e2e/') && !f.startsWith('test/host/')).sort((a, b) => Number(LONG_SUITES.includes(b)) - Number(LONG_SUITES.includes(a)))

  if (!filters.length) {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
    const { code, output, ms } = await run(process.execPath, [tsc, '--noEmit', '-p', '.'], 'typecheck')
    const outcome = { name: 'typecheck (tsc --noEmit)', passed: code ? 0 : 1, failed: code ? 1 : 0, skipped: 0, output, ms }
    report(outcome)
    outcomes.push(outcome)
    // Biome (biome.jsonc) beside the typecheck, with the arguments of package.json's `lint` script, so the two never differ.
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { lint: string } }
    const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome')
    const lint = await run(process.execPath, [biome, ...scripts.lint.replace(/^biome\s+/, '').split(/\s+/)], 'lint')
    const lintOutcome = { name: `lint (${scripts.lint})`, passed: lint.code ? 0 : 1, failed: lint.code ? 1 : 0, skipped: 0, output: lint.output, ms: lint.ms }
    report(lintOutcome)
    outcomes.push(lintOutcome)
  }

  // The host test (npm installs, bundlers, a browser) waits mostly on I/O: it runs beside the
  // unit suites rather than taking one of their slots, and on beside the browser suites (its
  // WalletConnect, login, sign-in, account and swap journeys in the host app: the lane outlasts the unit suites).
  const hostLane = runSuites(host, 1)
  outcomes.push(...(await runSuites(suites, availableParallelism())))

  if (browser.length) {
    const chromium = await ensureChromium()
    if (!chromium.ok) {
      const outcome = { name: 'browser tests', passed: 0, failed: 1, skipped: 0, output: chromium.message, ms: 0 }
      report(outcome)
      outcomes.push(outcome)
    } else {
      // Each browser suite starts its own Chromium and sandbox on free ports, and mostly waits (on
      // the chains, timers, the UI): two at a time keep 2 cores busy (the guide: under 20 minutes
      // on 2 cores). LATCH_BROWSER_JOBS=1 runs them one by one (a slower machine, a flaky hunt).
      outcomes.push(...(await runSuites(browser, browserJobs())))
    }
  }
  outcomes.push(...(await hostLane))

  // Where the time went (CI keeps the total under 20 minutes): the slowest suites.
  if (!filters.length) {
    console.log('\nslowest suites:')
    for (const o of [...outcomes].sort((x, y) => y.ms - x.ms).slice(0, 8)) console.log(`  ${(o.ms / 1000).toFixed(0).padStart(4)} s  ${o.name}`)
  }
  const passed = outcomes.reduce((n, o) => n + o.passed, 0)
  const failed = outcomes.reduce((n, o) => n + o.failed, 0)
  const skipped = outcomes.reduce((n, o) => n + o.skipped, 0)
  // A recap of what failed, next to the last line: CI logs are often read from the end.
  for (const o of outcomes.filter((x) => x.failed)) {
    console.log(`\nFAILED ${o.name}:`)
    console.log(firstErrorLines(o.output).replace(/^/gm, '     | '))
  }
  console.log('')
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0
}

await main()
