import { build } from 'esbuild'
import { walletConnectSlimPlugin } from './walletConnectSlim.ts'

/**
 * Bundles `entry` (a .ts/.tsx page script) for the browser, in memory; returns the JS text.
 * Used by the demo (`npm start`) and the browser tests' pages.
 *
 * @example
 * const js = await bundlePage('scripts/demo/index.tsx')
 */
export async function bundlePage(entry: string, options: { minify?: boolean } = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: options.minify ?? false,
    sourcemap: options.minify ? false : 'inline',
    define: { 'process.env.NODE_ENV': options.minify ? '"production"' : '"development"' },
    // The same WalletConnect cut as the package build, so the demo runs what ships.
    plugins: [walletConnectSlimPlugin(new URL('..', import.meta.url).pathname)],
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error(`esbuild produced no output for ${entry}`)
  return file.text
}
