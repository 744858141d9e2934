import { $, cleanup, createTestModal, document, exists, run, waitUntil } from '../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as entry from './index.ts'
import { loadedDialog } from './components/loadDialog.ts'

test.after.each(cleanup)

test('default: latch/react exports exactly the names of API.md', () => {
  assert.equal(Object.keys(entry).sort(), [
    'AccountButton',
    'ConnectButton',
    'ModalProvider',
    'NetworkButton',
    'WalletButton',
    'initialState',
    'mountModal',
    'useAccount',
    'useConnect',
    'useModal',
    'useModalEvents',
    'useModalState',
    'useNetwork',
    'usePay',
    'useProvider',
    'useSolanaSigner',
    'useWalletConnectUri',
    'useWalletInfo',
    'useWallets',
  ])
})

test('behavior: the dialog is a lazy chunk: the buttons render without it; the first open loads it and shows the view', async () => {
  assert.is(loadedDialog(), undefined, 'importing latch/react does not load the dialog')
  const modal = createTestModal()
  let unmount = () => {}
  await run(() => {
    unmount = entry.mountModal(modal)
  })
  assert.ok(exists('style[data-latch-styles]'), "the buttons' style sheet is there before any open")
  assert.not.ok(exists('style[data-latch-modal-styles]'))
  await run(() => modal.open())
  await waitUntil(() => exists('[data-latch-modal] [data-view="Connect"]'), 'the dialog')
  assert.ok(loadedDialog())
  assert.ok(exists('style[data-latch-modal-styles]'), "the modal's sheet came with it")
  await run(() => unmount())
})

test('behavior: mountModal renders the modal without React in the host; unmount() removes it', async () => {
  const modal = createTestModal()
  let unmount = () => {}
  await run(() => {
    unmount = entry.mountModal(modal)
  })
  assert.ok(exists('[data-latch-mount]'))
  await run(() => modal.open())
  await waitUntil(() => exists('[data-latch-modal][role="dialog"] [data-view="Connect"]'), 'the dialog')
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
  await waitUntil(() => exists('[data-view="Networks"]'), 'the Networks view')
  assert.not.ok(exists('[data-latch-mount]'))
  await run(() => unmount())
  assert.not.ok(exists('[data-latch-modal]'))
  assert.is($('section'), container as unknown as HTMLElement)
})

test('behavior: SPEC §2 without adapters the modal opens on ConnectingWalletConnectBasic (nothing to pair with: the wallet list)', async () => {
  const modal = createTestModal({ adapters: [] })
  let unmount = () => {}
  await run(() => {
    unmount = entry.mountModal(modal)
  })
  await run(() => modal.open())
  await waitUntil(() => exists('[data-view="ConnectingWalletConnectBasic"] [data-walletconnect-basic] [data-all-wallets]'), 'the view')
  await run(() => unmount())
})

test.run()
