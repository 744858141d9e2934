/**
 * Social login from a host's own UI (API.md "Own UI", SPEC.md §4): `connectWallet(modal, 'google')`
 * with the modal never opened runs the same epic as the modal's Connect view — the popup, the
 * redirect address, the result message, the AUTH connector connecting — and is not taken for a
 * user who left the modal (it was never shown); closing the popup still ends it with 'Popup
 * closed'. The log replays to the same final state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Subject } from 'rxjs'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import type { Adapter } from '../adapter.ts'
import { fakeAuth } from '../../test/fixtures/fakeAuth.ts'
import { SOCIAL_POPUP_POLL_MS } from '../effects/socialLogin.ts'
import { events } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replay } from '../replay.ts'
import type { PopupLike, WindowLike } from '../store.ts'
import { connectWallet, selectConnectProgress } from './index.ts'

class FakePopup implements PopupLike {
  closed = false
  location = { href: '' }
  close(): void {
    this.closed = true
  }
}

function setup() {
  const popups: FakePopup[] = []
  const results = new Subject<string>()
  const clock = new VirtualClock()
  const auth = fakeAuth({
    socialRedirect: async (provider) => ({ uri: `https://secure.test/authorize?provider=${provider}` }),
    socialResult: () => results.asObservable(),
    connectSocial: async () => ({ username: 'alice' }),
  })
  const social: Adapter = { namespace: 'eip155', connect: async () => Promise.reject(new Error('not routed')), disconnect: async () => undefined, switchNetwork: async () => undefined, auth }
  const window: WindowLike = {
    open: () => {
      const popup = new FakePopup()
      popups.push(popup)
      return popup
    },
  }
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155'), social],
    deps: { scheduler: clock, window, fetch: offlineFetch, walletApi: null, blockchainApi: null },
  })
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] }))
  return { modal, popups, results, clock }
}

test('behavior: SPEC §4 connectWallet(modal, google) with the modal closed — the popup shows the redirect address, the result connects the AUTH connector; the modal never opens; the log replays', async () => {
  const { modal, popups, results } = setup()
  let settled: 'connected' | Error | undefined
  connectWallet(modal, 'google').then(
    () => (settled = 'connected'),
    (error: Error) => (settled = error),
  )
  await until(() => popups[0]?.location.href !== undefined && popups[0].location.href !== '', 'the popup on the redirect address')
  assert.is(popups[0]!.location.href, 'https://secure.test/authorize?provider=google')
  assert.is(modal.getState().social?.step, 'popup', 'not cancelled as if the user had left a modal that never opened')
  assert.equal(selectConnectProgress(modal.getState(), { kind: 'social', provider: 'google' }), { step: 'popup' })
  results.next('https://secure.test/callback?code=1')
  await until(() => settled !== undefined, 'connectWallet settling')
  assert.is(settled, 'connected')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'auth')
  assert.is(modal.getState().open, false)
  assert.equal(selectConnectProgress(modal.getState(), { kind: 'social', provider: 'google' }).step, 'connected')
  assert.ok(popups[0]!.closed, 'the popup closed once its result arrived')
  assert.not.ok(
    modal.eventLog().some((e) => e.type === 'modal/openRequested'),
    'the modal never opened',
  )
  // The social username is a keyed token in the log (never the name itself).
  const log = modal.eventLog()
  const token = /\[personal:[0-9a-f]+\]/.exec(JSON.stringify(log))?.[0] ?? '[redacted]'
  assert.not.ok(JSON.stringify(log).includes('"alice"'), 'the username is not in the log')
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), JSON.parse(JSON.stringify(modal.getState()).split('"alice"').join(JSON.stringify(token))), 'the log replays to the same final state')
  modal.destroy()
})

test("error: SPEC §4 the popup of a host's social login closed before a result — 'Popup closed' within the 1 s polling; nothing connected", async () => {
  const { modal, popups, clock } = setup()
  let settled: Error | undefined
  connectWallet(modal, 'github').catch((error: Error) => (settled = error))
  await until(() => popups[0]?.location.href !== undefined && popups[0].location.href !== '', 'the popup')
  popups[0]!.closed = true
  clock.advanceBy(SOCIAL_POPUP_POLL_MS)
  await until(() => settled !== undefined, 'connectWallet rejecting')
  assert.is(settled?.message.split('\n')[0], 'Popup closed')
  assert.equal(selectConnectProgress(modal.getState(), { kind: 'social', provider: 'github' }), { step: 'failed', error: 'popupClosed' })
  assert.is(modal.getState().accounts.eip155?.address, undefined)
  modal.destroy()
})

test.run()
