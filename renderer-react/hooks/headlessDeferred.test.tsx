/**
 * Own UI before anything has loaded: a page's modal is deferred until its core chunk loads
 * (core/deferredModal.ts), and the own-UI code is a chunk of its own (core/headless/ownUi.ts).
 * Meanwhile the hooks show their loading states (an empty list, `loading`, step `idle`, a
 * WalletButton named and not yet ready) and start both loads; once the core is in, the same
 * components list, connect and replay as with a live modal.
 */
import { $, $$, cleanup, click, createTestAdapter, render, run, waitUntil, window } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ConnectorInfo, CreateModalOptions } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { createDeferredModal } from '../../core/deferredModal.ts'
import * as engineModule from '../../core/engine.ts'
import type { Engine } from '../../core/engineSlot.ts'
import { loadedHeadless } from '../../core/headless/load.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { prepareModal } from '../../core/modalPrepare.ts'
import { replayFinal } from '../../core/replay.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { WalletButton } from '../components/WalletButton.tsx'
import { useConnect } from './useConnect.ts'
import { useWallets } from './useWallets.ts'

test.after.each(cleanup)

const devWallet: ConnectorInfo = { id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.latch.wallet' } }

function HostList() {
  const { wallets, loading } = useWallets()
  const { connect, step } = useConnect()
  return (
    <div>
      {wallets.map((w) => (
        <button type="button" key={w.id} data-host-wallet={w.id} onClick={() => void connect(w.id).catch(() => undefined)}>
          {w.name}
        </button>
      ))}
      <p id="status">{`${loading ? 'loading' : 'idle'}:${wallets.length}:${step}`}</p>
      <WalletButton wallet="dev.latch.wallet" />
    </div>
  )
}

test('behavior: before the core and the own-UI code load, useWallets is loading and empty, useConnect idle and the WalletButton named but not ready; both loads start at mount; then the list connects and the log replays', async () => {
  assert.is(loadedHeadless(), undefined, 'the own-UI code is not loaded before a hook mounts')
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const options: CreateModalOptions = {
    projectId: 'test-project',
    networks: NETWORKS,
    adapters: [adapter],
    deps: { window: window as unknown as NonNullable<NonNullable<CreateModalOptions['deps']>['window']>, fetch: offlineFetch, storage: createMemoryStorage(), walletApi: null, blockchainApi: null },
  }
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  let loads = 0
  const modal = createDeferredModal(options, prepareModal(options), async (): Promise<Engine> => {
    loads++
    await opened
    return engineModule
  })
  try {
    await render(
      <ModalProvider modal={modal} renderModal={false}>
        <HostList />
      </ModalProvider>,
    )
    const status = () => $('#status').textContent
    const button = () => $('[data-latch-wallet-button="dev.latch.wallet"]')
    assert.is(status(), 'loading:0:idle', 'the loading state on the first render')
    assert.is(button().getAttribute('aria-disabled'), 'true', 'the WalletButton waits for its code')
    assert.ok(button().textContent?.includes('dev.latch.wallet'), 'named by its prop until the wallet is known')
    await waitUntil(() => loadedHeadless() !== undefined, 'the own-UI chunk, loaded at mount')
    assert.is(loads, 1, 'the core is asked for at mount (useConnect, WalletButton), once')
    assert.is(status(), 'loading:0:idle', 'still loading: the own-UI code is in, the core is not (the list request waits in the deferred modal)')
    assert.is(modal.eventLog().length, 0, 'nothing ran: the core is not in')
    await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [devWallet] })))
    await run(() => open())
    await waitUntil(() => $$('[data-host-wallet="dev.latch.wallet"]').length === 1, 'the wallet listed once the core ran')
    assert.ok(
      modal.eventLog().some((e) => e.type === 'wallets/listRequested'),
      'the list request made before the core loaded was kept and ran',
    )
    await waitUntil(() => button().getAttribute('aria-disabled') === null, 'the WalletButton ready')
    assert.ok(button().textContent?.includes('Latch Dev Wallet'))
    await click($('[data-host-wallet="dev.latch.wallet"]'))
    await waitUntil(() => status()?.endsWith(':approveInWallet') === true, 'the approve-in-wallet step')
    await run(() => adapter.answerConnect())
    await waitUntil(() => status()?.endsWith(':connected') === true, 'connected')
    assert.is(modal.getState().accounts.eip155?.connectorId, 'dev.latch.wallet')
    assert.is(modal.getState().open, false)
    assert.equal(JSON.parse(JSON.stringify(replayFinal(modal.eventLog()))), JSON.parse(JSON.stringify(modal.getState())), 'the log replays to the same final state')
  } finally {
    modal.destroy()
  }
})

test.run()
