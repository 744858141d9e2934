import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { defaultButtonMessages, mergeButtonMessages } from './buttonMessages.ts'
import { mergeMessages } from './messages.ts'
import { englishCatalogue } from './locales/registry.ts'

/** English, the default catalogue: a lazy chunk. */
const defaultMessages = await englishCatalogue.load()

test("behavior: the buttons' strings are the default catalogue's (one English text for each)", () => {
  for (const key of Object.keys(defaultButtonMessages) as (keyof typeof defaultButtonMessages)[]) {
    assert.is(defaultMessages[key], defaultButtonMessages[key], key)
  }
  assert.is(defaultButtonMessages.connectWallet, 'Connect wallet')
})

test('behavior: <ModalProvider messages> overrides reach the buttons as they reach the catalogue', () => {
  const overrides = { connectWallet: 'Verbinden', openAccount: (address: string) => `Konto ${address}`, back: 'Zurück' }
  const buttons = mergeButtonMessages(overrides)
  assert.is(buttons.connectWallet, 'Verbinden')
  assert.is(buttons.openAccount('0xabc'), 'Konto 0xabc')
  assert.is(buttons.connecting, 'Connecting…')
  assert.is(mergeMessages(overrides, defaultMessages).connectWallet, buttons.connectWallet)
  assert.not.ok('back' in buttons, "only the buttons' keys")
  assert.is(mergeButtonMessages(undefined), defaultButtonMessages)
})

test.run()
