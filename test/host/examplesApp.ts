/**
 * The runnable examples (examples/*) as a user gets them: each folder copied out of the
 * repository, its `latch` dependency pointed at the packed tarball, installed by npm, configured by
 * the `.env.local` a user would write (the sandbox's URLs as Vite env values, the dev wallet on),
 * and built by its own Vite. The example's sources stay as they are in the repository.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Sandbox } from '../../sandbox/index.ts'
import { sandboxEnv } from '../../scripts/sandboxModule.ts'
import { hostBase, ROOT, run } from './hostApp.ts'

/** The examples this harness drives (examples/next-app-router has a test of its own). */
export const EXAMPLES = ['vite-react', 'wagmi', 'solana-wallet-adapter', 'vanilla', 'headless'] as const
export type ExampleName = (typeof EXAMPLES)[number]

export type ExampleApp = { name: ExampleName; dir: string }

const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']

/** The example's folder copied to a fresh host folder, `latch` replaced by the tarball, installed. */
export async function installExample(name: ExampleName, tarball: string): Promise<ExampleApp> {
  const dir = mkdtempSync(join(hostBase(), `latch-example-${name}-`))
  try {
    return await installInto(name, dir, tarball)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

async function installInto(name: ExampleName, dir: string, tarball: string): Promise<ExampleApp> {
  const source = join(ROOT, 'examples', name)
  cpSync(source, dir, { recursive: true, filter: (path) => !/\/(node_modules|dist)(\/|$)|\.env\.local$/.test(path.slice(source.length)) })
  const pkgPath = join(dir, 'package.json')
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { dependencies: Record<string, string> }
  if (!pkg.dependencies['latch']) throw new Error(`examples/${name}/package.json does not depend on latch`)
  pkg.dependencies['latch'] = `file:${tarball}`
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2))
  await run('npm', ['install', ...NPM_FLAGS], dir)
  return { name, dir }
}

/**
 * What the examples read from `import.meta.env` for the running sandbox: what `npm start` prints
 * for them (`sandboxEnv`), plus the dev wallet a browser test needs.
 */
export function exampleEnv(sandbox: Sandbox): Record<string, string> {
  return { ...sandboxEnv(sandbox), VITE_DEV_WALLET: 'true' }
}

/** Writes `.env.local` (as a user configures the app) and runs `vite build`; returns the output folder. */
export async function buildExample(app: ExampleApp, env: Record<string, string>): Promise<{ dir: string; log: string }> {
  writeFileSync(
    join(app.dir, '.env.local'),
    `${Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n')}\n`,
  )
  const log = await run(process.execPath, [join(app.dir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app.dir)
  return { dir: join(app.dir, 'dist'), log }
}

/** `tsc` over the example's own tsconfig (strict), as a user's editor or CI would; none for the JavaScript one. */
export async function typecheckExample(app: ExampleApp): Promise<string | undefined> {
  if (!existsSync(join(app.dir, 'tsconfig.json'))) return undefined
  return run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(app.dir, 'tsconfig.json')], app.dir)
}
