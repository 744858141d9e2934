/**
 * Replay throughput: the step freezes only what an event replaced (core/reducers/
 * copyOnWrite.ts); every state a caller holds must still be deep-frozen, and replayFinal's too.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { StampedEvent } from './events/index.ts'
import { replay, replayFinal } from './replay.ts'
import { copyRoot, OPTIONAL_KEYS } from './reducers/copyRoot.ts'
import { initialState } from './reducers/initialState.ts'

const JOURNEY = new URL('../test/fixtures/journey.log.json', import.meta.url)
const journey = (): StampedEvent[] => JSON.parse(readFileSync(JOURNEY, 'utf8'))

function firstUnfrozen(value: unknown, path = 'state'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if (!Object.isFrozen(value)) return path
  for (const [key, child] of Object.entries(value)) {
    const found = firstUnfrozen(child, `${path}.${key}`)
    if (found) return found
  }
  return undefined
}

test('behavior: every state of a replayed recorded journey is deep-frozen', () => {
  const { states } = replay(journey())
  states.forEach((state, i) => {
    assert.is(firstUnfrozen(state), undefined, `state ${i}`)
  })
})

test('behavior: the final-state replay returns a deep-frozen state equal to replay().final', () => {
  const log = journey()
  const final = replayFinal(log)
  assert.is(firstUnfrozen(final), undefined)
  assert.equal(final, replay(journey()).final)
})

test("behavior: every replayed state has its root fields in the one fixed order, none left holding undefined (a handler's delete never reaches a state: such roots were dictionaries, a slow shape each)", () => {
  const order = Object.keys(copyRoot({ ...initialState, ...Object.fromEntries(OPTIONAL_KEYS.map((k) => [k, 1])) } as never))
  const { states } = replay(journey().concat(journey().map((e, i) => ({ ...e, seq: 1000 + i, at: e.at + 100_000 }))))
  states.forEach((state, i) => {
    const keys = Object.keys(state)
    assert.equal(
      keys,
      order.filter((k) => keys.includes(k)),
      `state ${i}: fields out of order`,
    )
    assert.not.ok(
      keys.some((k) => (state as Record<string, unknown>)[k] === undefined),
      `state ${i}: a field holds undefined`,
    )
  })
})

test.run()
