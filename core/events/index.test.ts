import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { eventDefinitions, events, isModalEvent, validateEvent } from './index.ts'

/** Irregular past tenses allowed besides the `…ed` form. */
const IRREGULAR = new Set(['wentBack', 'socialChosen', 'walletChosen', 'networkChosen', 'sourceChosen', 'sent'])

test('behavior: every event type is domain/pastTense and unique (CONVENTIONS: events are facts)', () => {
  const types = eventDefinitions.map((d) => d.type)
  assert.is(new Set(types).size, types.length, 'duplicate event types')
  for (const type of types) {
    assert.ok(/^[a-z]+\/[a-z][A-Za-z]*$/.test(type), `bad shape: ${type}`)
    const verb = type.split('/')[1]!
    assert.ok(verb.endsWith('ed') || IRREGULAR.has(verb), `not past tense: ${type}`)
    assert.not.ok(/^(set|update|toggle)[A-Z]/.test(verb), `setter: ${type}`)
  }
})

test('behavior: each creator lives in the domain its type names, with .type and .match', () => {
  for (const [domain, creators] of Object.entries(events)) {
    for (const creator of Object.values(creators)) {
      assert.ok(creator.type.startsWith(`${domain}/`), creator.type)
      const other = { type: 'other/thingHappened' }
      assert.is(creator.match(other), false)
      assert.is(creator.match({ type: creator.type }), true)
    }
  }
})

test('behavior: creators build plain JSON events', () => {
  const event = events.modal.openRequested({ view: 'Account' })
  assert.equal(event, { type: 'modal/openRequested', view: 'Account' })
  assert.equal(events.router.wentBack(), { type: 'router/wentBack' })
  assert.equal(JSON.parse(JSON.stringify(event)), event)
})

test('error: validateEvent names the offending field', () => {
  assert.is(validateEvent(events.modal.openRequested()), undefined)
  assert.is(validateEvent(null), 'event: expected object')
  assert.is(validateEvent({}), 'event.type: expected string')
  assert.is(validateEvent({ type: 'nope/happened' }), "event.type: unknown event type 'nope/happened'")
  assert.match(validateEvent({ type: 'modal/openRequested', view: 'Nowhere' }) ?? '', 'event.view: expected one of')
  assert.is(validateEvent({ type: 'networks/switched', caipNetworkId: 1 }), 'event.caipNetworkId: expected string')
  assert.is(validateEvent({ type: 'snackbar/autoHideElapsed', id: Number.NaN }), 'event.id: expected finite number')
  assert.is(isModalEvent({ type: 'router/wentBack' }), true)
})

test.run()
