/**
 * The README's quick start and every docs page as code. Every fenced ts/tsx block of README.md and
 * of the pages in DOC_PAGES is one of:
 * - a file of the host app: info string `title="src/…"` (the one also marked `placeholder`,
 *   src/sandbox.ts, is replaced by the running sandbox's values);
 * - a copy of a runnable example: `file="examples/…"`; it must equal that file (the examples'
 *   own test installs, builds and drives them), so the page cannot drift from code that runs;
 * - a snippet compiled on its own in the host app (`src/doc-<page>-<n>.ts[x]`; it may import
 *   the app's files, `./sandbox`, `./modal`).
 */
import { readFileSync } from 'node:fs'

export type ReadmeBlock = {
  /** Host-relative file the block is written to (or, for an example copy, the example's file). */
  file: string
  lang: 'ts' | 'tsx'
  code: string
  /** Titled in its page (a file of the app) rather than a snippet compiled alone. */
  titled: boolean
  placeholder: boolean
  /** The repository file this block copies (`file="examples/…"`), compared rather than compiled. */
  example?: string
  /** The page the block is on, for messages. */
  page: string
}

/** The docs pages, in reading order (the README first). Their blocks are the host app's sources. */
export const DOC_PAGES = [
  'README.md',
  'docs/getting-started.md',
  'docs/configuration.md',
  'docs/react.md',
  'docs/connection.md',
  'docs/walletconnect.md',
  'docs/email-and-social.md',
  'docs/siwx.md',
  'docs/swap-buy-pay.md',
  'docs/theming-and-languages.md',
  'docs/without-react.md',
  'docs/testing.md',
  'docs/debugging.md',
  'docs/server-rendering.md',
  'docs/performance.md',
  'docs/architecture.md',
  'docs/security.md',
  'docs/features.md',
  'docs/api-reference.md',
] as const

/** The ts/tsx blocks of one page. */
export function pageBlocks(text: string, page: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = []
  const slug = page
    .replace(/^docs\//, '')
    .replace(/\.md$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
  let snippets = 0
  for (const match of text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```/gm)) {
    const info = match[1]!.trim()
    const lang = info.split(/\s+/)[0]
    if (lang !== 'ts' && lang !== 'tsx') continue
    const title = /title="([^"]+)"/.exec(info)?.[1]
    const example = /file="([^"]+)"/.exec(info)?.[1]
    blocks.push({
      file: example ?? title ?? `src/doc-${slug}-${++snippets}.${lang}`,
      lang,
      code: match[2]!,
      titled: title !== undefined,
      placeholder: /\bplaceholder\b/.test(info),
      ...(example ? { example } : {}),
      page,
    })
  }
  return blocks
}

/** Every block of the README and the docs pages of the repository at `root`. */
export function repositoryDocBlocks(root: string): ReadmeBlock[] {
  return DOC_PAGES.flatMap((page) => pageBlocks(readFileSync(`${root}${page}`, 'utf8'), page))
}

/** The blocks the host app is made of: every block but the example copies. */
export function repositoryReadmeBlocks(root: string): ReadmeBlock[] {
  return repositoryDocBlocks(root).filter((b) => !b.example)
}
