/**
 * Bundles the secure site's frame page script (frame/main.ts, which imports the shared protocol)
 * into one ES2022 script, once per process, as sandbox/dev-wallet/bundle.ts does for the dev wallet.
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let cached: Promise<string> | undefined

/**
 * The frame page's JavaScript.
 *
 * @example
 * const js = await bundleFrame() // served as /frame.js
 */
export function bundleFrame(): Promise<string> {
  cached ??= build({
    entryPoints: [fileURLToPath(new URL('./frame/main.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0]
    if (!file) throw new Error('esbuild produced no secure-site frame bundle')
    return file.text
  })
  cached.catch(() => (cached = undefined))
  return cached
}
