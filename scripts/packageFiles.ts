/**
 * What the package ships, checked: the declaration comments must not point at a file the tarball
 * lacks. The docs SPEC.md, API.md, ARCHITECTURE.md and CONVENTIONS.md live beside the
 * repository, not in it, so `npm run build` rewrites their names in dist/types to plain words, and
 * `unshippedReferences` finds any other comment that names a file the package does not ship.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'

/** The design documents comments quote, and the words a shipped comment uses instead. */
const DOCS: [RegExp, string][] = [
  [/SPEC\.md §/g, 'spec §'],
  [/SPEC\.md/g, 'the spec'],
  [/API\.md/g, 'the API contract'],
  [/ARCHITECTURE\.md/g, 'the architecture notes'],
  [/CONVENTIONS\.md/g, 'the conventions'],
]

const COMMENT = /\/\*[\s\S]*?\*\/|\/\/.*$/gm
const FILE_NAME = /[A-Za-z0-9_./@-]*[A-Za-z0-9_]\.(?:md|tsx?|json|sol)\b/g

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

/**
 * Rewrites the design documents' names in every comment of the declaration files under `dir`.
 *
 * @example
 * rewriteDocReferences('dist/types') // "(SPEC.md §9)" → "(spec §9)"
 */
export function rewriteDocReferences(dir: string): number {
  let changed = 0
  for (const file of walk(dir).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8')
    const next = text.replace(COMMENT, (comment) => DOCS.reduce((c, [pattern, words]) => c.replace(pattern, words), comment))
    if (next !== text) {
      writeFileSync(file, next)
      changed++
    }
  }
  return changed
}

/**
 * File names mentioned in the comments of the shipped declaration files that the package does not
 * ship, as `file: name`. A `x.ts` / `x.tsx` counts as shipped when some `x.d.ts` is (a reader of
 * the types finds it there). `shipped` are package-relative paths (`dist/types/core/index.d.ts`).
 *
 * @example
 * unshippedReferences(root, ['dist/types/core/index.d.ts', …]) // [] when every pointer resolves
 */
export function unshippedReferences(root: string, shipped: readonly string[]): string[] {
  const names = new Set(shipped.map((p) => basename(p)))
  const resolves = (name: string) => {
    const base = basename(name)
    if (shipped.includes(name) || names.has(base)) return true
    const stem = base.replace(/\.tsx?$/, '')
    return stem !== base && names.has(`${stem}.d.ts`)
  }
  const problems: string[] = []
  for (const file of shipped.filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const comment of text.match(COMMENT) ?? []) {
      for (const name of comment.match(FILE_NAME) ?? []) {
        // package names with a dotted suffix (@solana/web3.js) are not files
        if (/(^|\/)web3\.js$/.test(name) || /^[a-z]+\.json$/.test(name)) continue
        if (!resolves(name)) problems.push(`${relative(root, join(root, file))}: ${name}`)
      }
    }
  }
  return problems
}

/** Bundled libraries whose names the declarations import, and the stand-in types shipped for them. */
export const VENDORED_TYPES = ['rxjs'] as const

/**
 * RxJS is inlined into dist/*.js, so hosts do not install it: the declarations'
 * `from 'rxjs'` would not resolve. This ships small stand-ins
 * (scripts/vendorTypes → dist/types/vendor) and points the imports at them.
 *
 * @example
 * vendorTypes('dist/types') // import { Observable } from 'rxjs' → from '../vendor/rxjs.js'
 */
export function vendorTypes(dir: string): number {
  const vendor = join(dir, 'vendor')
  mkdirSync(vendor, { recursive: true })
  for (const name of VENDORED_TYPES) copyFileSync(new URL(`./vendorTypes/${name}.d.ts`, import.meta.url), join(vendor, `${name}.d.ts`))
  let changed = 0
  for (const file of walk(dir).filter((f) => f.endsWith('.d.ts') && !f.startsWith(vendor))) {
    const text = readFileSync(file, 'utf8')
    const next = text.replace(/(from |import\()(['"])(rxjs)\2/g, (_all, lead: string, quote: string, name: string) => {
      let path = relative(dirname(file), join(vendor, `${name}.js`))
      if (!path.startsWith('.')) path = `./${path}`
      return `${lead}${quote}${path}${quote}`
    })
    if (next !== text) {
      writeFileSync(file, next)
      changed++
    }
  }
  return changed
}
