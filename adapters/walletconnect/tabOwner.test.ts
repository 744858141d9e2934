/**
 * The tabs' WalletConnect forwarding protocol (SPEC.md §3 Connection: one connection per origin):
 * the first tab owns the client, another tab's call comes back from it by id, messages of another
 * scope or malformed ones change nothing, an owner that closes or never answers fails the call with
 * ProviderDisconnectedError (SPEC.md §8, 4900) instead of a hang, and the next tab takes over.
 * Tabs are BroadcastChannels of this process (Node's, which deliver to every other instance of a
 * name, as a browser's do across tabs); the Web Locks are a FIFO stand-in (Node 20 has none).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { linkTabs, type TabCall, type TabChannel, type TabLocks, type TabNote, type TabOwner } from './tabOwner.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import { ProviderDisconnectedError } from '../../core/errors/ProviderDisconnectedError.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'

/** Web Locks as browsers grant them: one holder per name, waiters in order, `ifAvailable` answers null at once. */
function fakeLocks(): TabLocks {
  const held = new Map<string, (() => void)[]>()
  const run = (name: string, callback: (lock: unknown) => Promise<unknown>): void => {
    void Promise.resolve(callback({ name })).finally(() => {
      const queue = held.get(name)!
      const next = queue.shift()
      if (next) next()
      else held.delete(name)
    })
  }
  return {
    async request(name, options, callback) {
      const queue = held.get(name)
      if (!queue) {
        held.set(name, [])
        run(name, callback)
      } else if (options.ifAvailable) {
        await callback(null)
      } else {
        queue.push(() => run(name, callback))
      }
    },
  }
}

const CHANNEL = 'latch/walletconnect/test'
const opened: { link: TabOwner; channel: TabChannel }[] = []
const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

type Tab = { link: TabOwner; served: TabCall[]; heard: TabNote[]; promoted: number }

async function openTab(locks: TabLocks, serve: (call: TabCall) => Promise<unknown> = async () => 'served', scope = 'p/', ackTimeoutMs?: number): Promise<Tab> {
  const channel = new BroadcastChannel(CHANNEL) as unknown as TabChannel
  const tab: Tab = { served: [], heard: [], promoted: 0 } as unknown as Tab
  tab.link = linkTabs({
    scope,
    locks,
    channel,
    serve: (call) => {
      tab.served.push(call)
      return serve(call)
    },
    hear: (note) => tab.heard.push(note),
    promoted: () => tab.promoted++,
    ...(ackTimeoutMs ? { ackTimeoutMs } : {}),
  })
  opened.push({ link: tab.link, channel })
  await tab.link.ready
  return tab
}

test.after.each(() => {
  for (const { link } of opened.splice(0)) link.close()
})

test('behavior: SPEC.md §3 — the first tab owns the client; a call from another tab is made by the owner and its answer comes back by id', async () => {
  const locks = fakeLocks()
  const a = await openTab(locks, async (call) => (call.op === 'request' ? `signed ${String((call.args.params as string[])[0])}` : undefined))
  const b = await openTab(locks)
  assert.ok(a.link.owner)
  assert.not.ok(b.link.owner)
  const [one, two] = await Promise.all([
    b.link.call({ op: 'request', args: { method: 'personal_sign', params: ['0x01'] }, chainId: 'eip155:1' }),
    b.link.call({ op: 'request', args: { method: 'personal_sign', params: ['0x02'] }, chainId: 'eip155:1' }),
  ])
  assert.equal([one, two], ['signed 0x01', 'signed 0x02'])
  assert.is(a.served.length, 2)
  assert.is(b.served.length, 0, 'the other tab serves nothing')
})

test("behavior: SPEC.md §8 — the owner's failure comes back typed: a wallet rejection (4001) as UserRejectedRequestError, a ConnectionError with its message", async () => {
  const locks = fakeLocks()
  let fail: unknown = new UserRejectedRequestError({ details: 'User rejected.' })
  await openTab(locks, async () => {
    throw fail
  })
  const b = await openTab(locks)
  const rejected = await b.link.call({ op: 'request', args: { method: 'personal_sign' }, chainId: 'eip155:1' }).catch((e: unknown) => e)
  assert.instance(rejected, UserRejectedRequestError)
  assert.is((rejected as UserRejectedRequestError).details, 'User rejected.')
  fail = new ConnectionError('Failed to connect', { details: 'The WalletConnect relay did not answer' })
  const failed = await b.link.call({ op: 'connect' }).catch((e: unknown) => e)
  assert.instance(failed, ConnectionError)
  assert.is((failed as ConnectionError).shortMessage, 'Failed to connect')
  // A wallet's error object (not an Error) keeps its code.
  fail = { code: -32000, message: 'insufficient funds for gas' }
  const plain = await b.link.call({ op: 'request', args: { method: 'eth_sendTransaction' }, chainId: 'eip155:1' }).catch((e: unknown) => e)
  assert.is((plain as { code?: unknown }).code, -32000)
})

test('behavior: malformed messages and messages of another scope (project, storage prefix) are ignored', async () => {
  const locks = fakeLocks()
  const a = await openTab(locks)
  const b = await openTab(locks)
  const other = new BroadcastChannel(CHANNEL)
  const call = { kind: 'call', id: 'x.1', from: 'x', call: { op: 'session' } }
  for (const junk of [
    null,
    'call',
    42,
    { scope: 'p/' },
    { scope: 'p/', message: null },
    { scope: 'other-project/', message: call },
    { scope: 'p/other-prefix', message: call },
    { message: call },
    { scope: 'p/', message: { ...call, call: { op: 'eval' } } },
    { scope: 'p/', message: { ...call, call: { op: 'request', chainId: 'eip155:1' } } },
    { scope: 'p/', message: { ...call, id: 7 } },
    { scope: 'p/', message: { kind: 'note', note: { note: 'script' } } },
    { scope: 'other-project/', message: { kind: 'note', note: { note: 'ended' } } },
  ]) {
    other.postMessage(junk)
  }
  await tick()
  assert.is(a.served.length, 0, 'the owner served nothing')
  assert.equal(b.heard, [], 'the other tab heard nothing')
  // Nor does a forged answer of another scope settle a pending call.
  const pending = b.link.call({ op: 'session' })
  other.postMessage({ scope: 'other-project/', message: { kind: 'result', id: `${b.link.id}.0`, to: b.link.id, value: 'forged' } })
  assert.is(await pending, 'served')
  other.close()
})

test('behavior: the owner tells every other tab the session news; a pairing URI goes to the pairing tab alone', async () => {
  const locks = fakeLocks()
  const a = await openTab(locks)
  const b = await openTab(locks)
  const c = await openTab(locks)
  a.link.notify({ note: 'ended' })
  a.link.notify({ note: 'uri', uri: 'wc:abc@2' }, c.link.id)
  b.link.notify({ note: 'ended' }) // not the owner: says nothing
  await tick()
  assert.equal(b.heard, [{ note: 'ended' }])
  assert.equal(c.heard, [{ note: 'ended' }, { note: 'uri', uri: 'wc:abc@2' }])
  assert.equal(a.heard, [], 'the owner hears no notes')
})

test('behavior: SPEC.md §8 — the owner closes before the wallet answers → the waiting call fails with ProviderDisconnectedError (never a hang); the next tab takes over and answers', async () => {
  const locks = fakeLocks()
  const a = await openTab(locks, () => new Promise(() => undefined)) // the wallet never answers
  const b = await openTab(locks, async () => 'from b')
  const c = await openTab(locks)
  const inB = b.link.call({ op: 'request', args: { method: 'personal_sign' }, chainId: 'eip155:1' }).catch((e: unknown) => e)
  const inC = c.link.call({ op: 'request', args: { method: 'personal_sign' }, chainId: 'eip155:1' }).catch((e: unknown) => e)
  await tick()
  assert.is(a.served.length, 2, 'the owner took both calls')
  a.link.close()
  const [errorB, errorC] = await Promise.all([inB, inC])
  assert.instance(errorB, ProviderDisconnectedError)
  assert.instance(errorC, ProviderDisconnectedError)
  assert.is((errorC as ProviderDisconnectedError).code, 4900)
  assert.ok(b.link.owner, 'the first waiting tab owns the client now')
  assert.is(b.promoted, 1)
  assert.not.ok(c.link.owner)
  assert.is(await c.link.call({ op: 'session' }), 'from b')
})

test('behavior: a call sent while the owner was closing (never acknowledged, so never made) is made by the tab that takes over', async () => {
  const locks = fakeLocks()
  const a = await openTab(locks)
  const b = await openTab(locks, async () => 'from b')
  const c = await openTab(locks)
  // A is closing: it hears nothing more but still holds the lock.
  opened.find((o) => o.link === a.link)!.channel.onmessage = null
  const inB = b.link.call({ op: 'session' })
  const inC = c.link.call({ op: 'session' })
  await tick()
  a.link.close()
  assert.equal(await Promise.all([inB, inC]), ['from b', 'from b'])
  assert.is(a.served.length, 0)
  assert.is(b.served.length, 2, "B made its own call and C's")
  // Once it owns the client, B's own calls are made here (nobody else would answer them).
  assert.is(await b.link.call({ op: 'session' }), 'from b')
  assert.is(b.served.length, 3)
})

test('behavior: SPEC.md §8 — no tab acknowledges the call → ProviderDisconnectedError, not a hang', async () => {
  const locks = fakeLocks()
  // The owner's channel is closed without giving up its lock (a frozen tab): nobody answers.
  const a = await openTab(locks)
  const owner = opened.find((o) => o.link === a.link)!
  owner.channel.onmessage = null
  const b = await openTab(locks, undefined, 'p/', 50)
  const error = await b.link.call({ op: 'session' }).catch((e: unknown) => e)
  assert.instance(error, ProviderDisconnectedError)
  assert.match((error as ProviderDisconnectedError).details ?? '', /No tab/)
})

test.run()
