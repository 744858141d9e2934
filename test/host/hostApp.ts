/**
 * A host app outside the repository, as a new user makes one: the packed Latch tarball installed
 * by npm next to React (a chosen version), viem, @solana/web3.js 1.x, Vite and its React plugin;
 * sources from the README; bundles from Vite and from esbuild; a static server.
 */
import { listenOnLoopback } from '../../sandbox/http/listen.ts'
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { homedir, tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import type { ReadmeBlock } from './readmeBlocks.ts'

export const ROOT = new URL('../..', import.meta.url).pathname
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']

/** Runs a command; resolves with its output, rejects with it on a non-zero exit. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output.slice(-4000)}`))))
  })
}

/**
 * `npm run build` then `npm pack` into a fresh temporary folder; returns the tarball's path.
 * Builds write the repository's one `dist/`: host suites that pack at once (the host lane and an
 * examples lane) take turns through a lock folder, so no tarball holds half of another's build.
 */
export async function packLatch(): Promise<{ tarball: string; bytes: number }> {
  const release = await lockFolder(join(tmpdir(), 'latch-pack.lock'))
  try {
    await run('npm', ['run', 'build'], ROOT)
    const out = mkdtempSync(join(tmpdir(), 'latch-pack-'))
    const json = await run('npm', ['pack', '--json', '--pack-destination', out], ROOT)
    const [{ filename }] = JSON.parse(json.slice(json.indexOf('['))) as [{ filename: string }]
    const tarball = join(out, filename)
    return { tarball, bytes: statSync(tarball).size }
  } finally {
    release()
  }
}

/** A lock as a folder (mkdir is atomic); one left by a killed run is taken after ten minutes. */
async function lockFolder(path: string): Promise<() => void> {
  const STALE_MS = 10 * 60_000
  for (;;) {
    try {
      mkdirSync(path)
      return () => rmSync(path, { recursive: true, force: true })
    } catch {
      const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > STALE_MS) rmSync(path, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 500))
    }
  }
}

export type Host = { dir: string; react: string }

/** Whether Node, resolving from inside `dir`, would also look in a `node_modules` above it. */
export function nodeModulesAbove(dir: string): string | undefined {
  for (let at = resolve(dir); ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules'))) return join(at, 'node_modules')
    if (dirname(at) === at) return undefined
  }
}

/**
 * Where host folders go: the OS temp dir, unless a `node_modules` sits above it (a
 * `/tmp/node_modules` would let a host resolve a package it did not install — an optional peer the
 * test left out — and hide the very error it checks); then `$LATCH_HOST_DIR`, /var/tmp, the
 * home cache.
 */
export function hostBase(): string {
  const candidates = [process.env['LATCH_HOST_DIR'], tmpdir(), '/var/tmp', join(homedir(), '.cache')].filter((d): d is string => Boolean(d))
  for (const dir of candidates) {
    if (!existsSync(dir) || nodeModulesAbove(dir)) continue
    return dir
  }
  throw new Error(`no folder without a node_modules above it for the host apps (tried ${candidates.join(', ')}); set LATCH_HOST_DIR`)
}

/**
 * A fresh host folder in the OS temp dir with `latch` (the tarball), React `react` and the rest,
 * installed by one `npm install`. `types`: also TypeScript's React types (for the README check).
 */
export async function createHost(options: { tarball: string; react: string; types?: boolean; walletConnect?: boolean }): Promise<Host> {
  // An exact version in package.json (npm ls calls a dist-tag range "invalid").
  const react = options.react === 'latest' ? (await run('npm', ['view', 'react', 'version', '--prefer-offline'], tmpdir())).trim().split('\n').pop()! : options.react
  const dir = mkdtempSync(join(hostBase(), `latch-host-react-${react}-`))
  const reactTypes = react.startsWith('18') ? '^18' : `^${react.split('.')[0]}`
  const pkg = {
    name: 'latch-host',
    private: true,
    type: 'module',
    dependencies: {
      latch: `file:${options.tarball}`,
      react,
      'react-dom': react,
      viem: '^2',
      '@solana/web3.js': '^1.95',
      // latch/walletconnect's optional peer, as the README's install line asks for it.
      ...(options.walletConnect ? { '@walletconnect/universal-provider': '^2.21' } : {}),
    },
    devDependencies: {
      vite: '^8',
      '@vitejs/plugin-react': '^6',
      ...(options.types ? { '@types/react': reactTypes, '@types/react-dom': reactTypes, '@types/node': '^20' } : {}),
    },
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2))
  await run('npm', ['install', ...NPM_FLAGS], dir)
  return { dir, react }
}

/** The installed copies of React: every `node_modules/react` folder `npm ls` reports. */
export async function reactCopies(host: Host): Promise<string[]> {
  const out = await run('npm', ['ls', 'react', '--all', '--parseable'], host.dir)
  return [...new Set(out.split('\n').filter((line) => /node_modules\/react$/.test(line.trim())))]
}

/** The version of an installed package in the host. */
export function installedVersion(host: Host, name: string): string {
  return (JSON.parse(readFileSync(join(host.dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
}

/**
 * A further page of the Vite build: `<name>.html` rendering the modal `modalExport` of the README
 * block `module` with the Connect and Network buttons, the dev wallet installed first and the
 * modal on `window.latchModal` (as the README's test entry does); `prefetch` as the README's
 * `<ModalProvider prefetch>` (absent: the default); `expose`: README modules put on `window` whole,
 * by name (`{ latchCounter: 'src/counterCalls.ts' }`), for a journey to call the app's own code;
 * `ownBuild`: built by a Vite build of its own (`viteBuild(host, name)`), not with the other pages.
 */
export type HostPage = { name: string; module: string; modalExport: string; prefetch?: 'interaction' | 'idle'; expose?: Readonly<Record<string, string>>; ownBuild?: boolean }

const importPath = (module: string): string => `./${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}`

const pageHtml = (script: string): string =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Latch host</title><link rel="icon" href="data:,"></head>\n<body>\n<div id="root"></div>\n<script type="module" src="${script}"></script>\n</body>\n</html>\n`

function writePage(host: Host, page: HostPage): void {
  const entry = [
    `import './devWallet'`,
    `import { createRoot } from 'react-dom/client'`,
    `import { ConnectButton, ModalProvider, NetworkButton } from 'latch/react'`,
    `import { ${page.modalExport} } from '${importPath(page.module)}'`,
    ...Object.entries(page.expose ?? {}).map(([name, module]) => `import * as ${name} from '${importPath(module)}'`),
    ``,
    `Object.assign(window, { latchModal: ${page.modalExport}${Object.keys(page.expose ?? {})
      .map((name) => `, ${name}`)
      .join('')} })`,
    `createRoot(document.getElementById('root')!).render(`,
    `  <ModalProvider modal={${page.modalExport}}${page.prefetch ? ` prefetch="${page.prefetch}"` : ''}>`,
    `    <ConnectButton />`,
    `    <NetworkButton />`,
    `  </ModalProvider>,`,
    `)`,
    ``,
  ].join('\n')
  writeFileSync(join(host.dir, `src/${page.name}-entry.tsx`), entry)
  writeFileSync(join(host.dir, `${page.name}.html`), pageHtml(`/src/${page.name}-entry.tsx`))
}

/**
 * Writes the README blocks into the host (the placeholder gets `sandboxSource`; the README's
 * `src/test-entry.ts` is the page's entry), index.html (and the `pages`), the Vite config and a
 * tsconfig.
 */
export function writeSources(host: Host, blocks: readonly ReadmeBlock[], sandboxSource: string, pages: readonly HostPage[] = []): void {
  for (const block of blocks) {
    const path = join(host.dir, block.file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, block.placeholder ? sandboxSource : block.code)
  }
  writeFileSync(join(host.dir, 'index.html'), pageHtml('/src/test-entry.ts'))
  for (const page of pages) writePage(host, page)
  // A multi-page app (Vite's documented form): one build, one chunk graph for every page.
  const shared = pages.filter((p) => !p.ownBuild)
  const config = (outDir: string, input: Record<string, string>) =>
    `import react from '@vitejs/plugin-react'\nexport default { plugins: [react()], logLevel: 'warn', build: { outDir: '${outDir}', rollupOptions: { input: ${JSON.stringify(input)} } } }\n`
  writeFileSync(join(host.dir, 'vite.config.js'), config('dist-vite', Object.fromEntries([['index', 'index.html'], ...shared.map((p) => [p.name, `${p.name}.html`])])))
  for (const page of pages.filter((p) => p.ownBuild)) writeFileSync(join(host.dir, `vite.${page.name}.config.js`), config(`dist-vite-${page.name}`, { [page.name]: `${page.name}.html` }))
  writeFileSync(
    join(host.dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
        },
        include: ['src'],
      },
      null,
      2,
    ),
  )
}

/** Type-checks the host's sources with the repository's TypeScript (the README blocks included). */
export function typecheck(host: Host): Promise<string> {
  return run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(host.dir, 'tsconfig.json')], host.dir)
}

/** `vite build` with the host's own Vite (`page`: the build of that `ownBuild` page); returns the output folder. */
export async function viteBuild(host: Host, page?: string): Promise<{ dir: string; log: string }> {
  const log = await run(process.execPath, [join(host.dir, 'node_modules/vite/bin/vite.js'), 'build', ...(page ? ['--config', `vite.${page}.config.js`] : [])], host.dir)
  return { dir: join(host.dir, page ? `dist-vite-${page}` : 'dist-vite'), log }
}

/** The same page bundled by esbuild (code-split ESM, production), resolving from the host. */
export async function esbuildBuild(host: Host): Promise<{ dir: string }> {
  const dir = join(host.dir, 'dist-esbuild')
  await esbuild.build({
    absWorkingDir: host.dir,
    entryPoints: { app: 'src/test-entry.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: dir,
    logLevel: 'silent',
  })
  writeFileSync(join(dir, 'index.html'), pageHtml('/app.js'))
  return { dir }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Serves a folder on 127.0.0.1 (free port). */
export async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = join(dir, path === '/' ? 'index.html' : path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
    createReadStream(file).pipe(res)
  })
  const { url, close } = await listenOnLoopback(server)
  return { url: `${url}/`, close }
}
