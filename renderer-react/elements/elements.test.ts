/**
 * `latch/elements`: its exported names (API.md is the contract), and defining the four
 * tags once — a tag already defined (a second copy of Latch, or the host's own) is left alone.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as elements from './index.ts'

test('behavior: the latch/elements entry exports exactly its public names', () => {
  assert.equal(Object.keys(elements).sort(), [
    'LATCH_ELEMENTS',
    'LatchAccountButtonElement',
    'LatchButtonElement',
    'LatchModalElement',
    'LatchNetworkButtonElement',
    'LatchWalletButtonElement',
    'defineLatchElements',
  ])
  assert.equal(Object.keys(elements.LATCH_ELEMENTS), ['latch-modal', 'latch-button', 'latch-account-button', 'latch-network-button', 'latch-wallet-button'])
})

test('behavior: defineLatchElements defines the four tags, and leaves one already defined alone (calling it twice is harmless)', () => {
  const defined = new Map<string, unknown>([['latch-button', class Theirs {}]])
  const registry = {
    get: (tag: string) => defined.get(tag),
    define: (tag: string, element: unknown) => {
      if (defined.has(tag)) throw new Error(`'${tag}' has already been defined`)
      defined.set(tag, element)
    },
  } as unknown as CustomElementRegistry
  elements.defineLatchElements(registry)
  elements.defineLatchElements(registry)
  assert.is(defined.get('latch-modal'), elements.LatchModalElement)
  assert.is(defined.get('latch-network-button'), elements.LatchNetworkButtonElement)
  assert.is.not(defined.get('latch-button'), elements.LatchButtonElement, "the host's own latch-button stays")
})

test('default: without a custom element registry (server-side import) defineLatchElements does nothing', () => {
  elements.defineLatchElements(undefined)
})

test.run()
