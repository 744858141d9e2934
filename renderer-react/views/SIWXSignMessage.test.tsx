import { $, cleanup, click, createTestAdapter, createTestModal, exists, press, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'
import { createFakeSiwx, sig, type FakeSiwx } from '../../test/fixtures/fakeSiwx.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'

test.after.each(cleanup)

const DEV = 'dev.latch.wallet'
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

async function showSignView(siwx: FakeSiwx = createFakeSiwx(), wallet = { reject: false }) {
  const signed: string[] = []
  const evm: Adapter = Object.assign(createTestAdapter('eip155'), {
    async signMessage({ message }: { message: string }) {
      if (wallet.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      signed.push(message)
      return sig(message)
    },
  })
  const modal = createTestModal({
    adapters: [evm, createTestAdapter('solana')],
    siwx,
    metadata: { name: 'Latch Demo', description: 'demo', url: 'https://app.example', icons: [ICON] },
  })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: DEV, name: 'Dev', type: 'ANNOUNCED', chain: 'eip155' }] })))
  await run(() => modal.connect(DEV, 'eip155'))
  await waitUntil(() => exists('[data-view="SIWXSignMessage"]'), 'the sign view')
  return { modal, signed, wallet }
}

test("default: SPEC §2 SIWXSignMessage shows the dapp's name and icon, the message's essentials and its text, Sign and Cancel", async () => {
  const { modal } = await showSignView()
  assert.is($('[data-siwx-app]').textContent, 'Latch Demo wants you to sign in')
  assert.is($('[data-view="SIWXSignMessage"] img').getAttribute('src'), ICON)
  assert.is($('[data-siwx-account]').textContent, '0xf3…b92266')
  assert.is($('[data-siwx-account]').getAttribute('title'), EVM_ADDRESS)
  assert.is($('[data-siwx-network]').textContent, 'Ethereum')
  assert.is($('[data-siwx-domain]').textContent, 'app.example')
  assert.is($('[data-siwx-issued]').textContent, '2026-11-23T10:00:00.000Z')
  assert.is($('[data-siwx-message]').textContent, modal.getState().siwx!.request!.message)
  assert.is($('[data-latch-modal] h2').textContent, 'Sign in')
  assert.ok(exists('[data-siwx-sign]') && exists('[data-siwx-cancel]'))
  assert.ok(exists('[data-latch-close]'), 'not required: the modal can be closed')
})

test('behavior: SPEC §4 Sign asks the wallet (busy meanwhile) and, once the session is added, the modal closes', async () => {
  const { modal, signed } = await showSignView()
  await click($('[data-siwx-sign]'))
  await waitUntil(() => modal.getState().siwx?.status === 'signedIn', 'signed in')
  assert.equal(signed, [modal.getState().siwx!.sessions[`eip155:1:${EVM_ADDRESS}`]!.message])
  assert.not.ok(exists('[data-latch-modal]'))
})

test("error: SPEC §8 'Error signing message' — a rejected signature shows the text on the view, and Sign works again", async () => {
  const { modal, wallet } = await showSignView()
  wallet.reject = true
  await click($('[data-siwx-sign]'))
  await waitUntil(() => exists('[data-siwx-error]'), 'the error')
  assert.is($('[data-siwx-error]').textContent, 'Error signing message')
  assert.is($('[data-siwx-error]').getAttribute('role'), 'alert')
  assert.is(($('[data-siwx-sign]') as HTMLButtonElement).disabled, false)
  wallet.reject = false
  await click($('[data-siwx-sign]'))
  await waitUntil(() => modal.getState().siwx?.status === 'signedIn', 'signed in')
})

test('behavior: SPEC §4 required and no session — no close or back button, Escape and the backdrop do not close', async () => {
  const { modal } = await showSignView(createFakeSiwx({ required: true }))
  assert.not.ok(exists('[data-latch-close]'))
  assert.not.ok(exists('[data-latch-back]'))
  assert.ok(exists('[data-siwx-required]'))
  await press('Escape')
  assert.is(modal.getState().open, true)
  assert.ok(exists('[data-view="SIWXSignMessage"]'))
  await click($('[data-latch-overlay]'))
  assert.is(modal.getState().open, true)
})

test('behavior: SPEC §4 Cancel (not required) closes the modal; the account stays connected', async () => {
  const { modal } = await showSignView()
  await click($('[data-siwx-cancel]'))
  assert.is(modal.getState().open, false)
  assert.is(modal.getState().status, 'connected')
})

test("error: SPEC §8 'A problem occurred while trying initialize authentication' — Connect shows it after the reset", async () => {
  const siwx = createFakeSiwx()
  siwx.failInit = true
  const modal = createTestModal({ adapters: [Object.assign(createTestAdapter('eip155'), { signMessage: async () => '0x' }), createTestAdapter('solana')], siwx })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: DEV, name: 'Dev', type: 'ANNOUNCED', chain: 'eip155' }] })))
  await run(() => modal.connect(DEV, 'eip155'))
  await waitUntil(() => exists('[data-view="Connect"] [data-siwx-error]'), 'the error on Connect')
  assert.is($('[data-siwx-error]').textContent, 'A problem occurred while trying initialize authentication')
  assert.is(modal.getState().status, 'disconnected')
})

test.run()
