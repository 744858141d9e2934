/**
 * The shared log is safe to share, through the real views: a user pastes a private key,
 * a mnemonic and a JWT into the Send receiver and the AllWallets search, and the log the host
 * exports (`modal.eventLog()`) holds none of them. test/sharedLog.test.ts covers the email login
 * and the RPC traffic ring at the store.
 */
import { act } from 'react'
import { $, cleanup, click, createTestModal, exists, render, run, window } from './fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../core/coreEntry.ts'
import { ModalProvider } from '../renderer-react/ModalProvider.tsx'
import { EVM_ADDRESS } from './fixtures/networks.ts'
import { dispatchInternal } from '../core/modal.ts'

test.after.each(cleanup)

const SECRETS = [
  '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  'abandon ability able about above absent absorb abstract absurd abuse access accident',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.ZHVtbXktc2lnbmF0dXJlLXZhbHVl',
]

/** Types into a controlled input past React's value tracker (as renderer-react/views/Send.test.tsx does). */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, value)
    input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  })
}

test('behavior: secrets pasted into the Send receiver and the wallet search never reach the exported log', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` })))
  await run(() => modal.open())
  await click($('[data-action="Send"]'))
  assert.ok(exists('[data-view="Send"]'))
  for (const secret of SECRETS) await type($('[data-send-receiver]') as HTMLInputElement, secret)
  assert.is((modal.getState().send as { receiver?: string }).receiver, SECRETS[2], 'the live state keeps what was typed')
  await run(() => modal.open({ view: 'AllWallets' }))
  const search = $('[data-view="AllWallets"] input[type="search"]') as HTMLInputElement
  for (const secret of SECRETS) await type(search, secret)

  const log = modal.eventLog()
  const typed = (type: string, field: string) => log.filter((e) => e.type === type).map((e) => (e as unknown as Record<string, string>)[field])
  assert.equal(typed('send/receiverChanged', 'receiver'), ['[redacted:privateKey]', '[redacted:mnemonic]', '[redacted:jwt]'])
  assert.equal(typed('wallets/searchChanged', 'query'), ['[redacted:privateKey]', '[redacted:mnemonic]', '[redacted:jwt]'])
  const text = JSON.stringify(log)
  for (const secret of SECRETS) assert.not.ok(text.includes(secret), `the log holds ${secret.slice(0, 12)}…`)
  modal.destroy()
})

test.run()
