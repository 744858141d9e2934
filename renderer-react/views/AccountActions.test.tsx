import { $$, cleanup, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events, replay } from '../../core/coreEntry.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

async function actionsOf(options: Parameters<typeof createTestModal>[0] = {}): Promise<(string | null)[]> {
  const modal = createTestModal(options)
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` })))
  await run(() => modal.open())
  assert.ok(exists('[data-view="Account"]'))
  return $$('[data-view="Account"] [data-action]').map((button) => button.getAttribute('data-action'))
}

test('default: SPEC §9 Account offers its wallet features in the default order onramp, swaps, receive, send', async () => {
  assert.equal(await actionsOf(), ['Buy', 'Swap', 'Receive', 'Send'])
})

test('parameters: SPEC §9 walletFeaturesOrder puts the named features first; the others follow in the default order', async () => {
  assert.equal(await actionsOf({ walletFeaturesOrder: ['send', 'receive'] }), ['Send', 'Receive', 'Buy', 'Swap'])
})

test('parameters: SPEC §6 a wallet feature whose flag is off is not shown, whatever the order names', async () => {
  assert.equal(await actionsOf({ walletFeaturesOrder: ['onramp', 'send'], features: { onramp: false, swaps: false } }), ['Send', 'Receive'])
})

test('behavior: SPEC §9 in a restricted region (a China-region time zone) Buy is not offered; the modal records it, so the log replays it', async () => {
  assert.equal(await actionsOf({ deps: { timeZone: 'Asia/Shanghai' } }), ['Swap', 'Receive', 'Send'])
  await cleanup()
  assert.equal(await actionsOf({ deps: { timeZone: 'Europe/Madrid' } }), ['Buy', 'Swap', 'Receive', 'Send'])
})

test('behavior: SPEC §9 the restricted-region verdict is in app/initialized and replays', () => {
  const modal = createTestModal({ deps: { timeZone: 'Asia/Urumqi' } })
  assert.is(modal.getState().env.restrictedRegion, true)
  assert.is(replay(modal.eventLog()).final.env.restrictedRegion, true)
})

test('error: an unknown wallet feature in walletFeaturesOrder fails createModal with a clear error', () => {
  assert.throws(() => createTestModal({ walletFeaturesOrder: ['teleport' as never] }), /walletFeaturesOrder/)
})

test.run()
