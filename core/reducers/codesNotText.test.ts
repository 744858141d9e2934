/**
 * Issue 10: reducers keep codes, not English. The texts of the send rules (SPEC.md §5, §9) and of
 * a refused network switch live in the renderer's catalogue; the reducers and rules hold none.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { defaultMessages } from '../../renderer-react/messages.ts'
import { SEND_PROBLEMS } from '../rules/validateSend.ts'
import { NETWORK_SWITCH_PROBLEMS } from './state.ts'
import { SIWX_PROBLEMS } from './siwxState.ts'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const sources = [
  ...readdirSync(dir('.')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => dir(`./${f}`)),
  dir('../rules/validateSend.ts'),
].map((path) => ({ path, text: readFileSync(path, 'utf8') }))

test('behavior: issue 10 every send and network-switch code has its SPEC §5/§8 text in the catalogue', () => {
  for (const code of SEND_PROBLEMS) assert.ok(defaultMessages.sendProblems[code].length > 0, code)
  for (const code of NETWORK_SWITCH_PROBLEMS) assert.ok(defaultMessages.networkSwitchProblems[code].length > 0, code)
  assert.is(defaultMessages.sendProblems.required, 'An amount and receiver address are required')
  assert.is(defaultMessages.networkSwitchProblems.networkNotFound, 'Network not found')
  // Issue 14: SPEC §8's sign-in texts, exactly.
  for (const code of SIWX_PROBLEMS) assert.ok(defaultMessages.siwxProblems[code].length > 0, code)
  assert.is(defaultMessages.siwxProblems.initFailed, 'A problem occurred while trying initialize authentication')
  assert.is(defaultMessages.siwxProblems.signFailed, 'Error signing message')
})

test('behavior: issue 10 the reducers and the send rules hold none of those texts', () => {
  const texts = [...Object.values(defaultMessages.sendProblems), ...Object.values(defaultMessages.networkSwitchProblems), ...Object.values(defaultMessages.siwxProblems)]
  for (const { path, text } of sources) {
    for (const english of texts) assert.not.ok(text.includes(`'${english}'`), `${path} holds '${english}'`)
  }
})

test.run()
