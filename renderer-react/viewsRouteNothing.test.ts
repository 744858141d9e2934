/**
 * ARCHITECTURE.md rule 5: views dispatch intents and never decide routing. The
 * renderer's sources are read as text: no `router/navigated` (a destination), no routing rule of
 * the reducers copied (which flow is offered, which namespaces Send supports).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = fileURLToPath(new URL('.', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))

test('behavior: no view dispatches router/navigated', () => {
  assert.ok(files.length > 20, 'renderer sources found')
  const offenders = files.filter((f) => /router\.navigated|['"]router\/navigated['"]/.test(f.text)).map((f) => f.path)
  assert.equal(offenders, [])
})

test('behavior: views hold no routing rule of the reducers (flows offered, Send namespaces)', () => {
  const rules: [string, RegExp][] = [
    ['which connect flow is offered', /isConnectFlowOffered/],
    ['the namespaces Send supports', /activeNamespace === 'eip155'|SEND_NAMESPACES/],
  ]
  for (const [rule, pattern] of rules) {
    const offenders = files.filter((f) => pattern.test(f.text)).map((f) => f.path)
    assert.equal(offenders, [], rule)
  }
})

test.run()
