import { $, cleanup, createTestModal, document, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { selectConnectMethods, type ModalState, type StampedEvent } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { useAccount } from './useAccount.ts'
import { useModal } from './useModal.ts'
import { useModalEvents } from './useModalEvents.ts'
import { useModalState } from './useModalState.ts'
import { useNetwork } from './useNetwork.ts'
import { useWalletInfo } from './useWalletInfo.ts'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

/** Renders `read()`'s JSON into a <pre id="out"> and counts renders. */
function probe<T>(read: () => T) {
  const counter = { renders: 0 }
  function Probe() {
    counter.renders++
    return <pre id="out">{JSON.stringify(read()) ?? 'undefined'}</pre>
  }
  return {
    Probe,
    counter,
    value: (): unknown => {
      const text = $('#out').textContent ?? 'undefined'
      return text === 'undefined' ? undefined : JSON.parse(text)
    },
  }
}

const evm = events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` })
const sol = events.connection.connected({
  connectorId: 'phantom',
  namespace: 'solana',
  caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`,
})

test('behavior: useModalState follows the state through useSyncExternalStore', async () => {
  const modal = createTestModal()
  const { Probe, value } = probe(() => useModalState((s: ModalState) => [s.open, s.view]))
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  assert.equal(value(), [false, 'Connect'])
  await run(() => modal.open({ view: 'Networks' }))
  assert.equal(value(), [true, 'Networks'])
})

test('behavior: a selector returning a fresh array (selectConnectMethods) renders once per state change, never loops', async () => {
  const modal = createTestModal({ previewFlows: ['email', 'social'] })
  const { Probe, value, counter } = probe(() => useModalState(selectConnectMethods))
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  assert.equal(value(), ['email', 'social', 'wallet'])
  const before = counter.renders
  await run(() => modal.dispatch(events.router.accountTabSelected({ tab: 'NFTs' })))
  assert.ok(counter.renders - before <= 2, `rendered ${counter.renders - before} times for one change`)
})

test('behavior: a selection that did not change does not re-render', async () => {
  const modal = createTestModal()
  const { Probe, counter } = probe(() => useModalState((s) => s.themeMode))
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  const before = counter.renders
  await run(() => modal.dispatch(events.router.accountTabSelected({ tab: 'Activity' })))
  assert.is(counter.renders, before)
})

test('behavior: useAccount gives the active account, or the one of a namespace', async () => {
  const modal = createTestModal()
  const active = probe(() => {
    const a = useAccount()
    return [a.status, a.isConnected, a.address, a.namespace]
  })
  function Solana() {
    const a = useAccount('solana')
    return <i id="sol">{`${a.status}:${a.address ?? ''}`}</i>
  }
  await render(
    <ModalProvider modal={modal}>
      <active.Probe />
      <Solana />
    </ModalProvider>,
  )
  assert.equal(active.value(), ['disconnected', false, null, 'eip155'], 'the default network sets the active namespace')
  await run(() => dispatchInternal(modal, evm))
  assert.equal(active.value(), ['connected', true, EVM_ADDRESS, 'eip155'])
  assert.is($('#sol').textContent, 'disconnected:')
  await run(() => dispatchInternal(modal, sol))
  assert.equal(active.value(), ['connected', true, SOLANA_ADDRESS, 'solana'])
  assert.is($('#sol').textContent, `connected:${SOLANA_ADDRESS}`)
})

test('behavior: useNetwork gives the active network, the list and switchNetwork (the facade)', async () => {
  const modal = createTestModal()
  let api: ReturnType<typeof useNetwork> | undefined
  const { Probe, value } = probe(() => {
    api = useNetwork()
    return [api.caipNetworkId, api.caipNetwork?.name, api.isSupported, api.networks.length]
  })
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  assert.equal(value(), ['eip155:1', 'Ethereum', true, 3])
  await run(() => api!.switchNetwork('eip155:137'))
  assert.equal(value(), ['eip155:137', 'Polygon', true, 3])
})

test('behavior: useWalletInfo names the connected wallet from state.connectors', async () => {
  const modal = createTestModal()
  const { Probe, value } = probe(() => useWalletInfo().walletInfo)
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  await run(() =>
    dispatchInternal(
      modal,
      events.connectors.discovered({
        connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { icon: 'data:image/png;base64,AA' } }],
      }),
    ),
  )
  assert.is(value(), undefined, 'nothing connected: no wallet info')
  await run(() => dispatchInternal(modal, evm))
  assert.equal(value(), { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', icon: 'data:image/png;base64,AA' })
})

test('behavior: useModalEvents receives each stamped event while mounted, and nothing after unmount', async () => {
  const modal = createTestModal()
  const seen: StampedEvent[] = []
  function Listener() {
    useModalEvents((event) => seen.push(event))
    return null
  }
  const view = await render(
    <ModalProvider modal={modal}>
      <Listener />
    </ModalProvider>,
  )
  await run(() => modal.open())
  assert.equal(
    seen.map((e) => e.type),
    ['modal/openRequested'],
  )
  assert.ok(seen[0]!.seq > 0)
  await view.unmount()
  modal.close()
  assert.is(seen.length, 1)
})

test('error: hooks outside <ModalProvider> fail with a clear message', async () => {
  function Orphan() {
    useModal()
    return null
  }
  const { createRoot } = await import('react-dom/client')
  const root = createRoot(document.createElement('div') as unknown as Element)
  let thrown: unknown
  try {
    await run(() => root.render(<Orphan />))
  } catch (error) {
    thrown = error
  }
  assert.match(String(thrown), /inside <ModalProvider/)
})

test.run()
