import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { queueScheduler } from 'rxjs'
import { events } from '../events/index.ts'
import { replayFinal } from '../replay.ts'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { walletChosenEpic } from './walletChosen.ts'

const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const, chain: 'eip155' as const }

function setup(connectors = [wc]) {
  const store = createStore({ epics: { walletChosenEpic }, deps: { scheduler: queueScheduler, window: undefined, adapters: [] } })
  store.dispatch(init())
  store.dispatch(events.connectors.discovered({ connectors }))
  store.dispatch(events.modal.openRequested())
  return store
}

const requests = (store: ReturnType<typeof setup>) => store.log.entries().filter((e) => e.type === 'connection/connectRequested')

test("behavior: SPEC §2: a wallet picked from the list starts pairing through the WalletConnect connector, its view stays that wallet's", () => {
  const store = setup()
  store.dispatch(events.ui.walletChosen({ walletId: 'rainbow' }))
  const [request] = requests(store)
  assert.ok(request, 'a connect was requested')
  assert.equal({ ...request, seq: 0, at: 0 }, { type: 'connection/connectRequested', requestId: 'wallet-4', connectorId: 'walletConnect', namespace: 'eip155', seq: 0, at: 0 })
  const state = store.getState()
  assert.is(state.status, 'connecting')
  assert.is(state.view, 'ConnectingWalletConnect')
  assert.equal(state.viewData, { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'rainbow' })
  assert.equal(replayFinal(store.log.entries()), state, 'the log replays to the same state')
})

test("behavior: a second wallet picked while an attempt is under way supersedes it; the view is that wallet's", () => {
  const store = setup()
  store.dispatch(events.ui.walletChosen({ walletId: 'rainbow' }))
  store.dispatch(events.router.wentBack())
  store.dispatch(events.ui.walletChosen({ walletId: 'zerion' }))
  assert.equal(
    requests(store).map((e) => (e as { requestId: string }).requestId),
    ['wallet-4', 'wallet-7'],
  )
  const state = store.getState()
  assert.equal(state.viewData, { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'zerion' })
  assert.is(state.status, 'connecting')
  assert.equal(state.connectAttempts?.eip155, 'wallet-7')
})

test('behavior: without a WalletConnect connector a listed wallet leads to Downloads and nothing is requested', () => {
  const store = setup([])
  store.dispatch(events.ui.walletChosen({ walletId: 'rainbow' }))
  assert.is(store.getState().view, 'Downloads')
  assert.is(requests(store).length, 0)
})

test.run()
