/**
 * The social-login epic (SPEC.md §4 social login: the 600×800 popup, the redirect
 * address, the secure site's result message, the 1 s polling and 'Popup closed'; §8 errors),
 * through the real modal on a virtual clock, with a popup and an auth adapter the test drives.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Subject } from 'rxjs'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { NETWORKS, EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import type { Adapter, AuthControl } from '../adapter.ts'
import { fakeAuth } from '../../test/fixtures/fakeAuth.ts'
import { AlertError } from '../errors/AlertError.ts'
import { FrameRequestError } from '../errors/FrameRequestError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { events, type StampedEvent } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replay } from '../replay.ts'
import type { PopupLike, WindowLike } from '../store.ts'
import { SOCIAL_POPUP_FEATURES, SOCIAL_POPUP_POLL_MS } from './socialLogin.ts'

class FakePopup implements PopupLike {
  closed = false
  location = { href: '' }
  close(): void {
    this.closed = true
  }
}

type World = {
  calls: string[]
  popups: { popup: FakePopup; features: string }[]
  results: Subject<string>
  clock: VirtualClock
}

function socialAdapter(world: World, overrides: Partial<AuthControl> = {}): Adapter {
  const auth = fakeAuth({
    socialRedirect: async (provider) => (world.calls.push(`redirect:${provider}`), { uri: `https://secure.test/authorize?provider=${provider}` }),
    socialResult: () => world.results.asObservable(),
    connectSocial: async (provider, resultUri) => (world.calls.push(`connect:${provider}:${resultUri}`), { username: 'alice' }),
    ...overrides,
  })
  return { namespace: 'eip155', connect: async () => Promise.reject(new Error('not routed')), disconnect: async () => undefined, switchNetwork: async () => undefined, auth }
}

function setup(overrides: Partial<AuthControl> = {}, options: { blocked?: boolean } = {}) {
  const world: World = { calls: [], popups: [], results: new Subject<string>(), clock: new VirtualClock() }
  const window: WindowLike = {
    open: (_url, _target, features) => {
      if (options.blocked) return null
      const popup = new FakePopup()
      world.popups.push({ popup, features })
      return popup
    },
  }
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155'), socialAdapter(world, overrides)],
    deps: { scheduler: world.clock, window, fetch: offlineFetch, walletApi: null, blockchainApi: null },
  })
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] }))
  modal.open()
  return { modal, world }
}

const popupOpen = (world: World) => () => world.popups.length === 1 && world.popups[0]!.popup.location.href !== ''

test('behavior: SPEC §4 social login — a 600×800 popup shows the redirect address, the result message connects the AUTH connector with the social username', async () => {
  const { modal, world } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  assert.is(modal.getState().view, 'ConnectingSocial')
  await until(popupOpen(world), 'the popup shows the redirect address')
  assert.is(world.popups[0]!.features, SOCIAL_POPUP_FEATURES)
  assert.match(SOCIAL_POPUP_FEATURES, 'width=600,height=800')
  assert.is(world.popups[0]!.popup.location.href, 'https://secure.test/authorize?provider=google')
  assert.is(modal.getState().social?.step, 'popup')
  world.results.next('https://secure.test/social/callback?code=c&state=s')
  await until(() => modal.getState().accounts.eip155?.status === 'connected', 'connected')
  assert.ok(world.popups[0]!.popup.closed, 'the popup is closed once its result arrived')
  assert.equal(world.calls, ['redirect:google', 'connect:google:https://secure.test/social/callback?code=c&state=s'])
  const account = modal.getState().accounts.eip155!
  assert.is(account.connectorId, 'auth')
  assert.is(account.address, EVM_ADDRESS)
  assert.is(account.authName, 'alice')
  // The journey's log replays to the same state (facts carry every outcome).
  const log = modal.eventLog() as StampedEvent[]
  assert.ok(log.some((e) => e.type === 'social/succeeded'))
  const token = /\[personal:[0-9a-f]+\]/.exec(JSON.stringify(log))?.[0]
  assert.ok(token && !JSON.stringify(log).includes('"alice"'), 'the social username is a keyed token in the log')
  assert.equal(replay(log).final.accounts, JSON.parse(JSON.stringify(modal.getState().accounts).split('"alice"').join(`"${token}"`)))
  modal.destroy()
})

test("error: SPEC §4 the popup is polled every second on the scheduler: closed before a result, 'Popup closed'; nothing connected, Try again opens a new popup", async () => {
  const { modal, world } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'github' }))
  await until(popupOpen(world), 'the popup is open')
  world.clock.advanceBy(SOCIAL_POPUP_POLL_MS * 3)
  assert.is(modal.getState().social?.step, 'popup', 'an open popup is waited for')
  world.popups[0]!.popup.closed = true
  world.clock.advanceBy(SOCIAL_POPUP_POLL_MS - 1)
  assert.is(modal.getState().social?.step, 'popup', 'not before the next poll')
  world.clock.advanceBy(1)
  assert.is(modal.getState().social?.step, 'failed')
  assert.is(modal.getState().social?.problem, 'popupClosed')
  assert.is(modal.getState().view, 'ConnectingSocial')
  assert.is(modal.getState().accounts.eip155?.status ?? 'disconnected', 'disconnected')
  const failed = modal.eventLog().find((e) => e.type === 'social/failed') as { error: { shortMessage: string } } | undefined
  assert.is(failed?.error.shortMessage, 'Popup closed')
  modal.dispatch(events.ui.socialChosen({ provider: 'github' }))
  await until(() => world.popups.length === 2 && world.popups[1]!.popup.location.href !== '', 'a new popup')
  assert.is(modal.getState().history.filter((v) => v === 'ConnectingSocial').length, 1, 'Try again restarts in place')
  modal.destroy()
})

test("error: SPEC §8 denied consent is 'Connection rejected'; a frame that fails is 'Failed to connect'; nothing connected", async () => {
  for (const [error, reason, text] of [
    [new UserRejectedRequestError({ details: 'denied' }), 'rejected', 'Connection rejected'],
    [new FrameRequestError('bad code', { code: 'BAD_REQUEST' }), 'failed', 'Failed to connect'],
    [new AlertError('IFRAME_REQUEST_TIMEOUT'), 'timedOut', 'Embedded Wallet Request Timed Out'],
  ] as const) {
    const { modal, world } = setup({ connectSocial: async () => Promise.reject(error) })
    modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
    await until(popupOpen(world), 'the popup is open')
    world.results.next('https://secure.test/social/callback?error=access_denied&state=s')
    await until(() => modal.getState().social?.step === 'failed', `${reason}: the login ended`)
    assert.is(modal.getState().social?.problem, reason)
    const failed = modal.eventLog().find((e) => e.type === 'social/failed') as { error: { shortMessage: string } }
    assert.is(failed.error.shortMessage, text)
    assert.is(modal.getState().accounts.eip155?.status ?? 'disconnected', 'disconnected')
    modal.destroy()
  }
})

test("error: SPEC §8 no redirect address (frame error or timeout) or a blocked popup: 'Failed to initiate social connection' / timed out, the popup closed", async () => {
  const init = setup({ socialRedirect: async () => Promise.reject(new FrameRequestError('no', { code: 'INTERNAL' })) })
  init.modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  await until(() => init.modal.getState().social?.step === 'failed', 'the login ended')
  assert.is(init.modal.getState().social?.problem, 'initFailed')
  assert.ok(init.world.popups[0]!.popup.closed)
  init.modal.destroy()
  const slow = setup({ socialRedirect: async () => Promise.reject(new AlertError('IFRAME_REQUEST_TIMEOUT')) })
  slow.modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  await until(() => slow.modal.getState().social?.step === 'failed', 'the login ended')
  assert.is(slow.modal.getState().social?.problem, 'timedOut')
  slow.modal.destroy()
  const blocked = setup({}, { blocked: true })
  blocked.modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  await until(() => blocked.modal.getState().social?.step === 'failed', 'the login ended')
  assert.is(blocked.modal.getState().social?.problem, 'initFailed')
  assert.equal(blocked.world.calls, [], 'no redirect asked for without a popup')
  blocked.modal.destroy()
})

test('behavior: leaving ConnectingSocial (back) closes the popup and ends the attempt quietly; a late result changes nothing', async () => {
  const { modal, world } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  await until(popupOpen(world), 'the popup is open')
  modal.dispatch(events.router.wentBack())
  await until(() => modal.getState().social === undefined, 'the attempt ended')
  assert.ok(world.popups[0]!.popup.closed)
  assert.is(modal.getState().view, 'Connect')
  world.results.next('https://secure.test/social/callback?code=c&state=s')
  world.clock.advanceBy(SOCIAL_POPUP_POLL_MS * 2)
  assert.equal(world.calls, ['redirect:google'])
  assert.is(modal.getState().shake, false)
  modal.destroy()
})

test('behavior: a double click starts one popup; a fact of another attempt is ignored', async () => {
  const { modal, world } = setup()
  modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  modal.dispatch(events.ui.socialChosen({ provider: 'google' }))
  await until(popupOpen(world), 'the popup is open')
  assert.is(world.popups.length, 1)
  const before = modal.getState()
  dispatchInternal(modal, events.social.failed({ requestId: 'social-9999', reason: 'failed', error: { name: 'ConnectionError', shortMessage: 'Failed to connect' } }))
  assert.equal(modal.getState().social, before.social)
  modal.destroy()
})

test.run()
