/**
 * SPEC.md §6 `pay` in happy-dom: `modal.pay` opens Pay; paid from the wallet (connecting first when
 * none is) it resolves with the confirmed hash; from the sandbox exchange (its real server on anvil)
 * it resolves once the visitor logged in and confirmed there, the recipient paid on chain; cancel,
 * timeout, insufficient balance and an unsupported network reject with a PayError of that reason;
 * a pending payment is read back after a reload and polled to its end; each log replays to the
 * same payment.
 */
import { $, cleanup, click, createTestAdapter, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, http, parseEther } from 'viem'
import { events, replay } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import type { Modal, PayError } from '../../core/index.ts'
import type { Adapter, TransactionReceipt } from '../../core/adapter.ts'
import { anvil, EVM_ADDRESS, mainnet } from '../../test/fixtures/networks.ts'
import { startEvmChains, type EvmChains } from '../../sandbox/evm/chains.ts'
import { startExchange, type ExchangeService } from '../../sandbox/exchange/server.ts'
import { ModalProvider } from '../ModalProvider.tsx'

const RECIPIENT = '0x000000000000000000000000000000000000cafE'
const ASSET = 'eip155:1/slip44:60'
let evm: EvmChains
let exchange: ExchangeService

test.before(async () => {
  evm = await startEvmChains([31337])
  exchange = await startExchange({ evm: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })) })
})
test.after(async () => {
  await exchange?.close()
  await evm?.stop()
})
test.after.each(cleanup)

/** The test adapter, with receipts: `receipt` decides what each poll sees (default: mined). */
function walletAdapter(options: { receipt?: () => TransactionReceipt | undefined; sendError?: Error & { code?: number } } = {}) {
  const adapter = createTestAdapter('eip155', options.sendError ? { sendError: options.sendError } : {})
  return Object.assign(adapter, { getTransactionReceipt: async () => (options.receipt ? options.receipt() : { status: 'success' as const }) }) as typeof adapter & Adapter
}

async function mount(options: { adapter?: Adapter; storage?: ReturnType<typeof createMemoryStorage>; networks?: (typeof mainnet)[] } = {}): Promise<Modal> {
  const modal = createTestModal({
    features: { pay: true },
    networks: options.networks ?? [mainnet, anvil],
    adapters: [options.adapter ?? walletAdapter()],
    endpoints: { exchange: exchange.url },
    deps: { storage: options.storage ?? createMemoryStorage() },
  })
  await render(<ModalProvider modal={modal} />)
  return modal
}

const connect = (modal: Modal, chainId = 1) =>
  run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:${chainId}:${EVM_ADDRESS}` })))

/** Starts `modal.pay`, waits for Pay to show; the promise is caught so a rejection is read later. */
async function startPay(modal: Modal, parameters: Partial<Parameters<Modal['pay']>[0]> = {}) {
  let settled: { hash?: string; error?: PayError } | undefined
  const promise = modal.pay({ recipient: RECIPIENT, asset: ASSET, amount: '0.1', ...parameters }).then(
    (result) => void (settled = { hash: result.hash }),
    (error: PayError) => void (settled = { error }),
  )
  await waitUntil(() => exists('[data-view="Pay"] [data-pay-status]'), 'Pay')
  return { promise, settled: () => settled }
}

test('behavior: SPEC §6 pay from the connected wallet — the transfer is sent to the recipient, the promise resolves with the confirmed hash, the log replays to it', async () => {
  const adapter = walletAdapter()
  const modal = await mount({ adapter })
  await connect(modal)
  const { promise, settled } = await startPay(modal)
  assert.is($('[data-pay-summary]').textContent, 'Pay 0.1 ETH')
  await click($('[data-pay-source="wallet"]'))
  await run(() => promise)
  assert.equal(settled(), { hash: '0xtest' })
  assert.equal(adapter.calls.sendTransfer, [{ caipNetworkId: 'eip155:1', to: RECIPIENT, amount: '0.1' }])
  assert.ok(exists('[data-pay-success]'))
  assert.equal(replay(modal.eventLog()).final.pay, modal.getState().pay)
})

test('behavior: SPEC §6 pay — with no wallet connected, Connect comes first; once connected, Pay sends', async () => {
  const adapter = walletAdapter()
  const modal = await mount({ adapter })
  const { promise, settled } = await startPay(modal)
  await click($('[data-pay-source="wallet"]'))
  await waitUntil(() => exists('[data-view="Connect"]'), 'Connect')
  assert.is(modal.getState().pay?.status, 'connecting')
  await connect(modal)
  await run(() => promise)
  assert.equal(settled(), { hash: '0xtest' })
  assert.is(modal.getState().view, 'Pay')
  assert.equal(replay(modal.eventLog()).final.pay, modal.getState().pay)
})

test('error: SPEC §6 pay — Cancel rejects with PayError cancelled', async () => {
  const modal = await mount()
  const { promise, settled } = await startPay(modal)
  await click($('[data-pay-cancel]'))
  await run(() => promise)
  assert.is(settled()?.error?.name, 'PayError')
  assert.is(settled()?.error?.reason, 'cancelled')
  assert.is(settled()?.error?.shortMessage, 'Payment cancelled')
})

test('error: SPEC §6 pay — not confirmed within timeoutMs rejects with PayError timeout', async () => {
  const modal = await mount({ adapter: walletAdapter({ receipt: () => undefined }) })
  await connect(modal)
  const { promise, settled } = await startPay(modal, { timeoutMs: 300 })
  await click($('[data-pay-source="wallet"]'))
  await run(() => promise)
  assert.is(settled()?.error?.reason, 'timeout')
  assert.is($('[data-pay-failure]').textContent, 'Payment timed out')
})

test('error: SPEC §6 pay — the wallet reporting insufficient funds rejects with PayError insufficientBalance', async () => {
  const error = Object.assign(new Error('insufficient funds for gas * price + value'), { name: 'InsufficientFundsError' })
  const modal = await mount({ adapter: walletAdapter({ sendError: error }) })
  await connect(modal)
  const { promise, settled } = await startPay(modal)
  await click($('[data-pay-source="wallet"]'))
  await run(() => promise)
  assert.is(settled()?.error?.reason, 'insufficientBalance')
})

test('error: SPEC §6 pay — a token the account does not hold rejects with PayError insufficientBalance before the wallet is asked', async () => {
  const adapter = walletAdapter()
  const modal = await mount({ adapter })
  await connect(modal)
  const { promise, settled } = await startPay(modal, { asset: 'eip155:1/erc20:0x00000000000000000000000000000000000000aa' })
  await click($('[data-pay-source="wallet"]'))
  await run(() => promise)
  assert.is(settled()?.error?.reason, 'insufficientBalance')
  assert.equal(adapter.calls.sendTransfer, [])
})

test('error: SPEC §6 pay — an asset on a network the modal does not have rejects with PayError networkNotSupported', async () => {
  const modal = await mount()
  await connect(modal)
  const { promise, settled } = await startPay(modal, { asset: 'eip155:999/slip44:60' })
  await click($('[data-pay-source="wallet"]'))
  await run(() => promise)
  assert.is(settled()?.error?.reason, 'networkNotSupported')
})

test('behavior: SPEC §6 pay from the sandbox exchange — its page is offered, the visitor logs in and confirms there, the recipient is paid on chain and the promise resolves with that hash', async () => {
  const modal = await mount()
  const { promise, settled } = await startPay(modal, { asset: 'eip155:31337/slip44:60', amount: '0.5' })
  await click($('[data-pay-source="exchange"]'))
  await waitUntil(() => exists('[data-pay-exchange-link]'), 'the exchange link')
  const url = $('[data-pay-exchange-link]').getAttribute('href')!
  assert.ok(url.startsWith(`${exchange.url}/pay/`))
  // What the exchange's page does when the visitor logs in and confirms.
  const post = (path: string, body: unknown = {}) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  await post('/login', { email: 'visitor@exchange.test' })
  await post('/confirm')
  await run(() => promise)
  const hash = settled()?.hash
  assert.ok(hash?.startsWith('0x'), JSON.stringify(settled()))
  const client = createPublicClient({ transport: http(evm.chains[0]!.rpcUrl) })
  assert.is(await client.getBalance({ address: RECIPIENT }), parseEther('0.5'))
  assert.is((await client.getTransactionReceipt({ hash: hash as `0x${string}` })).to?.toLowerCase(), RECIPIENT.toLowerCase())
  assert.equal(replay(modal.eventLog()).final.pay, modal.getState().pay)
})

test('behavior: SPEC §6 pay — a payment pending when the page is left is read back on the next page and polled to its confirmation', async () => {
  const storage = createMemoryStorage()
  let mined = false
  const adapter = walletAdapter({ receipt: () => (mined ? { status: 'success' } : undefined) })
  const first = await mount({ adapter, storage })
  await connect(first)
  void (await startPay(first))
  await click($('[data-pay-source="wallet"]'))
  await waitUntil(() => first.getState().pay?.status === 'pending', 'sent')
  await run(() => storage.flush?.())
  await cleanup()

  mined = true
  const second = await mount({ adapter, storage })
  await run(() => second.open())
  await waitUntil(() => second.getState().pay?.status === 'success', 'the restored payment confirmed')
  assert.ok(second.eventLog().some((e) => e.type === 'pay/restored'))
  assert.is(second.getState().pay?.hash, '0xtest')
  assert.equal(replay(second.eventLog()).final.pay, second.getState().pay)
})

test('error: SPEC §6 pay — with the flag off, pay() rejects with PayError notEnabled', async () => {
  const modal = createTestModal({ deps: { storage: createMemoryStorage() } })
  const error = await modal.pay({ recipient: RECIPIENT, asset: ASSET, amount: '1' }).catch((e: PayError) => e)
  assert.is((error as PayError).reason, 'notEnabled')
})

test.run()
