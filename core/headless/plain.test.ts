/**
 * `latch`'s own-UI functions without React (API.md "Own UI"): light wrappers the page carries,
 * over code loaded at their first use (core/headless/ownUi.ts). Before it is in, the selectors
 * answer "loading" / "nothing yet" and the actions wait for it; `subscribeWallets` calls back
 * with the loading list, then with the Connect view's list once the code is in; `connectWallet`
 * made before then still connects.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { events } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replay } from '../replay.ts'
import { selectConnectWallets } from '../selectors/connectWallets.ts'
import { connectWallet, resolveConnectFlow, selectConnectProgress, selectWallets, subscribeWallets, type HeadlessWallets } from './index.ts'
import { loadedHeadless } from './load.ts'

test('behavior: before the own-UI code loads, the selectors answer loading and idle; subscribeWallets calls back with the loading list, then the Connect view’s list; a connectWallet made meanwhile connects; the log replays', async () => {
  assert.is(loadedHeadless(), undefined, 'nothing loaded before the first use')
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createModal({ projectId: 'p', networks: NETWORKS, adapters: [adapter], deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null } })
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }] }))
  const state = modal.getState()
  assert.equal(selectWallets(state), { wallets: [], query: '', loading: true, hasMore: false })
  assert.is(resolveConnectFlow(state, 'dev.latch.wallet'), undefined)
  assert.equal(selectConnectProgress(state, { kind: 'email' }), { step: 'idle' })
  const seen: HeadlessWallets[] = []
  const stop = subscribeWallets(modal, (wallets) => seen.push(wallets))
  assert.is(seen.length, 1, 'called at once')
  assert.is(seen[0]!.loading, true)
  const connected = connectWallet(modal, 'dev.latch.wallet')
  await until(() => seen.some((list) => list.wallets.length > 0), 'the list once the code is in')
  const last = seen.at(-1)!
  assert.equal(
    last.wallets.map((w) => w.id),
    selectConnectWallets(modal.getState()).map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
    "the Connect view's wallets, in its order",
  )
  assert.ok(
    modal.eventLog().some((e) => e.type === 'wallets/listRequested'),
    'the lists were asked for, as opening the modal does',
  )
  assert.equal(resolveConnectFlow(modal.getState(), 'dev.latch.wallet'), { kind: 'wallet', connectorId: 'dev.latch.wallet', namespace: 'eip155', walletConnect: false })
  await until(() => modal.getState().connectAttempts?.eip155 !== undefined, 'the connection attempt')
  adapter.answerConnect()
  await connected
  assert.is(modal.getState().accounts.eip155?.connectorId, 'dev.latch.wallet')
  stop()
  const count = seen.length
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'io.other', name: 'Other', type: 'INJECTED', chain: 'eip155' }] }))
  assert.is(seen.length, count, 'no call after unsubscribing')
  assert.equal(JSON.parse(JSON.stringify(replay(modal.eventLog()).final)), JSON.parse(JSON.stringify(modal.getState())), 'the log replays to the same final state')
  modal.destroy()
})

test.run()
