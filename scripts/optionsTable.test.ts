import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { optionRows, optionsTable, pageTable } from './optionsTable.ts'

test('behavior: the Configuration page lists every createModal option as the source documents it (run scripts/optionsTable.ts --write after changing one)', () => {
  assert.fixture(pageTable(), optionsTable())
})

test('behavior: every createModal option has a doc comment (the table would show a dash)', () => {
  assert.equal(
    optionRows()
      .filter((r) => !r.doc)
      .map((r) => r.name),
    [],
  )
})

test('behavior: a row keeps name, required flag, type and text; pipes are escaped', () => {
  const source = "export type CreateModalOptions = {\n  /** Which one. */\n  id: string\n  /** A or B. */\n  mode?: 'a' | 'b'\n}\n"
  assert.equal(optionRows(source), [
    { name: 'id', required: true, type: 'string', doc: 'Which one.' },
    { name: 'mode', required: false, type: "'a' | 'b'", doc: 'A or B.' },
  ])
  assert.match(optionsTable(optionRows(source)), "| `mode` | `'a' \\| 'b'` | A or B. |")
})

test.run()
