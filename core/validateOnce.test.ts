/**
 * Replay throughput: an event validated and deep-frozen by the step is not checked
 * again, and nothing else is taken on trust.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { StampedEvent } from './events/index.ts'
import { initialState } from './reducers/index.ts'
import { replay, replayFinal } from './replay.ts'
import { step, validateOnce } from './step.ts'

const opened = (seq: number) => ({ type: 'modal/openRequested', seq, at: seq }) as StampedEvent

test('behavior: a valid event is deep-frozen by the step and then passes without a second check', () => {
  const event = { type: 'send/amountChanged', amount: '1.5', seq: 1, at: 1 } as StampedEvent
  assert.is(validateOnce(event), undefined)
  assert.ok(Object.isFrozen(event))
  assert.is(validateOnce(event), undefined)
})

test('error: an invalid event is refused every time, never marked', () => {
  const bad = { type: 'send/amountChanged', amount: 7, seq: 1, at: 1 } as unknown as StampedEvent
  assert.is(validateOnce(bad), 'event.amount: expected string')
  assert.is(validateOnce(bad), 'event.amount: expected string')
  assert.not.ok(Object.isFrozen(bad))
})

test('error: an event frozen only on the surface before the step is checked again each time', () => {
  const token = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18 }
  const event = Object.freeze({ type: 'send/tokenSelected', token, seq: 1, at: 1 }) as unknown as StampedEvent
  assert.is(validateOnce(event), undefined)
  ;(token as { decimals: unknown }).decimals = 'x'
  assert.is(validateOnce(event), 'event.token.decimals: expected finite number')
})

test('behavior: replayFinal after replay of the same log gives the same final state (events checked once)', () => {
  const log = [opened(1), { type: 'router/wentBack', seq: 2, at: 2 } as StampedEvent, opened(3)]
  const first = replay(log).final
  assert.equal(replayFinal(log), first)
  assert.equal(step(initialState, opened(4)).open, true)
})

test.run()
