/**
 * examples/next-app-router as a user gets it, for test/host/next.test.ts: the folder copied out of
 * the repository, `latch` pointed at the packed tarball, one `npm install` (next, react and the
 * rest from the registry), the `.env.local` a user writes (the sandbox's URLs, the dev wallet on),
 * `next build` and `next start` on a free port — Next's telemetry off, nothing fetched but npm
 * packages (SWC is the npm package @next/swc-linux-x64-gnu).
 *
 * For the size figure the copy also gets a page without Latch at `/bare` under its own root
 * layout (the example's own files move, unchanged, into the route group `(latch)`), so Next's own
 * baseline JS is measured in the same build.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Sandbox } from '../../sandbox/index.ts'
import { hostBase, ROOT, run } from './hostApp.ts'

const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']

/** Next's own env: no telemetry (NEXT_TELEMETRY_DISABLED), production. */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } as const

export type NextApp = { dir: string }

/** The example copied (its sources as they are) plus the `/bare` baseline page, installed with the tarball. */
export async function installNextExample(tarball: string): Promise<NextApp> {
  const dir = mkdtempSync(join(hostBase(), 'latch-example-next-'))
  const source = join(ROOT, 'examples', 'next-app-router')
  cpSync(source, dir, { recursive: true, filter: (path) => !/\/(node_modules|\.next)(\/|$)|\.env\.local$/.test(path.slice(source.length)) })
  const app = join(dir, 'app')
  mkdirSync(join(app, '(latch)'))
  for (const file of readdirSync(app)) if (file !== '(latch)') renameSync(join(app, file), join(app, '(latch)', file))
  mkdirSync(join(app, '(bare)', 'bare'), { recursive: true })
  writeFileSync(
    join(app, '(bare)', 'bare', 'layout.tsx'),
    `import type { ReactNode } from 'react'\nexport default function Bare({ children }: { children: ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n`,
  )
  writeFileSync(join(app, '(bare)', 'bare', 'page.tsx'), `export default function Page() {\n  return <main>Next.js alone</main>\n}\n`)
  const pkgPath = join(dir, 'package.json')
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { dependencies: Record<string, string> }
  pkg.dependencies['latch'] = `file:${tarball}`
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2))
  await run('npm', ['install', ...NPM_FLAGS], dir)
  return { dir }
}

/** `.env.local` as a user writes it for the running sandbox, then `next build`; returns its log. */
export async function buildNext(app: NextApp, sandbox: Sandbox): Promise<string> {
  const evm = sandbox.chains.evm[0]!
  const env: Record<string, string> = {
    NEXT_PUBLIC_EVM_RPC_URL: evm.rpcUrl,
    NEXT_PUBLIC_EVM_CHAIN_ID: String(evm.chainId),
    ...(sandbox.urls.walletApi ? { NEXT_PUBLIC_WALLET_API_URL: sandbox.urls.walletApi } : {}),
    NEXT_PUBLIC_BLOCKCHAIN_API_URL: sandbox.urls.blockchainApi,
    NEXT_PUBLIC_ANALYTICS_URL: sandbox.urls.analytics,
    NEXT_PUBLIC_DEV_WALLET: 'true',
  }
  writeFileSync(
    join(app.dir, '.env.local'),
    `${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
  )
  return runNext(app, ['build'])
}

function runNext(app: NextApp, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(app.dir, 'node_modules/next/dist/bin/next'), ...args], { cwd: app.dir, env: { ...process.env, ...NEXT_ENV } })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`next ${args.join(' ')} exited ${code}:\n${out}`))))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** `next start` on a free port, resolved once it answers; `close()` ends it (its process only). */
export async function startNext(app: NextApp): Promise<{ url: string; log: () => string; close(): Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [join(app.dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app.dir,
    env: { ...process.env, ...NEXT_ENV },
  })
  let out = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}:\n${out}`)
    const ok = await fetch(`${url}/bare`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (i > 300) throw new Error(`next start did not answer:\n${out}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    log: () => out,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('close', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The `<script src>` of a page's server HTML (Next's first-load JS), absolute. */
export function scriptUrls(html: string, base: string): string[] {
  return [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), base).href))]
}

/** Gzip bytes (each file on its own, as sizeBudget counts) of `urls`. */
export async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length
  return total
}
