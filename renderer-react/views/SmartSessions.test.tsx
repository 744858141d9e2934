/** The SmartSessions view: loading, empty, error, data (active, expired, revoked), revoking (SPEC.md §6 smartSessions). */
import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Modal } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { silentBlockchainApi } from '../../test/fixtures/silentBlockchainApi.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

const now = Math.floor(Date.now() / 1000)
const sessions = [
  { pci: '0xa1', project: { name: 'Latch Demo Dapp' }, expiry: now + 86400, createdAt: now - 3600 },
  { pci: '0xb2', project: { name: 'Expired Game' }, expiry: now - 3600, createdAt: now - 86400 },
  { pci: '0xc3', project: { name: 'Old Swap' }, expiry: now + 86400, createdAt: now - 86400, revokedAt: now - 60 },
]

async function openSessions(features = { smartSessions: true }): Promise<Modal> {
  const wallet = { ...createTestAdapter('eip155'), signMessage: () => new Promise<string>(() => undefined) }
  const modal = createTestModal({ features, adapters: [wallet], deps: { blockchainApi: silentBlockchainApi() } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` })))
  await run(() => modal.open())
  return modal
}

test('parameters: SPEC §6 the Sessions row shows only with the smartSessions flag', async () => {
  await openSessions({ smartSessions: false })
  assert.not.ok(exists('[data-account-sessions]'))
})

test('behavior: loading, then each session with its status; only an active one can be revoked; revoking waits for the wallet', async () => {
  const modal = await openSessions()
  await click($('[data-account-sessions]'))
  assert.ok(exists('[data-sessions="loading"]'))
  await run(() => dispatchInternal(modal, events.sessions.loaded({ address: EVM_ADDRESS, sessions })))
  assert.equal(
    $$('[data-session]').map((s) => s.getAttribute('data-session-status')),
    ['active', 'expired', 'revoked'],
  )
  assert.equal(
    $$('[data-session-revoke]').map((b) => b.getAttribute('data-session-revoke')),
    ['0xa1'],
  )
  await click($('[data-session-revoke="0xa1"]'))
  assert.is($('[data-session-revoke="0xa1"]').getAttribute('aria-busy'), 'true')
  await run(() => dispatchInternal(modal, events.sessions.revokeFailed({ pci: '0xa1', error: { name: 'HttpRequestError', shortMessage: 'Signature does not match the address', status: 401 } })))
  assert.is($('[data-session-error]').textContent, 'Signature does not match the address')
  await click($('[data-session-revoke="0xa1"]'))
  await run(() => dispatchInternal(modal, events.sessions.revoked({ pci: '0xa1' })))
  assert.is($('[data-session="0xa1"]').getAttribute('data-session-status'), 'revoked')
  assert.not.ok(exists('[data-session-revoke]'))
})

test('behavior: empty and failure states', async () => {
  const modal = await openSessions()
  await click($('[data-account-sessions]'))
  await run(() => dispatchInternal(modal, events.sessions.loaded({ address: EVM_ADDRESS, sessions: [] })))
  assert.is($('[data-sessions="empty"]').textContent, 'No sessions.')
  await run(() => dispatchInternal(modal, events.sessions.failed({ address: EVM_ADDRESS, error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed', status: 500 } })))
  assert.ok(exists('[data-sessions="failure"]'))
})

test.run()
