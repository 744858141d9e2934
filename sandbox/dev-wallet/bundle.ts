/**
 * Node-side helper: bundles the dev wallet's browser entry (browser.ts) into one classic script
 * (IIFE) a page can load with `<script src>`, for the demo server and browser tests.
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let cached: Promise<string> | null = null

/**
 * Returns the dev wallet bundle's JavaScript (built once per process).
 *
 * @example
 * const js = await bundleDevWallet()
 * // serve js as /dev-wallet.js (content-type text/javascript) after a config script
 */
export function bundleDevWallet(options: { minify?: boolean } = {}): Promise<string> {
  if (options.minify) return buildBundle(true)
  cached ??= buildBundle(false)
  return cached
}

async function buildBundle(minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./browser.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no dev wallet bundle')
  return file.text
}
