/**
 * The Configuration page's table of `createModal` options, read from `CreateModalOptions` itself
 * (core/modalOptions.ts): each option's name, type and doc comment. The page holds the table
 * between two markers; the test beside this file keeps it equal to the source, so an option added
 * or reworded shows up in the docs or fails the test. `npx tsx scripts/optionsTable.ts --write`
 * rewrites the page's table.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname
export const OPTIONS_SOURCE = join(root, 'core/modalOptions.ts')
export const CONFIGURATION_PAGE = join(root, 'docs/configuration.md')
const START = '<!-- options:start -->'
const END = '<!-- options:end -->'

export type OptionRow = { name: string; required: boolean; type: string; doc: string }

/** The members of `CreateModalOptions`, in source order. */
export function optionRows(source = readFileSync(OPTIONS_SOURCE, 'utf8')): OptionRow[] {
  const file = ts.createSourceFile('modalOptions.ts', source, ts.ScriptTarget.ES2022, true)
  const alias = file.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'CreateModalOptions')
  if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error('CreateModalOptions is not a type literal in core/modalOptions.ts')
  return alias.type.members.filter(ts.isPropertySignature).map((member) => {
    const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc)
    const doc = docs.map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join(' ')
    const type = (member.type?.getText(file) ?? 'unknown').replace(/\s+/g, ' ')
    return { name: member.name.getText(file), required: !member.questionToken, type: type.length > 48 ? 'object' : type, doc: doc.replace(/\s+/g, ' ').trim() }
  })
}

/** The rows as a Markdown table (pipes in text escaped). */
export function optionsTable(rows: OptionRow[] = optionRows()): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  const lines = ['| option | type | what |', '|---|---|---|']
  for (const row of rows) lines.push(`| \`${row.name}\`${row.required ? ' (required)' : ''} | \`${cell(row.type)}\` | ${cell(row.doc) || '—'} |`)
  return lines.join('\n')
}

/** The table the page holds now, between its markers. */
export function pageTable(page = readFileSync(CONFIGURATION_PAGE, 'utf8')): string {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no ${START} … ${END} table`)
  return page.slice(start + START.length, end).trim()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = optionsTable()
  if (process.argv.includes('--write')) {
    const page = readFileSync(CONFIGURATION_PAGE, 'utf8')
    const start = page.indexOf(START)
    const end = page.indexOf(END)
    writeFileSync(CONFIGURATION_PAGE, `${page.slice(0, start + START.length)}\n${table}\n${page.slice(end)}`)
    console.log('docs/configuration.md: options table written')
  } else console.log(table)
}
