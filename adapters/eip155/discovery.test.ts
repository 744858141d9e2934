import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import type { ModalEvent } from '../../core/events/index.ts'
import { eip155Adapter } from './eip155Adapter.ts'
import type { Eip155Window } from './Eip155Window.ts'
import { adapterContext, announce, createFakeProvider } from '../../test/fixtures/fakeEip1193Provider.ts'
import { testConnector } from './testConnector.ts'

function setup(extra: Parameters<typeof eip155Adapter>[0] = {}) {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const events: ModalEvent[] = []
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window, ...extra })
  const start = () => adapter.setup!(adapterContext({ emit: (e) => events.push(e), networks: [] }))
  return { window, events, adapter, start }
}

const discoveredIds = (events: ModalEvent[]) => events.flatMap((e) => (e.type === 'connectors/discovered' ? e.connectors.map((c) => `${c.type}:${c.id}`) : []))

test('behavior: EIP-6963 wallets announced before setup are reported as ANNOUNCED, id = rdns, with info and imageUrl (SPEC §3)', () => {
  const { window, events, start } = setup()
  const provider = createFakeProvider()
  announce(window, { rdns: 'io.metamask', name: 'MetaMask', icon: 'data:image/png;base64,AA' }, provider)
  const stop = start()
  assert.equal(events, [
    {
      type: 'connectors/discovered',
      connectors: [
        {
          id: 'io.metamask',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: 'data:image/png;base64,AA',
          info: { rdns: 'io.metamask', icon: 'data:image/png;base64,AA' },
        },
      ],
    },
  ])
  stop()
})

test('behavior: a wallet announcing after setup is reported in its own connectors/discovered event', () => {
  const { window, events, start } = setup()
  const stop = start()
  assert.equal(events, [], 'nothing found, nothing reported')
  announce(window, { rdns: 'com.example.late', name: 'Late Wallet' }, createFakeProvider())
  assert.equal(discoveredIds(events), ['ANNOUNCED:com.example.late'])
  stop()
})

test('behavior: the legacy window.ethereum is INJECTED when no announced wallet is the same provider object (SPEC §3)', () => {
  const { window, events, start } = setup()
  const legacy = createFakeProvider()
  ;(window as unknown as { ethereum: unknown }).ethereum = legacy
  announce(window, { rdns: 'com.example.other', name: 'Other' }, createFakeProvider())
  const stop = start()
  assert.equal(discoveredIds(events), ['ANNOUNCED:com.example.other', 'INJECTED:injected'])
  assert.is(events.length, 1, 'one event for what setup found')
  stop()
})

test('behavior: window.ethereum that is also announced is reported once, as the ANNOUNCED wallet (SPEC §5)', () => {
  const { window, events, start } = setup()
  const provider = createFakeProvider()
  ;(window as unknown as { ethereum: unknown }).ethereum = provider
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const stop = start()
  assert.equal(discoveredIds(events), ['ANNOUNCED:io.metamask'])
  stop()
})

test('behavior: an identical connector (same id, name, chain) is not reported twice when the wallet re-announces (SPEC §5)', () => {
  const { window, events, start } = setup()
  const provider = createFakeProvider()
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const stop = start()
  // Another library asks again: every wallet answers again.
  window.dispatchEvent(new window.Event('eip6963:requestProvider'))
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, createFakeProvider())
  assert.equal(discoveredIds(events), ['ANNOUNCED:io.metamask'])
  stop()
})

test('behavior: the same rdns under another name is a different connector and is reported (SPEC §5 identity is id, name and chain)', () => {
  const { window, events, start } = setup()
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, createFakeProvider())
  const stop = start()
  announce(window, { rdns: 'io.metamask', name: 'MetaMask Flask' }, createFakeProvider())
  assert.equal(
    events.flatMap((e) => (e.type === 'connectors/discovered' ? e.connectors.map((c) => c.name) : [])),
    ['MetaMask', 'MetaMask Flask'],
  )
  stop()
})

test('error: malformed announcements (no rdns, no request function) are ignored', () => {
  const { window, events, start } = setup()
  const stop = start()
  const send = (detail: object | undefined) => window.dispatchEvent(new window.CustomEvent('eip6963:announceProvider', { detail }))
  send(undefined)
  send({ info: { name: 'No rdns', uuid: 'x', icon: '' }, provider: createFakeProvider() })
  send({ info: { name: 'No request', rdns: 'com.bad', uuid: 'x', icon: '' }, provider: {} })
  assert.equal(events, [])
  stop()
})

test('behavior: extra connectors (testConnector) are reported with the discovered ones', () => {
  const { window, events, start } = setup({ connectors: [testConnector({ id: 'test', name: 'Test Wallet' })] })
  announce(window, { rdns: 'dev.latch.wallet', name: 'Latch Dev Wallet' }, createFakeProvider())
  const stop = start()
  assert.equal(discoveredIds(events), ['EXTERNAL:test', 'ANNOUNCED:dev.latch.wallet'])
  stop()
})

test('behavior: the teardown removes every listener: no announcement handler, no provider listener', () => {
  const { window, events, start, adapter } = setup()
  const provider = createFakeProvider()
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const stop = start()
  assert.is(provider.listenerCount(), 3, 'accountsChanged, chainChanged, disconnect')
  stop()
  assert.is(provider.listenerCount(), 0)
  announce(window, { rdns: 'com.example.late', name: 'Late' }, createFakeProvider())
  assert.equal(discoveredIds(events), ['ANNOUNCED:io.metamask'], 'nothing reported after teardown')
  assert.equal(adapter.connectors(), [], 'discovered wallets are forgotten until the next setup')
  // A second setup (another modal) finds the wallet again and reports it to the new context.
  const again: ModalEvent[] = []
  const stopAgain = adapter.setup!(adapterContext({ emit: (e) => again.push(e), networks: [] }))
  assert.equal(discoveredIds(again), ['ANNOUNCED:io.metamask', 'ANNOUNCED:com.example.late'])
  stopAgain()
})

test('parameters: window — defaults to globalThis.window; an explicit undefined turns discovery off', () => {
  const window = new Window({ url: 'http://127.0.0.1/' })
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, createFakeProvider())
  const g = globalThis as { window?: unknown }
  g.window = window
  try {
    const found: ModalEvent[] = []
    const stopDefault = eip155Adapter().setup(adapterContext({ emit: (e) => found.push(e) }))
    assert.equal(discoveredIds(found), ['ANNOUNCED:io.metamask'])
    stopDefault()
    const none: ModalEvent[] = []
    const stopNone = eip155Adapter({ window: undefined }).setup(adapterContext({ emit: (e) => none.push(e) }))
    assert.equal(none, [])
    stopNone()
  } finally {
    delete g.window
  }
})

test.run()
