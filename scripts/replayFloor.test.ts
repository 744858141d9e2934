import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { replay } from '../core/replay.ts'
import { initialState } from '../core/reducers/index.ts'
import type { StampedEvent } from '../core/events/index.ts'
import { tileJourney } from './benchReplay.ts'
import { changeBetween, recordedChanges, replayByPathCopy } from './replayFloor.ts'

test('changeBetween: fields set whole, deleted, and plain objects walked inside (arrays are set whole)', () => {
  const prev = { a: 1, b: { c: 1, d: 2 }, list: [1], gone: true, same: { x: 1 } }
  const next = { a: 2, b: { c: 1, d: 3 }, list: [1, 2], same: prev.same }
  assert.equal(changeBetween(prev, next), {
    set: [
      ['a', 2],
      ['list', [1, 2]],
    ],
    deleted: ['gone'],
    inside: [['b', { set: [['d', 3]], deleted: [], inside: [] }]],
  })
})

test('the replay floor replays the recorded journey to the very states the real replay reached: every state equal, frozen, and a no-op the very same object', () => {
  const log: StampedEvent[] = tileJourney(500)
  const { states } = replay(log)
  const floor = replayByPathCopy(initialState, recordedChanges(initialState, states))
  assert.is(floor.length, states.length)
  let noOps = 0
  for (let i = 0; i < states.length; i++) {
    assert.equal(floor[i], states[i], `state ${i} (${log[i]!.type})`)
    assert.ok(Object.isFrozen(floor[i]), `state ${i} frozen`)
    if (i > 0 && states[i] === states[i - 1]) {
      noOps++
      assert.is(floor[i], floor[i - 1], `state ${i}: a no-op keeps the state`)
    }
  }
  assert.ok(noOps > 0, 'the journey has no-op events, so that case was checked')
})

test.run()
