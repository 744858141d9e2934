/**
 * The API reference: what a host can import, read from the package's own `exports` map so a new
 * entry is covered the day it ships.
 * - `npm run docs:api` writes the reference (TypeDoc, HTML) to `docs/api/`, outside the package
 *   (`files` holds only `dist/`) and outside git.
 * - `undocumentedExports()` lists every name a public entry exports with no doc comment; the test
 *   beside this file keeps that list empty, so the reference never shows a bare signature.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname

/** One public entry: the specifier a host imports and the source file its types come from. */
export type PublicEntry = { specifier: string; source: string }

/** `./react` with types `./dist/types/renderer-react/index.d.ts` → `renderer-react/index.ts`. */
export function publicEntries(): PublicEntry[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, { types?: string } | string> }
  const entries: PublicEntry[] = []
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string' || !target.types) continue
    const source = target.types.replace(/^\.\/dist\/types\//, '').replace(/\.d\.ts$/, '.ts')
    entries.push({ specifier: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, source })
  }
  return entries
}

/** `latch/react: useAccount` for each exported name whose declaration carries no doc comment. */
export function undocumentedExports(entries: PublicEntry[] = publicEntries()): string[] {
  const files = entries.map((e) => join(root, e.source))
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
  const program = ts.createProgram(files, config?.options ?? {})
  const checker = program.getTypeChecker()
  const missing: string[] = []
  for (const entry of entries) {
    const file = program.getSourceFile(join(root, entry.source))
    const moduleSymbol = file && checker.getSymbolAtLocation(file)
    if (!moduleSymbol) {
      missing.push(`${entry.specifier}: the entry's source ${entry.source} was not found`)
      continue
    }
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      if (!isDocumented(symbol, checker)) missing.push(`${entry.specifier}: ${exported.name}`)
    }
  }
  return missing.sort()
}

/** A doc comment on any of the symbol's declarations counts (an overload, a merged namespace). */
function isDocumented(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  if (symbol.getDocumentationComment(checker).length > 0) return true
  return (symbol.declarations ?? []).some((d) => ts.getJSDocCommentsAndTags(d).length > 0 || hasLeadingDoc(d))
}

/** `export const a = …` keeps its doc comment on the statement, not on the variable declaration. */
function hasLeadingDoc(declaration: ts.Declaration): boolean {
  const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration
  const text = statement.getSourceFile().getFullText()
  return (ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []).some((r) => text.startsWith('/**', r.pos))
}

async function main(): Promise<void> {
  const { Application } = await import('typedoc')
  const app = await Application.bootstrapWithPlugins({
    entryPoints: publicEntries().map((e) => join(root, e.source)),
    tsconfig: join(root, 'tsconfig.json'),
    out: join(root, 'docs', 'api'),
    name: 'Latch API reference',
    readme: 'none',
    excludeExternals: true,
    excludePrivate: true,
    excludeInternal: true,
    skipErrorChecking: true,
    disableSources: true,
    validation: { notExported: false, invalidLink: true, notDocumented: false },
  })
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not convert the public entries')
  await app.generateDocs(project, join(root, 'docs', 'api'))
  const missing = undocumentedExports()
  console.log(`API reference: docs/api/index.html (${publicEntries().length} entries)`)
  if (missing.length) console.log(`exports with no doc comment (${missing.length}):\n  ${missing.join('\n  ')}`)
}

if (import.meta.url === `file://${process.argv[1]}`)
  void main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
