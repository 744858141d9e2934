/**
 * The path copies of the hottest handlers (core/reducers/pathCopy.ts) give what a write into a
 * copied slice and `keepUnchanged` gave: the same object when nothing differs, else a copy with
 * the fields in the same order; an unfrozen node (the final-state replay's working copy) is
 * written in place (ARCHITECTURE.md determinism rules: both replays reach the same state).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { namespaceWith, patched, sameItems, writable } from './pathCopy.ts'

test('patched: the very same frozen node when every field holds its value already and no field to delete is there', () => {
  const node = Object.freeze({ status: 'idle', amount: '1' }) as { status: string; amount: string; error?: string }
  assert.is(patched(node, { amount: '1' }, ['error']), node)
})

test('patched: a frozen node is copied, fields keep their place, new ones come last, deleted ones go', () => {
  const node = Object.freeze({ status: 'idle', error: 'x', amount: '1' }) as { status: string; amount: string; error?: string; receiver?: string }
  const next = patched(node, { receiver: 'r', status: 'sending' }, ['error'])
  assert.is.not(next, node)
  assert.equal(Object.keys(next), ['status', 'amount', 'receiver'])
  assert.equal(next, { status: 'sending', amount: '1', receiver: 'r' })
  assert.equal(node, { status: 'idle', error: 'x', amount: '1' }, 'the frozen node is untouched')
})

test('writable: an unfrozen node is written in place, a frozen one copied', () => {
  const open = { a: 1 }
  assert.is(writable(open), open)
  const frozen = Object.freeze({ a: 1 })
  assert.is.not(writable(frozen), frozen)
  assert.equal(writable(frozen), frozen)
})

test('namespaceWith and sameItems: the account holding the exact CAIP address; the very same items in order', () => {
  const accounts = { solana: { status: 'connected', preferredAccountType: 'eoa', caipAddress: 'solana:x:y' } } as never
  assert.is(namespaceWith(accounts, 'solana:x:y'), 'solana')
  assert.is(namespaceWith(accounts, 'solana:x:z'), undefined)
  const item = {}
  assert.ok(sameItems([item], [item]))
  assert.not.ok(sameItems([item], [{}]))
  assert.not.ok(sameItems([item], undefined))
})

test.run()
