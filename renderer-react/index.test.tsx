import { $, cleanup, createTestModal, document, exists, run } from '../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as entry from './index.ts'

test.after.each(cleanup)

test('default: latch/react exports exactly the names of API.md', () => {
  assert.equal(Object.keys(entry).sort(), [
    'AccountButton',
    'ConnectButton',
    'ModalProvider',
    'NetworkButton',
    'mountModal',
    'useAccount',
    'useModal',
    'useModalEvents',
    'useModalState',
    'useNetwork',
    'useWalletInfo',
  ])
})

test('behavior: mountModal renders the modal without React in the host; unmount() removes it', async () => {
  const modal = createTestModal()
  let unmount = () => {}
  await run(() => {
    unmount = entry.mountModal(modal)
  })
  assert.ok(exists('[data-latch-mount]'))
  await run(() => modal.open())
  assert.ok(exists('[data-latch-modal][role="dialog"] [data-view="Connect"]'))
  await run(() => unmount())
  assert.not.ok(exists('[data-latch-modal]'))
  assert.not.ok(exists('[data-latch-mount]'))
  assert.not.ok(exists('[data-latch-portal]'))
  unmount() // a second call does nothing
})

test('parameters: mountModal uses the given container and leaves it in place', async () => {
  const modal = createTestModal()
  const container = document.createElement('section')
  document.body.appendChild(container)
  let unmount = () => {}
  await run(() => {
    unmount = entry.mountModal(modal, { container: container as unknown as Element })
  })
  await run(() => modal.open({ view: 'Networks' }))
  assert.ok(exists('[data-view="Networks"]'))
  assert.not.ok(exists('[data-latch-mount]'))
  await run(() => unmount())
  assert.not.ok(exists('[data-latch-modal]'))
  assert.is($('section'), container as unknown as HTMLElement)
})

test('behavior: SPEC §2 without adapters the modal opens on ConnectingWalletConnectBasic (not built yet: honest panel)', async () => {
  const modal = createTestModal({ adapters: [] })
  let unmount = () => {}
  await run(() => {
    unmount = entry.mountModal(modal)
  })
  await run(() => modal.open())
  assert.ok(exists('[data-view="ConnectingWalletConnectBasic"] [data-not-yet-available]'))
  await run(() => unmount())
})

test.run()
