/**
 * Own UI (API.md "Own UI"): the headless hooks under `<ModalProvider renderModal={false}>` — the
 * dialog never mounts — and the WalletButton, whose modal appears only where a step needs it.
 * Each flow's log replays to the same final state (core/replay.ts).
 */
import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { asyncScheduler } from 'rxjs'
import { selectConnectWallets, type Adapter, type ConnectorInfo, type Modal } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { replayFinal } from '../../core/replay.ts'
import { createWalletApi } from '../../core/clients/walletApi.ts'
import { startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { FrameRequestError } from '../../core/errors/FrameRequestError.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { WalletButton } from '../components/WalletButton.tsx'
import { useConnect } from './useConnect.ts'
import { useWalletConnectUri } from './useWalletConnectUri.ts'
import { useWallets } from './useWallets.ts'

test.after.each(cleanup)

const devWallet: ConnectorInfo = { id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.latch.wallet' } }
const walletConnect: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

const asJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T
/**
 * The replay of the exported log is the live state (JSON-equal: the log is JSON), but for the
 * pairing URI, a secret the export redacts (its symKey).
 */
function assertReplays(modal: Modal): void {
  const live = asJson(modal.getState())
  if (live.pairing) live.pairing.uri = '[redacted]'
  assert.equal(asJson(replayFinal(modal.eventLog())), live, 'the log replays to the same final state')
}

function HostList() {
  const { wallets, search, loadMore, loading, hasMore, query } = useWallets()
  const { connect, step } = useConnect()
  return (
    <div>
      <input aria-label="Search wallets" value={query} onChange={(e) => search(e.target.value)} />
      <ul>
        {wallets.map((w) => (
          <li key={`${w.group}:${w.id}`}>
            <button type="button" data-host-wallet={w.id} data-group={w.group} onClick={() => void connect(w.id).catch(() => undefined)}>
              {w.name}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" data-host-more onClick={loadMore}>
          More
        </button>
      )}
      <p id="status">{`${loading ? 'loading' : 'idle'}:${step}`}</p>
    </div>
  )
}

test("behavior: SPEC §9 useWallets lists the Connect view's wallets in its order (the same selector), then AllWallets pages on loadMore, and searches — against the sandbox wallet API, the dialog never mounted", async () => {
  const server = await startWalletApi()
  try {
    const walletApi = createWalletApi({ baseUrl: server.url, projectId: 'test-project', scheduler: asyncScheduler })
    const modal = createTestModal({ adapters: [createTestAdapter('eip155')], deps: { walletApi } })
    await render(
      <ModalProvider modal={modal} renderModal={false}>
        <HostList />
      </ModalProvider>,
    )
    // A WalletConnect connector: listed wallets that are not installed can pair (SPEC §2), so Connect lists them.
    await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [walletConnect, devWallet] })))
    await waitUntil(() => modal.getState().wallets.recommended.status === 'success', 'the recommended wallets (requested by the hook, as opening does)')
    await run(() => undefined)
    const shown = () => $$('[data-host-wallet]').map((b) => `${b.dataset['group']}:${b.dataset['hostWallet']}`)
    const expected = selectConnectWallets(modal.getState()).map((item) => `${item.group}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`)
    assert.ok(expected.length >= 3, 'WalletConnect, the installed wallet and the recommended ones')
    assert.equal(shown(), expected, "the hook lists exactly the Connect view's rows, in its order")
    const groups = [...new Set(shown().map((row) => row.split(':')[0]))]
    assert.equal(groups, ['walletConnect', 'injected', 'recommended'], 'SPEC §9 connector order')
    assert.is(shown()[1], 'injected:dev.latch.wallet')
    await click($('[data-host-more]'))
    await waitUntil(() => modal.getState().wallets.all.status === 'success', 'the first AllWallets page')
    await run(() => undefined)
    const more = shown().filter((row) => row.startsWith('all:'))
    assert.ok(more.length > 0, 'loadMore appended a page')
    const ids = shown().map((row) => row.split(':').slice(1).join(':'))
    assert.is(new Set(ids).size, ids.length, 'SPEC §5 nothing listed twice')
    await run(() => modal.dispatch(events.wallets.searchChanged({ query: 'rain' })))
    await waitUntil(() => modal.getState().wallets.search.status === 'success', 'the search results')
    await run(() => undefined)
    assert.ok(shown().length > 0 && shown().every((row) => row.startsWith('search:')), shown().join())
    assert.ok($$('[data-host-wallet]').every((b) => (b.textContent ?? '').toLowerCase().includes('rain')))
    assert.not.ok(exists('[data-latch-modal]'), 'the modal never mounted')
    assert.is(modal.getState().open, false)
    assertReplays(modal)
  } finally {
    await server.stop()
  }
})

test("behavior: SPEC §4 useConnect connects a wallet from the host's own list with the steps as state (approve in wallet, connected); the modal stays closed; the log replays", async () => {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter] })
  await render(
    <ModalProvider modal={modal} renderModal={false}>
      <HostList />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [devWallet] })))
  // (No wallet-list service in this test: the list's loading is not what it checks.)
  const step = () => $('#status').textContent?.split(':')[1]
  assert.is(step(), 'idle')
  await click($('[data-host-wallet="dev.latch.wallet"]'))
  await waitUntil(() => step() === 'approveInWallet', 'the approve-in-wallet step')
  await run(() => adapter.answerConnect())
  await waitUntil(() => step() === 'connected', 'connected')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'dev.latch.wallet')
  assert.is(modal.getState().open, false, 'no modal was opened')
  assert.ok(
    modal.eventLog().some((e) => e.type === 'connection/connectRequested'),
    'through the connect intent',
  )
  assertReplays(modal)
})

test('behavior: SPEC §8 a declined connection is the failed step with its code', async () => {
  const adapter = createTestAdapter('eip155', { connectError: Object.assign(new Error('User rejected'), { code: 4001 }) })
  const modal = createTestModal({ adapters: [adapter] })
  await render(
    <ModalProvider modal={modal} renderModal={false}>
      <HostList />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [devWallet] })))
  let seen: unknown
  function Probe() {
    const { connect, step, error } = useConnect()
    seen = { step, error }
    return (
      <button type="button" id="go" onClick={() => void connect('dev.latch.wallet').catch(() => undefined)}>
        Go
      </button>
    )
  }
  await render(
    <ModalProvider modal={modal} renderModal={false}>
      <Probe />
    </ModalProvider>,
  )
  await click($('#go'))
  await waitUntil(() => (seen as { step: string }).step === 'failed', 'the failure')
  assert.equal(seen, { step: 'failed', error: 'connectionRejected' })
  assertReplays(modal)
})

test("behavior: SPEC §4/§9 useWalletConnectUri gives the pairing URI with its 4-minute expiry while the attempt waits; the adapter's fresh URI replaces it; none once it ended", async () => {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter] })
  let seen: { uri: string | undefined; expiresAt: number | undefined; expired: boolean } = { uri: undefined, expiresAt: undefined, expired: false }
  let start: () => Promise<void> = () => Promise.resolve()
  function Qr() {
    const pairing = useWalletConnectUri()
    seen = { uri: pairing.uri, expiresAt: pairing.expiresAt, expired: pairing.expired }
    start = () => pairing.start()
    return null
  }
  await render(
    <ModalProvider modal={modal} renderModal={false}>
      <Qr />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [walletConnect] })))
  assert.is(seen.uri, undefined)
  let settled = false
  await run(() => {
    void start().then(() => (settled = true))
  })
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: 'wc:first@2?relay-protocol=irn&symKey=aa' })))
  const issued = modal.eventLog().find((e) => e.type === 'pairing/uriIssued')!
  assert.equal(seen, { uri: 'wc:first@2?relay-protocol=irn&symKey=aa', expiresAt: issued.at + 4 * 60_000, expired: false })
  await run(() => dispatchInternal(modal, events.pairing.expired({ expiresAt: issued.at + 4 * 60_000 })))
  assert.is(seen.expired, true, 'SPEC §9 expired at 10 s left')
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: 'wc:second@2?relay-protocol=irn&symKey=bb' })))
  assert.is(seen.uri, 'wc:second@2?relay-protocol=irn&symKey=bb')
  assert.is(seen.expired, false)
  await run(() => adapter.answerConnect())
  await waitUntil(() => settled, 'start() resolving on the connection')
  assert.is(seen.uri, undefined, 'a paired URI is not one to scan')
  assert.is(modal.getState().open, false)
  assertReplays(modal)
})

test('behavior: API.md WalletButton connects an installed wallet in one click with no list and no modal; it is a labelled button', async () => {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter] })
  await render(
    <ModalProvider modal={modal}>
      <WalletButton wallet="dev.latch.wallet" />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [devWallet] })))
  const button = $('[data-latch-wallet-button="dev.latch.wallet"]')
  assert.is(button.tagName, 'BUTTON')
  assert.ok(button.textContent?.includes('Latch Dev Wallet'))
  await click(button)
  await waitUntil(() => button.getAttribute('aria-busy') === 'true', 'the busy state')
  assert.is(button.dataset['step'], 'approveInWallet')
  assert.ok(button.textContent?.includes('Approve in your wallet'))
  await run(() => adapter.answerConnect())
  await waitUntil(() => button.dataset['step'] === 'connected', 'connected')
  assert.is(modal.getState().open, false, 'no modal, no list')
  assert.not.ok(exists('[data-view="Connect"]'))
  assertReplays(modal)
})

test('behavior: API.md WalletButton for WalletConnect opens the modal straight on the QR (no list shown); namespace picks the pairing namespace', async () => {
  const modal = createTestModal({ adapters: [createTestAdapter('eip155', { holdConnect: true }), createTestAdapter('solana', { holdConnect: true })] })
  await render(
    <ModalProvider modal={modal}>
      <WalletButton wallet="walletConnect" namespace="solana" />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [walletConnect, { ...walletConnect, chain: 'solana' }] })))
  await click($('[data-latch-wallet-button="walletConnect"]'))
  const state = modal.getState()
  assert.is(state.open, true)
  assert.is(state.view, 'ConnectingWalletConnect')
  assert.equal(state.viewData, { connectorId: 'walletConnect', namespace: 'solana' })
  await waitUntil(() => exists('[data-view="ConnectingWalletConnect"]'), 'the QR view')
  assert.not.ok(exists('[data-view="Connect"]'), 'the list never shows')
  assertReplays(modal)
})

test('behavior: API.md WalletButton.Custom hands its render function the wallet, the step and connect', async () => {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter] })
  await render(
    <ModalProvider modal={modal} renderModal={false}>
      <WalletButton.Custom wallet="dev.latch.wallet">
        {({ wallet, connect, step, ready }) => (
          <button type="button" id="mine" disabled={!ready} data-step={step} onClick={connect}>
            {`Use ${wallet.name}`}
          </button>
        )}
      </WalletButton.Custom>
    </ModalProvider>,
  )
  assert.is(($('#mine') as HTMLButtonElement).disabled, true, 'not ready before the wallet is known')
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [devWallet] })))
  assert.is($('#mine').textContent, 'Use Latch Dev Wallet')
  await click($('#mine'))
  assert.is($('#mine').dataset['step'], 'approveInWallet')
  await run(() => adapter.answerConnect())
  await waitUntil(() => $('#mine').dataset['step'] === 'connected', 'connected')
})

test('behavior: SPEC §4 useConnect email login without the modal: sending, approve the device, the code needed (a wrong one refused as invalidOtp), connected; the modal stays closed; the log replays', async () => {
  let approveDevice = () => {}
  let codes = 0
  const auth: NonNullable<Adapter['auth']> = {
    connectorId: 'auth',
    connectEmail: async () => ({ action: 'VERIFY_DEVICE' }),
    connectDevice: () => new Promise<void>((resolve) => (approveDevice = resolve)),
    connectOtp: async () => {
      if (++codes === 1) throw new FrameRequestError('Invalid code', { code: 'INVALID_OTP' })
    },
    authName: () => 'ada@example.com',
  }
  const embedded: Adapter = {
    namespace: 'eip155',
    connect: async () => {
      throw new Error('not routed')
    },
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    auth,
  }
  const modal = createTestModal({ adapters: [createTestAdapter('eip155'), embedded], previewFlows: ['email'] })
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] })))
  let api: ReturnType<typeof useConnect> | undefined
  function Probe() {
    api = useConnect()
    return <p id="step">{`${api.step}:${api.error ?? ''}`}</p>
  }
  await render(
    <ModalProvider modal={modal} renderModal={false}>
      <Probe />
    </ModalProvider>,
  )
  let connected = false
  await run(() => void api!.connect('email', { email: 'ada@example.com' }).then(() => (connected = true)))
  await waitUntil(() => $('#step').textContent === 'approveDevice:', 'the device approval step')
  await run(() => approveDevice())
  await waitUntil(() => $('#step').textContent === 'otp:', 'the code step')
  await run(() => api!.submitOtp('000000'))
  await waitUntil(() => $('#step').textContent === 'otp:invalidOtp', 'the refused code')
  await run(() => api!.submitOtp('123456'))
  await waitUntil(() => connected, 'connect() resolving on the AUTH connection')
  await waitUntil(() => $('#step').textContent === 'connected:', 'connected')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'auth')
  assert.is(modal.getState().open, false, 'the modal never opened')
  assert.not.ok(exists('[data-latch-modal]'))
  const live = asJson(modal.getState())
  const log = modal.eventLog()
  const token =
    JSON.stringify(log)
      .match(/\[personal:[0-9a-f]+\]/g)
      ?.at(-1) ?? '[redacted]'
  assert.equal(asJson(replayFinal(log)), JSON.parse(JSON.stringify(live).split('ada@example.com').join(token)), 'the log (email a keyed token) replays to the same final state')
})

test('behavior: API.md WalletButton for email opens the modal on EmailLogin, not on the list', async () => {
  const modal = createTestModal({ previewFlows: ['email'] })
  await render(
    <ModalProvider modal={modal}>
      <WalletButton wallet="email" />
    </ModalProvider>,
  )
  await click($('[data-latch-wallet-button="email"]'))
  assert.is(modal.getState().view, 'EmailLogin')
  assert.equal(modal.getState().history, ['EmailLogin'], 'no list beneath it')
  await waitUntil(() => exists('[data-view="EmailLogin"]'), 'the email view')
  assert.not.ok(exists('[data-view="Connect"]'))
})

test('behavior: API.md WalletButton for a listed wallet that is not installed opens the modal on its WalletConnect QR (SPEC §2), remembered as chosen; no list shown', async () => {
  const modal = createTestModal({ adapters: [createTestAdapter('eip155', { holdConnect: true })] })
  await render(
    <ModalProvider modal={modal}>
      <WalletButton wallet="rainbow-id" />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [walletConnect] })))
  await run(() => dispatchInternal(modal, events.wallets.pageLoaded({ list: 'recommended', page: 1, wallets: [{ id: 'rainbow-id', name: 'Rainbow' }], count: 1 })))
  const button = $('[data-latch-wallet-button="rainbow-id"]')
  assert.ok(button.textContent?.includes('Rainbow'), 'named as the list names it')
  await click(button)
  const state = modal.getState()
  assert.is(state.view, 'ConnectingWalletConnect')
  assert.equal(state.viewData, { walletId: 'rainbow-id', connectorId: 'walletConnect', namespace: 'eip155' })
  assert.is(state.wallets.selected?.id, 'rainbow-id')
  await waitUntil(() => exists('[data-view="ConnectingWalletConnect"]'), 'the QR view')
  assert.not.ok(exists('[data-view="Connect"]'))
  assertReplays(modal)
})

test.run()
