/**
 * `npm run bench:open-ab -- [rev] [rounds]`: the idle first open of the working tree (A)
 * against a git revision (B, default HEAD), in one run. On a shared 2-core machine two runs of
 * `npm run bench` a few minutes apart differ by 3–5 ms in the first open's median, more than most
 * changes to it are worth; here both builds are served side by side and each round opens a fresh
 * page of each, in alternating order, so the machine's drift falls on both alike. It prints each
 * side's medians and the median of the per-round differences with how many rounds A won.
 *
 * Same page, network line and probe as `npm run bench` (scripts/bench-open.ts): each tree builds
 * scripts/benchOpenPage.tsx with its own scripts/buildHostPage.ts; pages mount with
 * `prefetch: 'idle'`, go quiet, then get a first click straight on the button and, after Escape,
 * a re-open. Nothing asserts timings: this is for deciding whether a change to the open is worth it.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser } from 'playwright-core'
import { startSandbox, type Sandbox } from '../sandbox/index.ts'
import { launchBrowser } from '../test/e2e/helpers.ts'
import { close, freshPage, loadPage, openOnce, percentile, serveBuild, type Served } from './bench-open.ts'
import type { buildHostPage as BuildHostPage } from './buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname

type Side = { first: number[]; toDom: number[]; reopen: number[] }

/** Builds the bench page from the tree at `dir` with that tree's own build script, and serves it. */
async function servePage(dir: string, sandbox: Sandbox): Promise<Served> {
  const { buildHostPage } = (await import(pathToFileURL(join(dir, 'scripts/buildHostPage.ts')).href)) as { buildHostPage: typeof BuildHostPage }
  const build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: join(dir, 'scripts'), bundleReact: true, separateReact: true })
  return serveBuild(build.files, build.outdir, build.entry, build.reactChunks, sandbox)
}

/** One fresh idle-prefetch page: its first open, then a re-open. */
async function oneRound(browser: Browser, served: Served, side: Side): Promise<void> {
  const { context, page } = await freshPage(browser, served)
  try {
    await loadPage(page, served, 'default')
    const first = await openOnce(page)
    side.first.push(first.paintedAt - first.clickedAt)
    side.toDom.push(first.appearedAt - first.clickedAt)
    await close(page)
    const again = await openOnce(page)
    side.reopen.push(again.paintedAt - again.clickedAt)
    page.guard.check()
  } finally {
    await context.close()
  }
}

export async function benchOpenAb(rev: string, rounds: number): Promise<{ a: Side; b: Side }> {
  const worktree = mkdtempSync(join(tmpdir(), 'latch-open-ab-'))
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', worktree, rev], { cwd: root })
  symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'))
  const sandbox = await startSandbox({ chainIds: [31337], solana: false })
  const served: Served[] = []
  let browser: Browser | undefined
  try {
    served.push(await servePage(root, sandbox), await servePage(worktree, sandbox))
    browser = await launchBrowser()
    const a: Side = { first: [], toDom: [], reopen: [] }
    const b: Side = { first: [], toDom: [], reopen: [] }
    for (let round = 0; round < rounds; round++) {
      const order: [Served, Side][] = [
        [served[0]!, a],
        [served[1]!, b],
      ]
      if (round % 2 === 1) order.reverse()
      for (const [page, side] of order) await oneRound(browser, page, side)
    }
    return { a, b }
  } finally {
    await browser?.close()
    for (const server of served) await server.close()
    await sandbox.stop()
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root })
    rmSync(worktree, { recursive: true, force: true })
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

/** The lines the command prints: each side's medians, then the paired difference. */
export function formatOpenAb(rev: string, { a, b }: { a: Side; b: Side }): string[] {
  const differences = a.first.map((value, i) => value - b.first[i]!)
  const wins = differences.filter((d) => d < 0).length
  return [
    `A (working tree): first open ${ms(percentile(a.first, 50))} (in the DOM ${ms(percentile(a.toDom, 50))}), re-open ${ms(percentile(a.reopen, 50))}`,
    `B (${rev}): first open ${ms(percentile(b.first, 50))} (in the DOM ${ms(percentile(b.toDom, 50))}), re-open ${ms(percentile(b.reopen, 50))}`,
    `A − B per round: median ${ms(percentile(differences, 50))}; A quicker in ${wins} of ${differences.length} rounds`,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rev = process.argv[2] ?? 'HEAD'
  const rounds = Number(process.argv[3] ?? 12)
  for (const line of formatOpenAb(rev, await benchOpenAb(rev, rounds))) console.log(line)
}
