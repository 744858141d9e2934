/**
 * Smart sessions against the real sandbox service (SPEC.md §6 smartSessions, §7 list and
 * POST revoke with pci and signature): the seeded sessions of the first funded account, a
 * revocation the wallet signs (verified for real), a signature of another key refused.
 */
import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createBlockchainApi } from '../clients/blockchainApi.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { anvil, NETWORKS } from '../../test/fixtures/networks.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { testAccount } from '../../sandbox/evm/accounts.ts'
import { useBlockchainWorld } from '../../test/fixtures/blockchainWorld.ts'
import { smartSessionsEpic } from './smartSessions.ts'

const world = useBlockchainWorld(test, 'sessions')

const user = testAccount(0)

function open(sign: (message: string) => Promise<string>, features = { smartSessions: true }) {
  const blockchainApi = createBlockchainApi({ projectId: 'test-project', scheduler: asyncScheduler, baseUrl: world.service.url })
  const adapter = { ...createTestAdapter('eip155', { address: user.address }), signMessage: ({ message }: { message: string }) => sign(message) }
  const store = createStore({ epics: { smartSessionsEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [adapter], blockchainApi } })
  store.dispatch(init({ networks: [...NETWORKS, anvil], features }))
  store.dispatch(events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:31337:${user.address}` }))
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.sessions.viewRequested())
  return store
}

test('parameters: SPEC §6 smartSessions off: no SmartSessions view', () => {
  const store = open((m) => user.signMessage({ message: m }), { smartSessions: false })
  assert.is(store.getState().view, 'Account')
})

test('error: a signature of another key is refused by the service; the session stays active', async () => {
  const store = open((m) => testAccount(1).signMessage({ message: m }))
  await until(() => store.getState().smartSessions?.status === 'success', 'the list')
  const active = store.getState().smartSessions!.sessions.find((s) => s.expiry * 1000 > Date.now())!
  store.dispatch(events.sessions.revokeRequested({ pci: active.pci }))
  await until(() => store.getState().smartSessions?.revoking === undefined, 'refused')
  assert.match(store.getState().smartSessions?.revokeError?.message ?? '', /Signature does not match/)
  assert.is(store.getState().smartSessions?.sessions.find((s) => s.pci === active.pci)?.revokedAt, undefined)
})

test('behavior: SPEC §7 the seeded sessions are listed; revoking signs the pci and the service marks it revoked', async () => {
  const store = open((m) => user.signMessage({ message: m }))
  assert.is(store.getState().view, 'SmartSessions')
  await until(() => store.getState().smartSessions?.status === 'success', 'the list')
  const sessions = store.getState().smartSessions!.sessions
  assert.equal(
    sessions.map((s) => s.project.name),
    ['Latch Demo Dapp', 'Expired Game'],
  )
  const active = sessions[0]!
  store.dispatch(events.sessions.revokeRequested({ pci: active.pci }))
  await until(() => store.getState().smartSessions?.revoking === undefined, 'revoked')
  assert.is(store.getState().smartSessions?.revokeError, undefined)
  assert.ok(store.getState().smartSessions?.sessions[0]?.revokedAt !== undefined)
  // The service agrees: a fresh list says revoked.
  const again = open((m) => user.signMessage({ message: m }))
  await until(() => again.getState().smartSessions?.status === 'success', 'the list again')
  assert.ok(again.getState().smartSessions!.sessions[0]!.revokedAt !== undefined)
})

test.run()
