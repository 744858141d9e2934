/** Account's account-type control (SPEC.md §4): present where the wallet offers the other account, absent for an injected EOA. */
import { $, cleanup, click, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { until } from '../../test/fixtures/until.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('behavior: a wallet offering a smart account: the EOA tag and "Switch to your smart account"; switching shows the other', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  await run(() =>
    dispatchInternal(
      modal,
      events.connection.connected({
        connectorId: 'smart.wallet',
        namespace: 'eip155',
        caipAddress: `eip155:1:${EOA}`,
        accounts: [
          { address: EOA, type: 'eoa' },
          { address: SMART, type: 'smartAccount' },
        ],
      }),
    ),
  )
  await run(() => modal.open())
  assert.is($('[data-account-type]').getAttribute('data-account-type'), 'eoa')
  assert.is($('[data-account-type-switch]').textContent, 'Switch to your smart account')
  await click($('[data-account-type-switch="smartAccount"]'))
  await until(async () => {
    await run(() => undefined)
    return exists('[data-account-type="smartAccount"]')
  }, 'the smart account is used')
  assert.is($('[data-address]').getAttribute('title'), SMART)
  assert.is($('[data-account-type-switch]').textContent, 'Switch to your EOA')
})

test('behavior: SPEC §4 an injected EOA wallet: the control is absent, not broken', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EOA}` })))
  await run(() => modal.open())
  assert.ok(exists('[data-view="Account"]'))
  assert.not.ok(exists('[data-account-type]'))
  assert.not.ok(exists('[data-account-type-switch]'))
})

test.run()
