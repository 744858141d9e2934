import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { StrictMode } from 'react'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const connectEvm = (chainId = 1) => events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:${chainId}:${EVM_ADDRESS}` })

async function setup(options: { connected?: boolean; chainId?: number; strict?: boolean } = {}) {
  const evm = createTestAdapter('eip155', { holdSwitch: true })
  const modal = createTestModal({ adapters: [evm, createTestAdapter('solana')], allowUnsupportedChain: false })
  const provider = <ModalProvider modal={modal} />
  await render(options.strict ? <StrictMode>{provider}</StrictMode> : provider)
  if (options.connected) await run(() => dispatchInternal(modal, connectEvm(options.chainId)))
  return { modal, evm }
}

const ids = () => $$('[data-view] [data-network-id]').map((b) => b.getAttribute('data-network-id'))

test('default: Networks lists the configured networks in order, the active one marked', async () => {
  const { modal } = await setup({ connected: true })
  await run(() => modal.open({ view: 'Networks' }))
  assert.equal(ids(), ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  assert.equal(
    $$('[data-network-id] .latch-item-name').map((el) => el.textContent),
    ['Ethereum', 'Polygon', 'Solana'],
  )
  assert.is($('[data-network-id="eip155:1"]').getAttribute('aria-current'), 'true')
  assert.is($('[data-network-id="eip155:137"]').getAttribute('aria-current'), null)
})

test('behavior: SPEC §2 disconnected, choosing a network switches at once (no wallet to ask) and leads on to Connect', async () => {
  const { modal, evm } = await setup()
  await run(() => modal.open({ view: 'Networks' }))
  await click($('[data-network-id="eip155:137"]'))
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.ok(exists('[data-view="Connect"]'), 'the next step is a wallet, not the same list again')
  assert.equal(evm.calls.switchNetwork, [])
  await click($('[data-latch-back]'))
  assert.is($('[data-network-id="eip155:137"]').getAttribute('aria-current'), 'true')
})

test('behavior: disconnected, choosing a network of another namespace opens Connect for that namespace (no "Select network" dead end)', async () => {
  const { modal } = await setup()
  await run(() => modal.open({ view: 'Networks' }))
  await click($('[data-network-id="solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"]'))
  assert.ok(exists('[data-view="Connect"] [data-connect-method="wallet"]'))
  assert.is(modal.getState().openNamespace, 'solana')
  assert.is(modal.getState().activeNamespace, 'solana')
})

test('behavior: SPEC §2 connected on the namespace, choosing a network opens SwitchNetwork until the wallet answers', async () => {
  const { modal, evm } = await setup({ connected: true })
  await run(() => modal.open({ view: 'Networks' }))
  await click($('[data-network-id="eip155:137"]'))
  assert.equal(evm.calls.switchNetwork, ['eip155:137'])
  const view = $('[data-view="SwitchNetwork"]')
  assert.is(view.querySelector('[data-target-network]')?.textContent, 'Switching to Polygon')
  assert.match(view.textContent ?? '', /Approve the network switch in your wallet/)
  assert.ok(view.querySelector('[role="progressbar"]'))
  await run(() => evm.answerSwitch())
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.ok(exists('[data-view="Networks"]'), 'SPEC §4: back to the list')
  assert.is($('[data-network-id="eip155:137"]').getAttribute('aria-current'), 'true')
  assert.not.ok(exists('[data-network-error]'))
})

for (const strict of [false, true]) {
  test(`error: SPEC §4 a failed switch goes back to Networks and shows the error as text; the next try clears it${strict ? ' (StrictMode)' : ''}`, async () => {
    const { modal, evm } = await setup({ connected: true, strict })
    await run(() => modal.open({ view: 'Networks' }))
    await click($('[data-network-id="eip155:137"]'))
    await run(() => evm.answerSwitch(new Error('User rejected the request.')))
    const failed = modal.eventLog().find((e) => e.type === 'networks/switchFailed')
    assert.ok(failed && failed.type === 'networks/switchFailed')
    assert.ok(exists('[data-view="Networks"]'))
    const error = $('[data-view="Networks"] [data-network-error]')
    assert.is(error.getAttribute('role'), 'alert')
    assert.is(error.textContent, failed.error.shortMessage)
    assert.is(modal.getState().activeCaipNetworkId, 'eip155:1')
    await click($('[data-network-id="eip155:137"]'))
    assert.not.ok(exists('[data-network-error]'))
  })
}

test('behavior: SPEC §2 connected on another namespace, choosing a network opens SwitchActiveChain', async () => {
  const { modal } = await setup({ connected: true })
  await run(() => modal.open({ view: 'Networks' }))
  await click($('[data-network-id="solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"]'))
  const view = $('[data-view="SwitchActiveChain"]')
  assert.is(view.querySelector('[data-target-network]')?.textContent, 'Switch to Solana')
  assert.match(view.textContent ?? '', /connected on Ethereum/)
  const button = view.querySelector('button') as HTMLElement
  assert.is(button.textContent, 'Connect a Solana wallet')
  await click(button)
  assert.is(modal.getState().view, 'Connect')
})

test('behavior: "Connect a Solana wallet" → the dev wallet\'s row connects Solana; the EVM connection stays', async () => {
  const sol = createTestAdapter('solana')
  const evm = createTestAdapter('eip155')
  const modal = createTestModal({ adapters: [evm, sol] })
  await render(<ModalProvider modal={modal} />)
  const dev = { id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED' as const, info: { rdns: 'dev.latch.wallet' } }
  const metamask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'io.metamask' } }
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [{ ...dev, chain: 'eip155' }, { ...dev, chain: 'solana' }, metamask] })))
  await run(() => dispatchInternal(modal, connectEvm()))
  await run(() => modal.open({ view: 'Networks' }))
  await click($('[data-network-id="solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"]'))
  await click($('[data-view="SwitchActiveChain"] button') as HTMLElement)
  assert.equal(
    $$('[data-view="Connect"] [data-wallet-id]')
      .map((b) => b.getAttribute('data-wallet-id'))
      .filter((id) => id !== null && !/^[0-9a-f]{64}$/.test(id)),
    ['dev.latch.wallet'],
    'only wallets on Solana are offered',
  )
  await click($('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]'))
  assert.equal([evm.calls.connect, sol.calls.connect], [[], ['dev.latch.wallet']])
  const state = modal.getState()
  assert.is(state.accounts.solana?.status, 'connected')
  assert.is(state.accounts.eip155?.status, 'connected', 'the first namespace stays connected')
})

test('behavior: SwitchNetwork names its target from viewData.caipNetworkId', async () => {
  const { modal } = await setup({ connected: true })
  await run(() => modal.open())
  await run(() => dispatchInternal(modal, events.router.navigated({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:137' } })))
  assert.is($('[data-view="SwitchNetwork"] [data-target-network]').textContent, 'Switching to Polygon')
})

test('behavior: SPEC §4 an unsupported active network opens UnsupportedChain; switching to a supported one closes the modal', async () => {
  const { modal, evm } = await setup()
  await run(() => dispatchInternal(modal, connectEvm(10)))
  assert.ok(exists('[data-view="UnsupportedChain"]'))
  assert.match($('[data-view="UnsupportedChain"]').textContent ?? '', /not supported/)
  assert.equal(ids(), ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  await click($('[data-network-id="eip155:1"]'))
  assert.equal(evm.calls.switchNetwork, ['eip155:1'])
  assert.ok(exists('[data-view="SwitchNetwork"]'))
  await run(() => evm.answerSwitch())
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:1')
  assert.not.ok(exists('[data-latch-modal]'))
})

test('behavior: UnsupportedChain offers to disconnect instead', async () => {
  const { modal } = await setup()
  await run(() => dispatchInternal(modal, connectEvm(10)))
  await click($('[data-view="UnsupportedChain"] [data-disconnect]'))
  assert.is(modal.getState().status, 'disconnected')
  assert.not.ok(exists('[data-latch-modal]'))
})

test('behavior: network icons are the asset images once loaded', async () => {
  const { modal } = await setup()
  await run(() => modal.open({ view: 'Networks' }))
  assert.not.ok(exists('[data-network-id="eip155:1"] img'), 'letter avatar until the image arrives')
  await run(() => dispatchInternal(modal, events.assets.imagesLoaded({ images: { 'eip155:1': 'blob:eth' } })))
  assert.is($('[data-network-id="eip155:1"] img')?.getAttribute('src'), 'blob:eth')
})

test.run()
