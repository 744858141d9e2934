/**
 * The usage guide's "Use it" section as code (docs/usage.md, linked from the README): every fenced
 * ts/tsx block between "## Use it" and the next top-level section. A block whose info string has `title="src/…"` is a file of the host app; the
 * one also marked `placeholder` (src/sandbox.ts) is replaced by the running sandbox's values.
 * Untitled blocks are compiled on their own (`src/readme-block-N.ts[x]`).
 */
import { readFileSync } from 'node:fs'

export type ReadmeBlock = {
  /** Host-relative file the block is written to. */
  file: string
  lang: 'ts' | 'tsx'
  code: string
  /** Titled in the README (a file of the app) rather than a snippet compiled alone. */
  titled: boolean
  placeholder: boolean
}

/** Extracts the usage section's code blocks from README text. */
export function readmeBlocks(readme: string, section = '## Use it'): ReadmeBlock[] {
  const start = readme.indexOf(`\n${section}\n`)
  if (start < 0) throw new Error(`README has no "${section}" section`)
  const rest = readme.slice(start + section.length + 2)
  const end = rest.search(/\n## /)
  const body = end < 0 ? rest : rest.slice(0, end)
  const blocks: ReadmeBlock[] = []
  for (const match of body.matchAll(/```([^\n]*)\n([\s\S]*?)```/g)) {
    const info = match[1]!.trim()
    const lang = info.split(/\s+/)[0]
    if (lang !== 'ts' && lang !== 'tsx') continue
    const title = /title="([^"]+)"/.exec(info)?.[1]
    blocks.push({
      file: title ?? `src/readme-block-${blocks.length + 1}.${lang}`,
      lang,
      code: match[2]!,
      titled: title !== undefined,
      placeholder: /\bplaceholder\b/.test(info),
    })
  }
  return blocks
}

/** The usage guide of the repository at `root` (docs/usage.md), parsed. */
export function repositoryReadmeBlocks(root: string): ReadmeBlock[] {
  return readmeBlocks(readFileSync(`${root}docs/usage.md`, 'utf8'))
}
