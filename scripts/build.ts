/**
 * `npm run build`: the entry points as minified, code-split ESM in dist/ (esbuild), and their
 * type declarations in dist/types (tsc). React, viem, Solana and WalletConnect stay external:
 * they are the package's peer dependencies, hosts bring them; the core never bundles them.
 * Everything else dist/ needs (rxjs, idb-keyval, uqr, the dev wallet's key derivation) is
 * inlined, so it is a devDependency only.
 *
 * Chunk grouping: esbuild (and Rolldown in a Vite host) put each file in the chunk of
 * the set of entries and lazy chunks that reach it, so every public entry and every lazily loaded
 * module imports a barrel: public entries the light one (`import '…/core/index.ts'`, what a page needs
 * before the first interaction), the modal's core (core/engine.ts) and every module loaded after it
 * the core's (`import '…/core/coreEntry.ts'`): each becomes one shared chunk, not a dozen small files
 * each gzipped apart. test/sizeBudget.test.ts guards the result.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import * as esbuild from 'esbuild'
import { optionalPeersPlugin } from './optionalPeers.ts'
import { walletConnectSlimPlugin } from './walletConnectSlim.ts'
import { minifyCssPlugin } from './minifyCss.ts'
import { rewriteDocReferences, vendorTypes } from './packageFiles.ts'

export const ENTRIES = {
  latch: 'core/index.ts',
  core: 'core/coreEntry.ts',
  react: 'renderer-react/index.ts',
  // latch/react under the `react-server` condition: what a server component calls (initialState).
  'react-server': 'renderer-react/server.ts',
  eip155: 'adapters/eip155/index.ts',
  solana: 'adapters/solana/index.ts',
  walletconnect: 'adapters/walletconnect/index.ts',
  embedded: 'adapters/embedded/index.ts',
  'dev-wallet': 'sandbox/dev-wallet/index.ts',
  siwx: 'adapters/siwx/index.ts',
  elements: 'renderer-react/elements/index.ts',
  viem: 'renderer-react/viem/index.ts',
  wagmi: 'adapters/wagmi/index.ts',
  'solana-wallet-adapter': 'adapters/solana-wallet-adapter/index.ts',
  devtools: 'devtools/index.ts',
} as const

export const EXTERNAL = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'viem',
  'viem/*',
  '@solana/*',
  '@walletconnect/*',
  // latch/wagmi's optional peers (API.md "Other entries").
  'wagmi',
  'wagmi/*',
  '@wagmi/*',
  '@tanstack/*',
]

const root = new URL('..', import.meta.url).pathname

export function buildOptions(overrides: esbuild.BuildOptions = {}): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    metafile: true,
    outdir: 'dist',
    chunkNames: 'chunks/[name]-[hash]',
    external: EXTERNAL,
    // rxjs's ES2015 build: real classes and no tslib helpers (the default esm5 build adds ~4 KB).
    conditions: ['es2015'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Optional peers load through importPeer: a missing one is a PeerDependencyMissingError.
    // WalletConnect's unused weight (ox, es-toolkit's compat index) cut, see scripts/walletConnectSlim.ts.
    plugins: [optionalPeersPlugin(root), walletConnectSlimPlugin(root), minifyCssPlugin()],
    ...overrides,
  }
}

async function main(): Promise<void> {
  rmSync(`${root}dist`, { recursive: true, force: true })
  const result = await esbuild.build(buildOptions())
  for (const [file, output] of Object.entries(result.metafile!.outputs)) {
    if (output.entryPoint) console.log(`${file.padEnd(28)} ${(output.bytes / 1024).toFixed(1)} KB`)
  }
  const tsc = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}tsconfig.build.json`], { stdio: 'inherit' })
  if (tsc.status !== 0) throw new Error('declaration build failed')
  // The design docs are not shipped: their names in comments become plain words.
  rewriteDocReferences(`${root}dist/types`)
  // RxJS is inlined, not a dependency: its name in the types points at a stand-in.
  vendorTypes(`${root}dist/types`)
  console.log('types → dist/types')
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
