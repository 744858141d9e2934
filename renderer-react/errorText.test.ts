import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorText } from './errorText.ts'
import type { Messages } from './messages.ts'
import { englishCatalogue } from './locales/registry.ts'

/** English, the default catalogue: a lazy chunk. */
const defaultMessages = await englishCatalogue.load()

test('behavior: a failure the state keeps as a code is worded by the (overridable) catalogue', () => {
  const german: Messages = { ...defaultMessages, errors: { ...defaultMessages.errors, failedToConnect: 'Verbindung fehlgeschlagen' } }
  assert.is(errorText(defaultMessages, { code: 'failedToConnect' }), 'Failed to connect')
  assert.is(errorText(german, { code: 'failedToConnect' }), 'Verbindung fehlgeschlagen')
})

test("behavior: SPEC §8 the API's or wallet's own message is used if present", () => {
  assert.is(errorText(defaultMessages, { code: 'serverError', message: 'projectId is required', status: 500 }), 'projectId is required')
  assert.is(errorText(defaultMessages, { code: 'unknown', message: 'Ledger is locked' }), 'Ledger is locked')
  assert.is(errorText(defaultMessages, { code: 'unknown' }), 'An error occurred.')
})

test.run()
