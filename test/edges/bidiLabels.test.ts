import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import type { ModalEvent } from '../../core/events/index.ts'
import { toWalletInfo } from '../../core/rules/toWalletInfo.ts'
import { eip155Adapter } from '../../adapters/eip155/eip155Adapter.ts'
import type { Eip155Window } from '../../adapters/eip155/Eip155Window.ts'
import { solanaAdapter } from '../../adapters/solana/solanaAdapter.ts'
import type { StandardWalletsWindow } from '../../adapters/solana/watchStandardWallets.ts'
import { adapterContext, announce, createFakeProvider } from '../fixtures/fakeEip1193Provider.ts'
import { createFakeWallet, registerWallet } from '../fixtures/fakeStandardWallet.ts'

/** Displays as "MACKET": a right-to-left override around a left-to-right word. */
const REVERSED = '\u202eTEKCAM\u202c'
const names = (events: ModalEvent[]) => events.flatMap((e) => (e.type === 'connectors/discovered' ? e.connectors.map((c) => c.name) : []))

test("behavior: an EIP-6963 announcement's name enters without bidi controls", () => {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const events: ModalEvent[] = []
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window })
  const stop = adapter.setup!(adapterContext({ emit: (e) => events.push(e), networks: [] }))
  announce(window as never, { rdns: 'com.example.macket', name: REVERSED }, createFakeProvider())
  assert.equal(names(events), ['TEKCAM'])
  assert.equal(
    adapter.connectors().map((c) => c.name),
    ['TEKCAM'],
  )
  stop()
})

test("behavior: a Wallet Standard wallet's name enters without bidi controls, and still finds its EIP-6963 twin", () => {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const win = window as unknown as StandardWalletsWindow
  announce(window as never, { rdns: 'com.example.macket', name: 'TEKCAM' }, createFakeProvider())
  const fake = createFakeWallet({ name: REVERSED })
  registerWallet(window as never, fake.wallet)
  const emitted: ModalEvent[] = []
  const adapter = solanaAdapter({ window: win })
  const teardown = adapter.setup!({
    emit: (e) => void emitted.push(e),
    networks: [],
    rpc: () => {
      throw new Error('unused')
    },
  })
  const found = emitted.flatMap((e) => (e.type === 'connectors/discovered' ? e.connectors : []))
  assert.equal(
    found.map((c) => [c.id, c.name]),
    [['com.example.macket', 'TEKCAM']],
  )
  teardown?.()
})

test('behavior: a wallet-list service name (pages, search, saved recents: toWalletInfo) enters without bidi controls', () => {
  assert.equal(toWalletInfo({ id: 'w1', name: REVERSED }), { id: 'w1', name: 'TEKCAM' })
  assert.equal(toWalletInfo({ id: 'w2', name: '\u2067Isolated\u2069 \u200fmark' }).name, 'Isolated mark')
})

test.run()
