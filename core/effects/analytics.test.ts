/**
 * Usage events through the whole modal to the sandbox's analytics sink (SPEC.md §1
 * analytics on by default, §7 POST /e, §8 error reports capped at 5 per minute, 403 → 'Invalid
 * App Configuration'): batching in virtual time, the beacon on page hide, the opt-outs with the
 * sink's request log, nothing personal in the props.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Subject } from 'rxjs'
import { createWalletApi } from '../clients/walletApi.ts'
import { events } from '../events/index.ts'
import { createModal, dispatchInternal, type CreateModalOptions, type Modal } from '../modal.ts'
import { replayFinal } from '../replay.ts'
import { createMemoryStorage } from '../storage.ts'
import type { WindowLike } from '../store.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { createTrackedFetch, drain, settle, VirtualClock, type TrackedFetch } from '../../test/fixtures/testHarness.ts'
import { startWalletApi, type WalletApi } from '../../sandbox/wallet-api/index.ts'
import { startAnalytics, type AnalyticsSink } from '../../sandbox/analytics/server.ts'
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS } from './analytics.ts'

let walletApi: WalletApi
let sink: AnalyticsSink
let projects = 0

test.before(async () => {
  walletApi = await startWalletApi({ projects: { 'quiet-1': { analyticsEnabled: false } } })
  sink = await startAnalytics()
})
test.after(async () => {
  await walletApi.stop()
  await sink.close()
})

type SentEvent = { eventId: string; url: string; domain: string; timestamp: number; props: { type: string; event: string; properties: Record<string, unknown> }; projectId: string }
type Setup = { modal: Modal; clock: VirtualClock; io: TrackedFetch; projectId: string; hide(): void; beacons: { url: string; data: string }[] }

function setup(options: { projectId?: string; more?: Partial<CreateModalOptions>; beacon?: boolean; walletApi?: boolean } = {}): Setup {
  const projectId = options.projectId ?? `analytics-${++projects}`
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const listeners: (() => void)[] = []
  const beacons: { url: string; data: string }[] = []
  const document = { visibilityState: 'visible', addEventListener: (_: 'visibilitychange', l: () => void) => void listeners.push(l), removeEventListener: () => {} }
  const window: WindowLike = {
    // A query string can carry a visitor's data: it must not reach the analytics service.
    location: { origin: 'http://127.0.0.1:5173', href: 'http://127.0.0.1:5173/shop?email=alice%40example.com', hostname: '127.0.0.1', pathname: '/shop' },
    document,
    navigator: { userAgent: 'test', sendBeacon: (url: string, data: string) => (beacons.push({ url, data }), options.beacon ?? true) },
  }
  const modal = createModal({
    projectId,
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155')],
    endpoints: { analytics: sink.url, ...(options.walletApi === false ? {} : { walletApi: walletApi.url }) },
    deps: { scheduler: clock, fetch: io.fetch, window, storage: createMemoryStorage(), blockchainApi: null },
    ...options.more,
  })
  const hide = () => {
    document.visibilityState = 'hidden'
    for (const listener of listeners) listener()
  }
  return { modal, clock, io, projectId, hide, beacons }
}

async function sent(projectId: string): Promise<SentEvent[]> {
  const { events: all } = (await (await fetch(`${sink.url}/e`)).json()) as { events: SentEvent[] }
  return all.filter((e) => e.projectId === projectId)
}
const requestsFor = (projectId: string) => sink.requests().filter((r) => r.projectId === projectId)
const posted = (s: Setup) => s.modal.eventLog().filter((e) => e.type === 'analytics/batchSettled' && e.error === undefined)

test('behavior: SPEC §1 analytics on by default — open and close reach POST /e as one batch 5 s later, with eventId, url, domain, timestamp, props (SPEC §7)', async () => {
  const s = setup()
  s.modal.open()
  s.modal.close()
  await settle(s.clock, s.io, () => s.modal.getState().project?.analyticsConfig !== undefined)
  assert.is(requestsFor(s.projectId).length, 0, 'batched: nothing sent before the flush time')
  await settle(s.clock, s.io, () => posted(s).length === 1)
  const got = await sent(s.projectId)
  assert.equal(
    got.map((e) => e.props.event),
    ['MODAL_OPEN', 'MODAL_CLOSE'],
  )
  assert.is(requestsFor(s.projectId).length, 1, 'one request for the batch')
  const [open] = got
  assert.match(open!.eventId, /^[0-9a-f-]{36}$/)
  assert.is(open!.url, 'http://127.0.0.1:5173/shop', 'origin and path only: no query string')
  assert.is(open!.domain, '127.0.0.1')
  assert.is(open!.timestamp, s.modal.eventLog().find((e) => e.type === 'modal/openRequested')!.at)
  assert.equal(open!.props, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false, view: 'Connect' } })
  assert.ok(s.clock.now() >= ANALYTICS_FLUSH_MS)
  assert.equal(replayFinal(s.modal.eventLog()), s.modal.getState(), 'the log replays')
  s.modal.destroy()
})

test('behavior: a full batch (10 events) leaves at once, without waiting for the flush time', async () => {
  const s = setup()
  s.modal.open()
  await settle(s.clock, s.io, () => s.modal.getState().project?.analyticsConfig !== undefined)
  const start = s.clock.now()
  s.modal.close()
  for (let i = 1; i < ANALYTICS_BATCH_SIZE / 2; i++) {
    s.modal.open()
    s.modal.close()
  }
  await settle(s.clock, s.io, () => posted(s).length === 1)
  assert.ok(s.clock.now() - start < ANALYTICS_FLUSH_MS, 'sent before the 5 s timer')
  assert.is((await sent(s.projectId)).length, ANALYTICS_BATCH_SIZE)
  s.modal.destroy()
})

test('behavior: connect started and succeeded name the method and wallet — never the address (nothing personal in props)', async () => {
  const s = setup()
  s.modal.open()
  const connecting = s.modal.connect('metamask', 'eip155')
  await settle(s.clock, s.io, () => s.modal.getState().status === 'connected')
  await connecting
  await s.modal.switchNetwork('eip155:137').catch(() => {})
  await settle(s.clock, s.io, () => posted(s).length >= 1)
  const got = await sent(s.projectId)
  const names = got.map((e) => e.props.event)
  assert.equal(names.slice(0, 3), ['MODAL_OPEN', 'CONNECT_STARTED', 'CONNECT_SUCCESS'])
  const success = got.find((e) => e.props.event === 'CONNECT_SUCCESS')!
  assert.equal(success.props.properties, { method: 'unknown', name: 'metamask', namespace: 'eip155', caipNetworkId: 'eip155:1' })
  const text = JSON.stringify(got).toLowerCase()
  const address = s.modal.getState().accounts.eip155!.address!.toLowerCase()
  assert.not.ok(text.includes(address.slice(2)), 'no address')
  assert.not.ok(text.includes('alice'), 'no email from the page address')
  s.modal.destroy()
})

test('error: SPEC §8 error reports are capped at 5 per minute (stamped time); the next minute lets them through again', async () => {
  const s = setup()
  const fail = () => dispatchInternal(s.modal, events.connection.connectFailed({ namespace: 'eip155', error: { name: 'ConnectionError', shortMessage: 'Connection rejected' } }))
  s.modal.open()
  for (let i = 0; i < 7; i++) fail()
  await settle(s.clock, s.io, () => posted(s).length === 1)
  let got = await sent(s.projectId)
  assert.is(got.filter((e) => e.props.type === 'error').length, 5)
  assert.equal(got.find((e) => e.props.type === 'error')!.props, { type: 'error', event: 'CONNECT_ERROR', properties: { namespace: 'eip155', message: 'Connection rejected' } })
  s.clock.advanceBy(60_000)
  await drain(s.clock, s.io)
  fail()
  await settle(s.clock, s.io, () => posted(s).length === 2)
  got = await sent(s.projectId)
  assert.is(got.filter((e) => e.props.type === 'error').length, 6)
  s.modal.destroy()
})

test('behavior: the page hidden flushes the batch with navigator.sendBeacon (text body, the common query); fetch when the beacon is refused', async () => {
  const s = setup()
  s.modal.open()
  await settle(s.clock, s.io, () => s.modal.getState().project?.analyticsConfig !== undefined)
  s.hide()
  await settle(s.clock, s.io, () => posted(s).length === 1)
  assert.is(s.beacons.length, 1)
  assert.match(s.beacons[0]!.url, `${sink.url}/e?projectId=${s.projectId}&st=latch&sv=`)
  const body = JSON.parse(s.beacons[0]!.data) as SentEvent[]
  assert.equal(
    body.map((e) => e.props.event),
    ['MODAL_OPEN'],
  )
  assert.is(posted(s)[0]!.type === 'analytics/batchSettled' && (posted(s)[0] as { via: string }).via, 'beacon')
  assert.is(requestsFor(s.projectId).length, 0, 'the fake beacon queued it; fetch did not send it again')
  s.modal.destroy()

  const t = setup({ beacon: false })
  t.modal.open()
  await settle(t.clock, t.io, () => t.modal.getState().project?.analyticsConfig !== undefined)
  t.hide()
  await settle(t.clock, t.io, () => posted(t).length === 1)
  assert.is(requestsFor(t.projectId).length, 1, 'sent by fetch instead')
  t.modal.destroy()
})

test('behavior: analytics off → zero requests to the sink: by the host flag, by /getAnalyticsConfig, without an endpoint', async () => {
  const off = setup({ more: { features: { analytics: false } } })
  const quiet = setup({ projectId: 'quiet-1' })
  for (const s of [off, quiet]) {
    s.modal.open()
    s.modal.close()
    // The project's answers (the lazy chunk loads outside the tracked fetch, so wait for them).
    await settle(s.clock, s.io, () => s.modal.getState().project?.origin !== undefined)
    await drain(s.clock, s.io)
    s.hide()
    await drain(s.clock, s.io)
    assert.is(requestsFor(s.projectId).length, 0, s.projectId)
    assert.is(s.beacons.length, 0)
    s.modal.destroy()
  }
  assert.is(quiet.modal.getState().features.analytics, false)
  const none = setup({ more: { endpoints: { walletApi: walletApi.url } } })
  none.modal.open()
  await drain(none.clock, none.io)
  none.hide()
  await drain(none.clock, none.io)
  assert.is(requestsFor(none.projectId).length, 0)
  none.modal.destroy()
})

test("error: SPEC §8 the analytics service's 403 stops analytics for the session and raises 'Invalid App Configuration' once (debug)", async () => {
  const s = setup({ projectId: 'status-403', more: { debug: true } })
  const before = requestsFor('status-403').length
  s.modal.open()
  s.modal.close()
  await settle(s.clock, s.io, () => s.modal.getState().project?.analyticsRefused === true)
  assert.is(s.modal.getState().project?.alert, 'INVALID_APP_CONFIGURATION')
  assert.is(s.modal.getState().features.analytics, false)
  s.modal.open()
  s.modal.close()
  await drain(s.clock, s.io)
  s.hide()
  await drain(s.clock, s.io)
  assert.is(requestsFor('status-403').length - before, 1, 'nothing more after the 403')
  s.modal.destroy()
})

test("behavior: events wait for the project's analytics switch — sent once it says on, dropped when it says off", async () => {
  for (const enabled of [true, false]) {
    const answer = new Subject<{ isAnalyticsEnabled: boolean }>()
    const projectId = `analytics-switch-${enabled}`
    const io = createTrackedFetch()
    const clock = new VirtualClock()
    const real = createWalletApi({ baseUrl: walletApi.url, projectId, scheduler: clock, fetch: io.fetch })
    const modal = createModal({
      projectId,
      networks: NETWORKS,
      endpoints: { analytics: sink.url },
      deps: { scheduler: clock, fetch: io.fetch, storage: createMemoryStorage(), blockchainApi: null, walletApi: { ...real, getAnalyticsConfig: () => answer } },
    })
    modal.open()
    modal.close()
    await settle(clock, io, () => modal.getState().project?.remoteConfig !== undefined)
    clock.advanceBy(ANALYTICS_FLUSH_MS)
    await drain(clock, io)
    assert.is(requestsFor(projectId).length, 0, 'held while the switch is unknown')
    answer.next({ isAnalyticsEnabled: enabled })
    answer.complete()
    if (enabled) await settle(clock, io, () => modal.eventLog().some((e) => e.type === 'analytics/batchSettled'))
    await drain(clock, io)
    assert.is(requestsFor(projectId).length, enabled ? 1 : 0)
    modal.destroy()
  }
})

test.run()
