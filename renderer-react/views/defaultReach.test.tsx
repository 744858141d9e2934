import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ConnectorInfo, Modal, ViewName } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

/**
 * "A visitor never reaches a 'not available yet' panel from the default configuration".
 * Walks every control of every view reachable from Connect (breadth first, each path replayed
 * on a fresh modal) with the default flags: wallets installed and listed, email and social
 * features on as SPEC.md §6 defaults them.
 */
const metamask: ConnectorInfo = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }
const walletConnect: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const listed = [
  { id: 'rainbow', name: 'Rainbow', homepage: 'https://rainbow.example' },
  { id: 'zerion', name: 'Zerion' },
]

async function fresh(options: Parameters<typeof createTestModal>[0], start?: ViewName): Promise<Modal> {
  await cleanup()
  const modal = createTestModal(options)
  await render(<ModalProvider modal={modal} />)
  await run(() => {
    dispatchInternal(modal, events.connectors.discovered({ connectors: [metamask, walletConnect] }))
    modal.dispatch(events.wallets.listRequested({ list: 'recommended', page: 1 }))
    dispatchInternal(modal, events.wallets.pageLoaded({ list: 'recommended', page: 1, wallets: listed, count: listed.length }))
  })
  await run(() => modal.open(start ? { view: start } : undefined))
  return modal
}

const panelShown = () => exists('[data-not-yet-available]') || exists('[data-walletconnect-unavailable]')

/** Presses control `i`, then answers a wallet list the view asked for (no service in these tests). */
async function press(modal: Modal, i: number) {
  await click(controls()[i]!)
  if (modal.getState().view === 'AllWallets' && modal.getState().wallets.all.wallets.length === 0) {
    await run(() => {
      modal.dispatch(events.wallets.listRequested({ list: 'all', page: 1 }))
      dispatchInternal(modal, events.wallets.pageLoaded({ list: 'all', page: 1, wallets: listed, count: listed.length }))
    })
  }
}

/** The dialog's controls a visitor can press (links leave the page; close ends the walk). */
const controls = () => $$('[data-latch-modal] button:not([data-latch-close]):not([disabled])')

async function reachableViews(options: Parameters<typeof createTestModal>[0], start?: ViewName) {
  const seen = new Map<string, number[]>([[start ?? 'Connect', []]])
  const queue: number[][] = [[]]
  while (queue.length > 0) {
    const path = queue.shift()!
    let modal = await fresh(options, start)
    for (const i of path) await press(modal, i)
    if (panelShown()) throw new Error(`"not available yet" reached: ${modal.getState().view} via controls ${path.join(' → ') || '(start)'}`)
    const count = controls().length
    for (let i = 0; i < count; i++) {
      modal = await fresh(options, start)
      for (const step of path) await press(modal, step)
      await press(modal, i)
      const view = modal.getState().open ? modal.getState().view : 'closed'
      if (seen.has(view)) continue
      seen.set(view, [...path, i])
      if (panelShown()) {
        throw new Error(`"not available yet" reached: ${view} via controls ${[...path, i].join(' → ')}`)
      }
      if (view !== 'closed' && path.length < 3) queue.push([...path, i])
    }
  }
  return [...seen.keys()].sort()
}

test.after.each(cleanup)

test('behavior: from the default configuration no control leads to a "not available yet" panel', async () => {
  // Wallets that ask (hold the connect), so the walk sees the connecting views.
  const views = await reachableViews({ adapters: [createTestAdapter('eip155', { holdConnect: true }), createTestAdapter('solana')] })
  // The walk did reach the places a visitor goes (so an empty walk cannot pass); a listed wallet
  // pairs over the configured WalletConnect connector.
  for (const view of ['AllWallets', 'ConnectingWalletConnect', 'WhatIsAWallet']) assert.ok(views.includes(view), `${view} in ${views.join()}`)
})

test('error: started on a view not built yet, the walk does find the panel (the test can fail)', async () => {
  try {
    await reachableViews({}, 'WhatIsANetwork')
  } catch (error) {
    assert.match(String(error), /not available yet/)
    return
  }
  assert.unreachable('WhatIsANetwork is "not available yet"')
})

test('behavior: the help entry — "?" at the Connect root opens WhatIsAWallet; Get a wallet leads to AllWallets', async () => {
  const modal = await fresh({})
  const help = $('[data-latch-help]')
  assert.is(help.getAttribute('aria-label'), 'What is a wallet?')
  await click(help)
  assert.is(modal.getState().view, 'WhatIsAWallet')
  assert.is($('[data-latch-modal] h2').textContent, 'What is a wallet?')
  assert.is($$('[data-wallet-help] li').length, 3)
  await click($('[data-get-wallet]'))
  assert.is(modal.getState().view, 'AllWallets')
  await click($('[data-latch-back]'))
  await click($('[data-latch-back]'))
  assert.is(modal.getState().view, 'Connect')
  assert.ok(exists('[data-latch-help]'))
})

test.run()
