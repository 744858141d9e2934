import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { validateState } from './state.ts'
import { initialWallets } from './wallets.ts'

const { wallets } = events
const wallet = (i: number) => ({ id: `w${i}`, name: `Wallet ${i}` })
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => wallet(from + i))
const error = { name: 'HttpRequestError', shortMessage: 'projectId is required' }

/** Table: (events) → the part of the state that matters. */
const cases: { name: string; events: Parameters<typeof reduceAll>[0]; expect: (s: ReturnType<typeof reduceAll>) => void }[] = [
  {
    name: 'default: the lists start idle, AllWallets asks for page 1 next',
    events: [init()],
    expect: (s) => assert.equal(s.wallets, initialWallets),
  },
  {
    name: 'behavior: SPEC §9 recommended loads once (4 entries asked for by the epic)',
    events: [init(), wallets.listRequested({ list: 'recommended', page: 1 }), wallets.pageLoaded({ list: 'recommended', page: 1, wallets: page(1, 4), count: 300 })],
    expect: (s) => assert.equal(s.wallets.recommended, { status: 'success', wallets: page(1, 4) }),
  },
  {
    name: 'behavior: a group asked for twice while loading stays loading once; only page 1 exists',
    events: [init(), wallets.listRequested({ list: 'featured', page: 2 }), wallets.listRequested({ list: 'featured', page: 1 }), wallets.listRequested({ list: 'featured', page: 1 })],
    expect: (s) => assert.equal(s.wallets.featured, { status: 'loading', wallets: [] }),
  },
  {
    name: 'behavior: SPEC §9 AllWallets pages of 40 append; nextPage while more remain',
    events: [
      init(),
      wallets.listRequested({ list: 'all', page: 1 }),
      wallets.pageLoaded({ list: 'all', page: 1, wallets: page(1, 40), count: 90 }),
      wallets.listRequested({ list: 'all', page: 2 }),
      wallets.pageLoaded({ list: 'all', page: 2, wallets: page(41, 40), count: 90 }),
    ],
    expect: (s) => {
      assert.is(s.wallets.all.status, 'success')
      assert.is(s.wallets.all.wallets.length, 80)
      assert.is(s.wallets.all.count, 90)
      assert.is(s.wallets.all.nextPage, 3)
    },
  },
  {
    name: 'behavior: SPEC §9 the last page leaves no nextPage (infinite scroll ends)',
    events: [init(), wallets.listRequested({ list: 'all', page: 1 }), wallets.pageLoaded({ list: 'all', page: 1, wallets: page(1, 30), count: 30 }), wallets.listRequested({ list: 'all', page: 2 })],
    expect: (s) => {
      assert.equal(s.wallets.all, { status: 'success', wallets: page(1, 30), count: 30 })
      assert.not.ok('nextPage' in s.wallets.all, 'deleted, never undefined')
    },
  },
  {
    name: 'behavior: a page other than the next one, or asked for while loading, is ignored',
    events: [init(), wallets.listRequested({ list: 'all', page: 3 }), wallets.listRequested({ list: 'all', page: 1 }), wallets.listRequested({ list: 'all', page: 2 })],
    expect: (s) => assert.equal(s.wallets.all, { status: 'loading', page: 1, wallets: [], count: 0 }),
  },
  {
    name: 'behavior: an answer for a page not in flight is stale and ignored',
    events: [init(), wallets.listRequested({ list: 'all', page: 1 }), wallets.pageLoaded({ list: 'all', page: 2, wallets: page(1, 3), count: 3 })],
    expect: (s) => assert.is(s.wallets.all.status, 'loading'),
  },
  {
    name: "error: SPEC §8 a failed page keeps the wallets so far and the API's message; it can be asked for again",
    events: [
      init(),
      wallets.listRequested({ list: 'all', page: 1 }),
      wallets.pageLoaded({ list: 'all', page: 1, wallets: page(1, 40), count: 100 }),
      wallets.listRequested({ list: 'all', page: 2 }),
      wallets.pageFailed({ list: 'all', page: 2, error }),
    ],
    expect: (s) => {
      assert.equal(s.wallets.all, { status: 'failure', page: 2, wallets: page(1, 40), count: 100, error: { code: 'unknown', message: 'projectId is required' }, reason: { name: 'HttpRequestError' } })
      const retried = reduceAll([wallets.listRequested({ list: 'all', page: 2 })], s)
      assert.equal(retried.wallets.all, { status: 'loading', page: 2, wallets: page(1, 40), count: 100 })
    },
  },
  {
    name: "error: SPEC §8 a failed group shows the API's message",
    events: [init(), wallets.listRequested({ list: 'recommended', page: 1 }), wallets.pageFailed({ list: 'recommended', page: 1, error })],
    expect: (s) => assert.equal(s.wallets.recommended, { status: 'failure', wallets: [], error: { code: 'unknown', message: 'projectId is required' }, reason: { name: 'HttpRequestError' } }),
  },
  {
    name: 'behavior: SPEC §9 search — latest query wins, older results are ignored',
    events: [init(), wallets.searchChanged({ query: 'ra' }), wallets.searchChanged({ query: 'rain' }), wallets.searchLoaded({ query: 'ra', wallets: page(1, 5), count: 5 })],
    expect: (s) => {
      assert.equal(s.wallets.search, { query: 'rain', status: 'loading', results: [] })
      const loaded = reduceAll([wallets.searchLoaded({ query: 'rain', wallets: [wallet(9)], count: 1 })], s)
      assert.equal(loaded.wallets.search, { query: 'rain', status: 'success', results: [wallet(9)] })
    },
  },
  {
    name: 'behavior: an empty (or blank) query ends the search',
    events: [init(), wallets.searchChanged({ query: 'ra' }), wallets.searchLoaded({ query: 'ra', wallets: [wallet(1)], count: 1 }), wallets.searchChanged({ query: '  ' })],
    expect: (s) => assert.equal(s.wallets.search, { query: '  ', status: 'idle', results: [] }),
  },
  {
    name: 'error: a failure keeps what the view needs for its SPEC §8 text (status, the wait a 429 asked for)',
    events: [
      init(),
      wallets.listRequested({ list: 'all', page: 1 }),
      wallets.pageFailed({
        list: 'all',
        page: 1,
        error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed with status 429', details: 'slow down', code: 429, status: 429, retryAfterMs: 58_000 },
      }),
    ],
    expect: (s) => assert.equal(s.wallets.all.status === 'failure' && s.wallets.all.reason, { name: 'HttpRequestError', code: 429, status: 429, retryAfterMs: 58_000 }),
  },
  {
    name: 'error: a failed search keeps its query and says why',
    events: [init(), wallets.searchChanged({ query: 'x' }), wallets.searchFailed({ query: 'x', error })],
    expect: (s) => assert.equal(s.wallets.search, { query: 'x', status: 'failure', results: [], error: { code: 'unknown', message: 'projectId is required' }, reason: { name: 'HttpRequestError' } }),
  },
  {
    name: 'behavior: SPEC §9 recent wallets — the newest first, 2 kept, no duplicates; the selection is consumed',
    events: [
      init(),
      wallets.recentAdded({ wallet: wallet(1) }),
      wallets.recentAdded({ wallet: wallet(2) }),
      wallets.walletSelected({ wallet: wallet(3) }),
      wallets.recentAdded({ wallet: wallet(3) }),
      wallets.recentAdded({ wallet: wallet(2) }),
    ],
    expect: (s) => {
      assert.equal(s.wallets.recent, [wallet(2), wallet(3)])
      assert.not.ok('selected' in s.wallets)
    },
  },
  {
    name: 'behavior: SPEC §9 recent wallets loaded at start join any added since, 2 kept',
    events: [init(), wallets.recentAdded({ wallet: wallet(1) }), wallets.recentLoaded({ wallets: [wallet(1), wallet(2), wallet(3)] })],
    expect: (s) => assert.equal(s.wallets.recent, [wallet(1), wallet(2)]),
  },
  {
    name: 'behavior: the groups and the first AllWallets page are taken while idle (fetched on open / on entering AllWallets, no request event)',
    events: [
      init(),
      wallets.pageLoaded({ list: 'recommended', page: 1, wallets: page(1, 4), count: 300 }),
      wallets.pageLoaded({ list: 'all', page: 1, wallets: page(1, 40), count: 300 }),
      wallets.pageLoaded({ list: 'all', page: 3, wallets: page(81, 40), count: 300 }),
    ],
    expect: (s) => {
      assert.equal(s.wallets.recommended, { status: 'success', wallets: page(1, 4) })
      assert.equal([s.wallets.all.status, s.wallets.all.wallets.length, s.wallets.all.nextPage], ['success', 40, 2])
    },
  },
  {
    name: 'error: a failed group refresh keeps the wallets already shown',
    events: [init(), wallets.pageLoaded({ list: 'featured', page: 1, wallets: page(1, 2), count: 2 }), wallets.pageFailed({ list: 'featured', page: 1, error })],
    expect: (s) => assert.equal(s.wallets.featured, { status: 'success', wallets: page(1, 2) }),
  },
  {
    name: 'behavior: fetched wallet images join the known ones by image_id; a key reaching the prototype is ignored',
    events: [init(), wallets.imagesLoaded({ images: { a: 'blob:1' } }), wallets.imagesLoaded({ images: JSON.parse('{"b":"blob:2","__proto__":"blob:x"}') as Record<string, string> })],
    expect: (s) => {
      assert.equal(s.wallets.images, { a: 'blob:1', b: 'blob:2' })
      assert.is(Object.getPrototypeOf(s.wallets.images), Object.prototype)
    },
  },
]

for (const c of cases) {
  test(c.name, () => {
    const state = reduceAll(c.events)
    c.expect(state)
    assert.is(validateState(state), undefined)
    assert.equal(JSON.parse(JSON.stringify(state)), state, 'JSON round-trip')
  })
}

test('behavior: images already known change nothing: the very same state comes back (a no-op keeps its identity)', () => {
  const state = reduceAll([init(), wallets.imagesLoaded({ images: { a: 'blob:1' } })])
  assert.is(reduceAll([wallets.imagesLoaded({ images: { a: 'blob:1' } })], state), state)
  assert.is.not(reduceAll([wallets.imagesLoaded({ images: { a: 'blob:2' } })], state), state)
})

test.run()
