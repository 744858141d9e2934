/**
 * The project's remote checks through the whole modal (SPEC.md §6–§8), against the
 * sandbox wallet service configured per project id: remote features merged with the host's, the
 * origin allowlist, the analytics switch, the §8 failures — at the first open, not at start.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createModal, type Modal } from '../modal.ts'
import { replayFinal } from '../replay.ts'
import { createMemoryStorage } from '../storage.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { createTrackedFetch, drain, settle, VirtualClock, type TrackedFetch } from '../../test/fixtures/testHarness.ts'
import { startWalletApi, type WalletApi } from '../../sandbox/wallet-api/index.ts'
import type { CreateModalOptions } from '../modal.ts'

let server: WalletApi
const noAnalytics = [{ id: 'multi_wallet', isEnabled: true, config: null }]

test.before(async () => {
  server = await startWalletApi({
    projects: {
      shop: { allowedOrigins: ['https://shop.example'], features: [{ id: 'swap', isEnabled: true, config: ['1inch'] }, ...noAnalytics] },
      elsewhere: { allowedOrigins: ['https://other.example'] },
      quiet: { analyticsEnabled: false },
      'no-socials': { features: [{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }] },
    },
  })
})
test.after(async () => {
  await server.stop()
})

type Setup = { modal: Modal; clock: VirtualClock; io: TrackedFetch }
function setup(projectId: string, more: Partial<CreateModalOptions> = {}, origin = 'https://shop.example'): Setup {
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const modal = createModal({
    projectId,
    networks: NETWORKS,
    endpoints: { walletApi: server.url, analytics: 'http://127.0.0.1:9' },
    deps: { scheduler: clock, fetch: io.fetch, window: { location: { origin, href: `${origin}/`, hostname: 'shop.example', pathname: '/' } }, storage: createMemoryStorage() },
    ...more,
  })
  return { modal, clock, io }
}
const checked = (s: Setup) => () => {
  const p = s.modal.getState().project
  return p?.origin !== undefined && p.remoteConfig !== undefined
}
const requestsOf = (projectId: string) =>
  server
    .requests()
    .filter((r) => r.query.projectId === projectId)
    .map((r) => r.path)

test('behavior: nothing is asked of the project before the first open; the open fetches config, origins and the analytics switch once', async () => {
  const s = setup('shop')
  await drain(s.clock, s.io)
  assert.equal(requestsOf('shop'), [], 'a button page calls no service before the first interaction')
  s.modal.open()
  await settle(s.clock, s.io, checked(s))
  s.modal.close()
  s.modal.open()
  await drain(s.clock, s.io)
  const calls = requestsOf('shop').filter((p) => p !== '/getWallets')
  assert.equal([...calls].sort(), ['/appkit/v1/config', '/getAnalyticsConfig', '/projects/v1/origins'])
  assert.is(s.modal.getState().project?.origin, 'allowed')
  assert.is(s.modal.getState().project?.alertsShown, undefined)
  assert.equal(replayFinal(s.modal.eventLog()), s.modal.getState(), 'the log replays to the live state')
  s.modal.destroy()
})

test('behavior: SPEC §6 the remote config merges with the host features: the host keeps swaps off, the remote flag turns multiWallet on', async () => {
  const s = setup('shop', { features: { swaps: false } })
  s.modal.open()
  await settle(s.clock, s.io, checked(s))
  assert.is(s.modal.getState().features.swaps, false)
  assert.is(s.modal.getState().features.multiWallet, true)
  s.modal.destroy()
  const t = setup('no-socials')
  t.modal.open()
  await settle(t.clock, t.io, checked(t))
  assert.is(t.modal.getState().features.email, false)
  assert.is(t.modal.getState().features.socials, false)
  t.modal.destroy()
})

test("error: SPEC §8 a page origin off the project's allowlist raises 'Invalid App Configuration' once", async () => {
  const s = setup('elsewhere')
  s.modal.open()
  await settle(s.clock, s.io, checked(s))
  assert.is(s.modal.getState().project?.origin, 'notAllowed')
  assert.equal([s.modal.getState().project?.alert, s.modal.getState().project?.alertsShown], ['INVALID_APP_CONFIGURATION', ['INVALID_APP_CONFIGURATION']])
  assert.equal(replayFinal(s.modal.eventLog()), s.modal.getState())
  s.modal.destroy()
})

test("error: SPEC §8 the origin fetch's 429 (after the §9 retries) is 'RATE_LIMITED', a 5xx 'SERVER_ERROR'", async () => {
  for (const [projectId, verdict] of [
    ['status-429', 'RATE_LIMITED'],
    ['status-503', 'SERVER_ERROR'],
    ['status-404', 'unverified'],
  ] as const) {
    const s = setup(projectId, { debug: true })
    s.modal.open()
    await settle(s.clock, s.io, checked(s))
    assert.is(s.modal.getState().project?.origin, verdict, projectId)
    assert.is(s.modal.getState().project?.remoteConfig, 'failed', 'the host flags stand')
    assert.is(s.modal.getState().project?.alert, verdict === 'unverified' ? undefined : verdict)
    s.modal.destroy()
  }
})

test('behavior: SPEC §7 /getAnalyticsConfig false turns analytics off; a host that turned it off does not ask', async () => {
  const s = setup('quiet')
  s.modal.open()
  await settle(s.clock, s.io, () => s.modal.getState().project?.analyticsConfig !== undefined)
  assert.is(s.modal.getState().features.analytics, false)
  s.modal.destroy()
  const before = requestsOf('quiet').length
  const t = setup('quiet', { features: { analytics: false } })
  t.modal.open()
  await settle(t.clock, t.io, checked(t))
  await drain(t.clock, t.io)
  assert.not.ok(requestsOf('quiet').slice(before).includes('/getAnalyticsConfig'))
  t.modal.destroy()
})

test('behavior: without a wallet-list endpoint nothing is checked', async () => {
  const s = setup('shop', { endpoints: {} })
  s.modal.open()
  await drain(s.clock, s.io)
  assert.is(s.modal.getState().project, undefined)
  s.modal.destroy()
})

test.run()
