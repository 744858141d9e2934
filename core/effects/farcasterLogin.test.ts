/**
 * Farcaster sign-in (SPEC.md §2 ConnectingFarcaster, §4 "Farcaster uses a fetched URL
 * instead of a popup", §8 'Failed to connect to farcaster') through the real modal on a virtual
 * clock, with an auth adapter the test drives: the URL shown, the approval connecting the AUTH
 * connector with the username, failures, and leaving the view.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { NETWORKS, EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import type { Adapter, AuthControl } from '../adapter.ts'
import { fakeAuth } from '../../test/fixtures/fakeAuth.ts'
import { events, type StampedEvent } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replay } from '../replay.ts'

const URI = 'https://relay.test/siwf?channelToken=abc'

/** A Farcaster approval the test gives (or refuses) when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function setup(overrides: Partial<AuthControl> = {}) {
  const calls: string[] = []
  const approval = deferred<{ username?: string }>()
  const auth = fakeAuth({
    farcasterUri: async () => (calls.push('uri'), { uri: URI }),
    connectFarcaster: () => (calls.push('wait'), approval.promise),
    reload: async () => void calls.push('reload'),
    ...overrides,
  })
  const adapter: Adapter = { namespace: 'eip155', connect: async () => Promise.reject(new Error('not routed')), disconnect: async () => undefined, switchNetwork: async () => undefined, auth }
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155'), adapter],
    deps: { scheduler: new VirtualClock(), fetch: offlineFetch, walletApi: null, blockchainApi: null },
  })
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] }))
  modal.open()
  return { modal, calls, approval }
}

test('behavior: SPEC §4 Farcaster — ConnectingFarcaster shows the fetched URL (QR and link, no popup); the approval connects the AUTH connector with the username; the log replays', async () => {
  const { modal, calls, approval } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  assert.is(modal.getState().view, 'ConnectingFarcaster')
  await until(() => modal.getState().social?.step === 'qr', 'the URL is shown')
  assert.is(modal.getState().social?.farcasterUri, URI)
  assert.equal(calls, ['uri', 'wait'])
  approval.resolve({ username: 'alice' })
  await until(() => modal.getState().accounts.eip155?.status === 'connected', 'connected')
  const account = modal.getState().accounts.eip155!
  assert.is(account.connectorId, 'auth')
  assert.is(account.address, EVM_ADDRESS)
  assert.is(modal.getState().social?.farcasterUri, undefined, 'the URL is gone once used')
  const log = modal.eventLog() as StampedEvent[]
  assert.ok(log.some((e) => e.type === 'social/farcasterUriIssued'))
  // SPEC §2 reloads the auth connector when the user LEAVES the view; an approval is no leaving.
  assert.not.ok(calls.includes('reload'), 'the approved sign-in does not reload the auth connector')
  assert.not.ok(log.some((e) => e.type === 'embedded/authConnectorReloadRequested'))
  const token = /\[personal:[0-9a-f]+\]/.exec(JSON.stringify(log))?.[0]
  assert.equal(replay(log).final.accounts, JSON.parse(JSON.stringify(modal.getState().accounts).split('"alice"').join(`"${token}"`)))
  modal.destroy()
})

test("error: SPEC §8 the relay expired or the frame refused — 'Failed to connect to farcaster' (a code), nothing connected; Try again fetches a new URL", async () => {
  const { modal, calls, approval } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  await until(() => modal.getState().social?.step === 'qr', 'the URL is shown')
  approval.reject(new Error('The Farcaster request expired'))
  await until(() => modal.getState().social?.step === 'failed', 'failed')
  assert.is(modal.getState().social?.problem, 'farcasterFailed')
  assert.is(modal.getState().accounts.eip155?.address, undefined)
  const failed = (modal.eventLog() as StampedEvent[]).find((e) => e.type === 'social/failed') as { error: { shortMessage: string } } | undefined
  assert.is(failed?.error.shortMessage, 'Failed to connect to farcaster')
  modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  assert.is(modal.getState().view, 'ConnectingFarcaster', 'Try again stays on the view')
  await until(() => calls.filter((c) => c === 'uri').length === 2, 'a new URL is fetched')
  modal.destroy()
})

test("error: the secure site gives no URL — 'Failed to connect to farcaster'; no auth connector — 'No auth connector found'", async () => {
  const failing = setup({ farcasterUri: async () => Promise.reject(new Error('relay down')) })
  failing.modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  await until(() => failing.modal.getState().social?.step === 'failed', 'failed')
  assert.is(failing.modal.getState().social?.problem, 'farcasterFailed')
  failing.modal.destroy()
  const none = setup({ farcasterUri: undefined, connectFarcaster: undefined })
  none.modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  await until(() => none.modal.getState().social?.step === 'failed', 'failed')
  assert.is(none.modal.getState().social?.problem, 'noAuthConnector')
  none.modal.destroy()
})

test('behavior: SPEC §2 leaving ConnectingFarcaster while disconnected ends the attempt and reloads the auth connector; a late approval connects nothing', async () => {
  const { modal, calls, approval } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  await until(() => modal.getState().social?.step === 'qr', 'the URL is shown')
  modal.dispatch(events.router.wentBack())
  await until(() => calls.includes('reload'), 'the auth connector reloads')
  assert.is(modal.getState().social, undefined, 'as if it had never started')
  const types = (modal.eventLog() as StampedEvent[]).map((e) => e.type)
  assert.ok(types.includes('social/cancelled') && types.includes('embedded/authConnectorReloadRequested'))
  approval.resolve({ username: 'late' })
  await approval.promise
  // Whatever a still-listening epic made of the approval runs in the microtasks after it, all
  // before the next macrotask (the clock is virtual: no timer of the modal's can fire meanwhile).
  await new Promise((r) => setTimeout(r, 0))
  assert.is(modal.getState().accounts.eip155?.address, undefined)
  modal.destroy()
})

test('behavior: a double click fetches one URL', async () => {
  const { modal, calls } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))
  await until(() => modal.getState().social?.step === 'qr', 'the URL is shown')
  assert.equal(
    calls.filter((c) => c === 'uri'),
    ['uri'],
  )
  modal.destroy()
})

test.run()
