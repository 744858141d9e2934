/**
 * Hostile services: the wallet-list service replaced by a fault proxy. For each fault,
 * the state the AllWallets view renders, the number of requests the client made, and recovery
 * when the service comes back (a user's Retry, or a reopen) — on virtual time against real sockets.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { asyncScheduler, type SchedulerLike } from 'rxjs'
import { createTrackedFetch, settle, VirtualClock, type TrackedFetch } from '../fixtures/testHarness.ts'
import { createWalletApi } from '../../core/clients/walletApi.ts'
import { MAX_RESPONSE_BYTES } from '../../core/clients/http.ts'
import { walletListEpic } from '../../core/effects/walletList.ts'
import { events } from '../../core/events/index.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { createStore, type Store } from '../../core/store.ts'
import { startFaultProxy, type Fault, type FaultProxy } from '../../sandbox/fault/faultProxy.ts'
import { startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { init } from '../fixtures/config.ts'
import { englishCatalogue } from '../../renderer-react/locales/registry.ts'
import { walletListErrorText } from '../../renderer-react/views/walletListError.ts'

/** English, the default catalogue: a lazy chunk. */
const defaultMessages = await englishCatalogue.load()

type World = { store: Store; proxy: FaultProxy; stop(): Promise<void> }

async function world(scheduler: SchedulerLike, fetch?: TrackedFetch['fetch']): Promise<World> {
  const service = await startWalletApi()
  const proxy = await startFaultProxy(service.url)
  const walletApi = createWalletApi({ baseUrl: proxy.url, projectId: 'p', scheduler, ...(fetch ? { fetch } : {}) })
  const store = createStore({ epics: { walletListEpic }, deps: { scheduler, window: undefined, adapters: [], walletApi, storage: createMemoryStorage() } })
  store.dispatch(init({ networks: [] }))
  return {
    store,
    proxy,
    stop: async () => {
      store.destroy()
      await proxy.stop()
      await service.stop()
    },
  }
}

/** The proxy's held (stalled) requests are not I/O that will finish: let the clock move past them. */
function ioOf(io: TrackedFetch, proxy: FaultProxy): TrackedFetch {
  return {
    fetch: io.fetch,
    calls: io.calls,
    get inFlight() {
      return Math.max(0, io.inFlight - proxy.stalled)
    },
  }
}

const all = (w: World) => w.store.getState().wallets.all
/** AllWallets' pages (40 entries; SPEC §9), not the recommended group that an open also asks for. */
const pageRequests = (w: World) => w.proxy.requests.filter((path) => path.startsWith('/getWallets') && path.includes('entries=40')).length

/** `shown`: the text AllWallets' error state reads (SPEC §8 through the renderer's catalogue). */
type Case = { name: string; fault: Fault; requests: number; error: RegExp; virtualMs: number; shown: string }

const cases: Case[] = [
  { name: '500 that persists: 1 + 3 retries at 150, 300, 600 ms (SPEC §9)', fault: { kind: 'status', status: 500 }, requests: 4, error: /^serverError$/, virtualMs: 1050, shown: 'Server Error' },
  {
    name: '429 with a small Retry-After (2 s) is waited out between retries (SPEC §9)',
    fault: { kind: 'status', status: 429, retryAfter: '2' },
    requests: 4,
    error: /^rateLimited$/,
    virtualMs: 6000,
    shown: 'Rate Limited — try again in 2 s',
  },
  {
    name: '429 with Retry-After 3600: no silent hour, fails at once',
    fault: { kind: 'status', status: 429, retryAfter: '3600' },
    requests: 1,
    error: /^rateLimited$/,
    virtualMs: 0,
    shown: 'Rate Limited — try again in 60 min',
  },
  {
    name: '429 with an absurd Retry-After: no retry storm',
    fault: { kind: 'status', status: 429, retryAfter: '99999999999' },
    requests: 1,
    error: /^rateLimited$/,
    virtualMs: 0,
    shown: 'Rate Limited',
  },
  {
    name: 'garbage JSON is not retried and names the call',
    fault: { kind: 'garbage' },
    requests: 1,
    error: /walletApi\.getWallets.*not valid JSON/,
    virtualMs: 0,
    shown: 'Network Error - Could not load wallets',
  },
  {
    name: 'a body of the wrong shape names the field',
    fault: { kind: 'wrongShape' },
    requests: 1,
    error: /walletApi\.getWallets: response\.data/,
    virtualMs: 0,
    shown: 'Network Error - Could not load wallets',
  },
  {
    name: 'a reset connection fails without a status and is not retried',
    fault: { kind: 'reset' },
    requests: 1,
    error: /HTTP request failed/,
    virtualMs: 0,
    shown: 'Network Error - Could not load wallets',
  },
  {
    name: 'a service that never answers times out after 10 s (SPEC §9) and is not retried',
    fault: { kind: 'stall' },
    requests: 1,
    error: /^timeout$/,
    virtualMs: 10_000,
    shown: 'Network Error - Could not load wallets',
  },
]

for (const c of cases) {
  test(`error: ${c.name}; a Retry after the service is back loads page 1`, async () => {
    const clock = new VirtualClock()
    const tracked = createTrackedFetch()
    const w = await world(clock, tracked.fetch)
    const io = ioOf(tracked, w.proxy)
    try {
      w.proxy.setFault(c.fault)
      w.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
      await settle(clock, io, () => all(w).status === 'failure')
      const failed = all(w)
      assert.is(failed.status, 'failure')
      assert.ok(
        failed.status === 'failure' && (c.error.test(failed.error.code) || c.error.test(failed.error.message ?? '')),
        `error kept: ${failed.status === 'failure' ? JSON.stringify(failed.error) : ''}`,
      )
      assert.is(failed.status === 'failure' && walletListErrorText(defaultMessages, failed.reason), c.shown, 'the SPEC §8 text the view shows')
      assert.is(failed.wallets.length, 0, 'nothing half-loaded is shown')
      assert.is(pageRequests(w), c.requests, 'requests made')
      assert.is(clock.now(), c.virtualMs, 'virtual time spent')

      w.proxy.setFault({ kind: 'ok' })
      w.store.dispatch(events.wallets.listRequested({ list: 'all', page: 1 }))
      await settle(clock, io, () => all(w).status === 'success')
      assert.is(all(w).wallets.length, 40, 'the first page of SPEC §9 (40) after recovery')
      assert.is(pageRequests(w), c.requests + 1, 'one request to recover')
    } finally {
      await w.stop()
    }
  })
}

test('error: a 50 MB body fails as too large and the client stops reading it', async () => {
  const w = await world(asyncScheduler)
  try {
    w.proxy.setFault({ kind: 'huge', bytes: 50 * 1024 * 1024 })
    w.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
    await until(() => all(w).status === 'failure')
    const failed = all(w)
    assert.ok(failed.status === 'failure' && /larger than 5242880 bytes/.test(failed.error.message ?? ''), failed.status === 'failure' ? JSON.stringify(failed.error) : '')
    assert.is(pageRequests(w), 1)
    await until(() => w.proxy.hugeBytesWritten < 50 * 1024 * 1024)
    assert.ok(w.proxy.hugeBytesWritten < 4 * MAX_RESPONSE_BYTES, `written ${w.proxy.hugeBytesWritten}`)
    w.proxy.setFault({ kind: 'ok' })
    w.store.dispatch(events.wallets.listRequested({ list: 'all', page: 1 }))
    await until(() => all(w).status === 'success')
  } finally {
    await w.stop()
  }
})

test('behavior: a reopen after a failure asks again (the list is not wedged by a past failure)', async () => {
  const clock = new VirtualClock()
  const tracked = createTrackedFetch()
  const w = await world(clock, tracked.fetch)
  try {
    w.proxy.setFault({ kind: 'status', status: 429, retryAfter: '3600' })
    w.store.dispatch(events.modal.openRequested())
    await settle(clock, tracked, () => w.store.getState().wallets.recommended.status === 'failure')
    w.proxy.setFault({ kind: 'ok' })
    w.store.dispatch(events.modal.closeRequested())
    w.store.dispatch(events.modal.openRequested())
    await settle(clock, tracked, () => w.store.getState().wallets.recommended.status === 'success')
    assert.is(w.store.getState().wallets.recommended.wallets.length, 4)
  } finally {
    await w.stop()
  }
})

test("behavior: AllWallets 'Rate Limited' is not sticky: reopening AllWallets after the service is back asks again", async () => {
  const clock = new VirtualClock()
  const tracked = createTrackedFetch()
  const w = await world(clock, tracked.fetch)
  try {
    w.proxy.setFault({ kind: 'status', status: 429, retryAfter: '3600' })
    w.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
    await settle(clock, tracked, () => all(w).status === 'failure')
    const failed = all(w)
    assert.is(failed.status === 'failure' && walletListErrorText(defaultMessages, failed.reason), 'Rate Limited — try again in 60 min')
    w.proxy.setFault({ kind: 'ok' })
    w.store.dispatch(events.modal.closeRequested())
    w.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
    await settle(clock, tracked, () => all(w).status === 'success')
    assert.is(all(w).wallets.length, 40)
  } finally {
    await w.stop()
  }
})

/** Waits on real time for an outcome of real I/O (the 50 MB case streams for real). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 2_000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!done()) throw new Error('until: the outcome never came')
}

test.run()
