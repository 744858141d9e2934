/**
 * SPEC.md §8 (wallet-provider code 4001 'User rejected the request', the wallet's own text kept as
 * details): in an exported log the wallet's rejection text shows its control and bidirectional
 * characters as visible escapes — no forged line, no right-to-left override — as any free text.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { connectFailed } from '../events/connection.ts'
import { redactEvent } from '../events/log.ts'
import { escapeControls } from './escapeControls.ts'

test("error: SPEC §8 4001 — a wallet's rejection text in the exported log has its control and bidi characters escaped", () => {
  const details = 'User rejected\n{"type":"connection/connected"}\u202eTEKCAM\u202c\u0007\u2028\u009b'
  const event = { ...connectFailed({ namespace: 'eip155', error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request', details, code: 4001 } }), seq: 1, at: 0 }
  const exported = redactEvent(event) as unknown as { error: { details: string; shortMessage: string } }
  assert.is(exported.error.details, 'User rejected\\u{A}{"type":"connection/connected"}\\u{202E}TEKCAM\\u{202C}\\u{7}\\u{2028}\\u{9B}')
  assert.is(exported.error.shortMessage, 'User rejected the request', 'plain text is untouched')
  assert.not.match(JSON.stringify(exported), /[\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/)
})

test('behavior: escapeControls leaves ordinary text, accents and emoji as they are', () => {
  assert.is(escapeControls('Zurückgewiesen — 拒否 👛'), 'Zurückgewiesen — 拒否 👛')
  assert.is(escapeControls('\u2066a\u2069'), '\\u{2066}a\\u{2069}')
})

test.run()
