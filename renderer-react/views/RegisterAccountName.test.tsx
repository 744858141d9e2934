/** RegisterAccountName and RegisterAccountNameSuccess: each state of the views (SPEC.md §2, §4, §5, §8). */
import { act } from 'react'
import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run, window } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Modal } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { silentBlockchainApi } from '../../test/fixtures/silentBlockchainApi.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

async function openRegister(chainId = 1): Promise<Modal> {
  // The wallet is asking its user (signMessage never settles): the test plays the epic's outcomes.
  const wallet = { ...createTestAdapter('eip155'), signMessage: () => new Promise<string>(() => undefined) }
  const modal = createTestModal({ adapters: [wallet], deps: { blockchainApi: silentBlockchainApi() } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:${chainId}:${EVM_ADDRESS}` })))
  await run(() => modal.open())
  await click($('[data-choose-name]'))
  return modal
}

/** Types into the controlled input through the prototype's setter (React's value tracker sees it; Send.test.tsx). */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, value)
    input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  })
}

const input = () => $('[data-name-input]') as unknown as HTMLInputElement

test("default: Account's 'Choose a name' opens RegisterAccountName with an empty field and Register disabled", async () => {
  await openRegister()
  assert.ok(exists('[data-view="RegisterAccountName"]'))
  assert.is(input().value, '')
  assert.is(($('[data-name-register]') as unknown as HTMLButtonElement).disabled, true)
  assert.not.ok(exists('[data-name-problem]'), 'an empty field is not scolded')
})

test('error: SPEC §5 name rules show as the catalogue text; no check runs', async () => {
  await openRegister()
  await type(input(), 'ab')
  assert.is($('[data-name-problem]').textContent, 'At least 4 characters')
  await type(input(), 'ab cd')
  assert.is($('[data-name-problem]').textContent, 'Use letters, digits or hyphens only')
  assert.not.ok(exists('[data-name-checking]'))
})

test('behavior: checking, then available with the suggestions; a taken suggestion is disabled', async () => {
  const modal = await openRegister()
  await type(input(), 'alice')
  assert.ok(exists('[data-name-checking]'))
  await run(() =>
    dispatchInternal(
      modal,
      events.names.suggestionsLoaded({
        name: 'alice.reown.id',
        suggestions: [
          { name: 'alice.reown.id', registered: false },
          { name: 'alice-1.reown.id', registered: true },
          { name: 'alice-app.reown.id', registered: false },
        ],
      }),
    ),
  )
  assert.is($('[data-name-available]').textContent, 'alice.reown.id is available')
  assert.equal(
    $$('[data-name-suggestion]').map((b) => [b.getAttribute('data-name-suggestion'), (b as unknown as HTMLButtonElement).disabled]),
    [
      ['alice-1.reown.id', true],
      ['alice-app.reown.id', false],
    ],
  )
  assert.is(($('[data-name-register]') as unknown as HTMLButtonElement).disabled, false)
})

test("error: a taken name says so; SPEC §8 'Error fetching name suggestions'", async () => {
  const modal = await openRegister()
  await type(input(), 'alice')
  await run(() => dispatchInternal(modal, events.names.suggestionsLoaded({ name: 'alice.reown.id', suggestions: [{ name: 'alice.reown.id', registered: true }] })))
  assert.is($('[data-name-problem="nameTaken"]').textContent, 'This name is taken')
  await type(input(), 'bobby')
  await run(() =>
    dispatchInternal(
      modal,
      events.names.suggestionsFailed({ name: 'bobby.reown.id', error: { name: 'ServiceError', shortMessage: 'Error fetching name suggestions', code: 'Error fetching name suggestions' } }),
    ),
  )
  assert.is($('[data-name-suggestions-error]').textContent, 'Error fetching name suggestions')
})

test("behavior: SPEC §4 Register asks the wallet (pending), failure shows 'Error registering name {name}', success the success view", async () => {
  const modal = await openRegister()
  await type(input(), 'alice')
  await run(() => dispatchInternal(modal, events.names.suggestionsLoaded({ name: 'alice.reown.id', suggestions: [{ name: 'alice.reown.id', registered: false }] })))
  await click($('[data-name-register]'))
  assert.ok(exists('[data-name-registering]'))
  assert.is(input().disabled, true)
  const requestId = modal.getState().names!.requestId!
  await run(() =>
    dispatchInternal(
      modal,
      events.names.registerFailed({
        requestId,
        name: 'alice.reown.id',
        error: { name: 'ServiceError', shortMessage: 'Error registering name alice.reown.id', code: 'Error registering name alice.reown.id' },
      }),
    ),
  )
  assert.is($('[data-name-error]').textContent, 'Error registering name alice.reown.id')
  assert.ok(exists('[data-view="RegisterAccountName"]'))
  await click($('[data-name-register]'))
  const again = modal.getState().names!.requestId!
  await run(() => dispatchInternal(modal, events.names.registered({ requestId: again, name: 'alice.reown.id', address: EVM_ADDRESS })))
  assert.is($('[data-name-registered]').textContent, 'alice.reown.id is yours')
  await click($('[data-name-done]'))
  assert.ok(exists('[data-view="Account"]'))
  assert.is($('[data-profile-name]').textContent, 'alice.reown.id', 'the header shows the name')
  assert.not.ok(exists('[data-choose-name]'), 'an account with a name is not offered another')
})

test('error: SPEC §5 on a chain id of 2147483648 or more the view says names cannot be registered there', async () => {
  await openRegister(2147483648)
  assert.is($('[data-name-problem="chainIdTooLarge"]').textContent, 'Names cannot be registered on this network')
})

test.run()
