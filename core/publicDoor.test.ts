/**
 * The public door (`modal.dispatch`): intents only (ARCHITECTURE.md rule 5), and hostile
 * input ends in InvalidEventError with nothing of it kept ("Input at the edges").
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { InvalidEventError } from './errors/InvalidEventError.ts'
import { EVENT_KINDS, INTENT_TYPES, eventDefinitions, events, type IntentEvent } from './events/index.ts'
import { createModal, type CreateModalOptions, type Modal } from './modal.ts'
import { replay } from './replay.ts'
import { NETWORKS } from '../test/fixtures/networks.ts'
import { offlineFetch } from '../test/fixtures/offline.ts'
import { createTestAdapter } from '../test/fixtures/testAdapter.ts'

const options: CreateModalOptions = {
  projectId: 'p1',
  networks: NETWORKS,
  adapters: [createTestAdapter('eip155')],
  deps: { window: undefined, fetch: offlineFetch },
}
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Dispatches `value` and returns the error it threw (fails when it did not throw). */
function refused(modal: Modal, value: unknown): InvalidEventError {
  try {
    modal.dispatch(value as IntentEvent)
  } catch (error) {
    if (error instanceof InvalidEventError) return error
    throw new Error(`expected InvalidEventError, got ${String(error)}`)
  }
  throw new Error('expected the dispatch to be refused')
}

test('behavior: ARCHITECTURE rule 5 every event type is classified as exactly one of intent or fact', () => {
  const types = eventDefinitions.map((d) => d.type).sort()
  assert.equal(Object.keys(EVENT_KINDS).sort(), types)
  for (const type of types) assert.ok(['intent', 'fact'].includes(EVENT_KINDS[type as keyof typeof EVENT_KINDS]), type)
  // Effect outcomes are facts; what a user or host asks is an intent.
  for (const fact of ['connection/connected', 'rpc/succeeded', 'send/succeeded', 'balances/loaded', 'networks/switched', 'router/navigated', 'app/snapshotRestored']) {
    assert.not.ok(INTENT_TYPES.has(fact), fact)
  }
  for (const intent of ['modal/openRequested', 'connection/connectRequested', 'ui/sendClicked', 'ui/walletChosen', 'send/submitted']) {
    assert.ok(INTENT_TYPES.has(intent), intent)
  }
})

test('error: a host dispatching connection/connected, rpc/succeeded or send/succeeded is refused and the state does not change', () => {
  const modal = createModal(options)
  modal.open()
  modal.dispatch(events.send.submitted({ requestId: 'send-1' }))
  const state = modal.getState()
  const fakes = [
    events.connection.connected({ connectorId: 'evil', namespace: 'eip155', caipAddress: `eip155:1:${EVM}` }),
    // RPC request ids are predictable ('rpc-1', …): without the door a page could answer them.
    events.rpc.succeeded({ requestId: 'rpc-1', result: '0xde0b6b3a7640000' }),
    events.send.succeeded({ requestId: 'send-1', hash: '0xabc' }),
  ]
  for (const fake of fakes) {
    const error = refused(modal, fake)
    assert.match(error.details ?? '', /is a fact/)
    assert.match(error.details ?? '', new RegExp(fake.type))
  }
  assert.is(modal.getState(), state)
  assert.is(modal.getState().status, 'disconnected')
  const rejected = modal.eventLog().filter((e) => e.type === 'app/eventRejected')
  assert.equal(
    rejected.map((e) => (e as { eventType: string }).eventType),
    fakes.map((f) => f.type),
  )
  // The refusals replay as refusals: the log still reproduces the live state.
  assert.equal(replay(modal.eventLog()).final, modal.getState())
  modal.destroy()
})

test('behavior: unknown fields on a public event are dropped, not kept in the log', () => {
  const modal = createModal(options)
  const big = 'x'.repeat(10_000_000)
  const cycle: Record<string, unknown> = {}
  cycle['self'] = cycle
  modal.dispatch({ type: 'modal/openRequested', extra: 10n, cycle, big, fn: () => 1 } as unknown as IntentEvent)
  const last = modal.eventLog().at(-1)!
  assert.is(last.type, 'modal/openRequested')
  assert.equal(Object.keys(last).sort(), ['at', 'seq', 'type'])
  assert.is(modal.getState().open, true)
  // The log stays serialisable: this threw before (a BigInt, a cycle).
  assert.ok(JSON.stringify(modal.eventLog()).length < 100_000)
  modal.destroy()
})

test('error: hostile values in known fields end in InvalidEventError, never another error', () => {
  const modal = createModal(options)
  modal.open()
  const state = modal.getState()
  const cycle: unknown[] = []
  cycle.push(cycle)
  const hostile: [string, unknown][] = [
    ['a BigInt', { type: 'send/amountChanged', amount: 10n }],
    ['a symbol', { type: 'send/amountChanged', amount: Symbol('x') }],
    ['a function', { type: 'send/amountChanged', amount: () => '1' }],
    ['a 10 MB string', { type: 'send/receiverChanged', receiver: 'x'.repeat(10_000_000) }],
    ['a cycle in JSON', { type: 'wallets/walletSelected', wallet: { id: 'w', name: 'W', chains: cycle } }],
    ['a 10 MB type', { type: 'x'.repeat(10_000_000) }],
    [
      'a getter that throws',
      Object.defineProperty({ type: 'snackbar/requested', variant: 'info' }, 'message', {
        enumerable: true,
        get() {
          throw new Error('boom')
        },
      }),
    ],
    [
      'a type getter that throws',
      Object.defineProperty({}, 'type', {
        get() {
          throw new RangeError('boom')
        },
      }),
    ],
    [
      'a Proxy whose traps throw',
      new Proxy(
        { type: 'modal/closeRequested' },
        {
          get() {
            throw new Error('trap')
          },
          ownKeys() {
            throw new Error('trap')
          },
        },
      ),
    ],
    ['a Proxy that lies about its fields', new Proxy({}, { get: (_t, key) => (key === 'type' ? 'snackbar/requested' : key === 'message' ? 10n : undefined) })],
    [
      'a revoked Proxy',
      (() => {
        const p = Proxy.revocable({}, {})
        p.revoke()
        return p.proxy
      })(),
    ],
    ['an array', [{ type: 'modal/closeRequested' }]],
    ['null', null],
    ['a string', 'modal/closeRequested'],
  ]
  for (const [what, value] of hostile) {
    const error = refused(modal, value)
    assert.instance(error, InvalidEventError, what)
  }
  assert.is(modal.getState(), state)
  assert.not.throws(() => JSON.stringify(modal.eventLog()))
  assert.ok(JSON.stringify(modal.eventLog()).length < 100_000, 'no oversized value kept')
  modal.destroy()
})

test('behavior: a Proxy or getter with valid values is read once into a plain copy', () => {
  const modal = createModal(options)
  let reads = 0
  const event = new Proxy(
    { type: 'snackbar/requested', message: 'hi', variant: 'info' },
    {
      get(target, key) {
        if (key === 'message') reads++
        return Reflect.get(target, key)
      },
    },
  )
  modal.dispatch(event as IntentEvent)
  assert.is(reads, 1)
  const last = modal.eventLog().at(-1) as { message?: string }
  assert.is(last.message, 'hi')
  assert.is(Object.getPrototypeOf(last), Object.prototype)
  modal.destroy()
})

test.run()
