import { $, cleanup, click, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { encode } from 'uqr'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, solanaMainnet } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

async function openReceive(namespace: 'eip155' | 'solana' = 'eip155') {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  const caipAddress = namespace === 'eip155' ? `eip155:1:${EVM_ADDRESS}` : `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'test', namespace, caipAddress })))
  await run(() => modal.open({ view: 'Receive' }))
  assert.ok(exists('[data-view="Receive"]'))
  return modal
}

test('default: Receive shows the full address as selectable text, its QR code and the network', async () => {
  await openReceive()
  assert.is($('[data-receive-address]').textContent, EVM_ADDRESS)
  const qr = $('[data-qr]')
  assert.is(qr.tagName.toLowerCase(), 'svg')
  assert.is(qr.getAttribute('role'), 'img')
  assert.is(qr.getAttribute('aria-label'), `QR code of the address ${EVM_ADDRESS}`)
  // The QR modules are the encoder's for this address (2 modules of quiet zone).
  const size = encode(EVM_ADDRESS, { border: 2, ecc: 'M' }).size
  assert.is(qr.getAttribute('viewBox'), `0 0 ${size} ${size}`)
  assert.ok(($('[data-qr] path').getAttribute('d') ?? '').length > 100)
  assert.is($('[data-receive-network]').textContent, 'Send only assets on Ethereum to this address.')
})

test('behavior: the copy button puts the full address on the clipboard and confirms with a snackbar', async () => {
  await openReceive()
  assert.is($('[data-view="Receive"] [data-copy-address]').getAttribute('aria-label'), 'Copy address')
  await click($('[data-view="Receive"] [data-copy-address]'))
  assert.is(await navigator.clipboard.readText(), EVM_ADDRESS)
  assert.is($('[data-snackbar]').textContent, 'Address copied')
})

test('behavior: a Solana account receives on its base58 address and names Solana', async () => {
  await openReceive('solana')
  assert.is($('[data-receive-address]').textContent, SOLANA_ADDRESS)
  assert.is($('[data-qr]').getAttribute('aria-label'), `QR code of the address ${SOLANA_ADDRESS}`)
  assert.match($('[data-receive-network]').textContent ?? '', /Solana/)
})

test('behavior: without an address Receive says so and shows no QR code', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  await run(() => modal.open({ view: 'Receive' }))
  assert.ok(exists('[data-view="Receive"] [data-no-address]'))
  assert.not.ok(exists('[data-qr]'))
})

test.run()
