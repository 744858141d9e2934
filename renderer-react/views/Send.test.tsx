import { $, cleanup, click, createTestAdapter, createTestModal, exists, render, run, window, type TestAdapter } from '../../test/fixtures/dom.ts'
import { act } from 'react'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS, NETWORKS, SOLANA_ADDRESS, solanaMainnet } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'
import { until } from '../../test/fixtures/until.ts'

/** The send epics' code loads at the first submit or Max: wait for the outcome, not a tick. */
async function settled(outcome: () => boolean, what: string): Promise<void> {
  await until(async () => {
    await run(() => undefined)
    return outcome()
  }, what)
}

test.after.each(cleanup)

const caipAddress = `eip155:1:${EVM_ADDRESS}`
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 5000, price: 2500, quantity: { decimals: '18', numeric: '2.5' }, iconUrl: 'https://img.test/eth.png' }
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: 'https://img.test/usdc.png',
}

async function openSend(adapter: TestAdapter = createTestAdapter('eip155')) {
  const modal = createTestModal({ adapters: [adapter, createTestAdapter('solana')] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [eth, usdc] })))
  await run(() => modal.open())
  await click($('[data-action="Send"]'))
  assert.ok(exists('[data-view="Send"]'))
  return { modal, adapter }
}

/** Picks an option of a <select> the way React listens for it. */
async function choose(select: HTMLElement, value: string) {
  await act(async () => {
    ;(select as HTMLSelectElement).value = value
    select.dispatchEvent(new window.Event('change', { bubbles: true }) as unknown as Event)
  })
}

/**
 * Types into a controlled input: the prototype's value setter bypasses React's value tracker, so
 * React sees the change (assigning `input.value` alone would be taken as React's own write).
 */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  })
}

const labelOf = (input: HTMLElement) => $(`label[for="${input.id}"]`).textContent

async function fill(amount: string, receiver: string, token = 'eip155:1/native') {
  await choose($('[data-send-token]'), token)
  await type($('[data-send-amount]') as HTMLInputElement, amount)
  await type($('[data-send-receiver]') as HTMLInputElement, receiver)
}

test('default: Send has a labelled token picker, amount and receiver, a Max button named by its visible text (WCAG 2.5.3 label in name), and no error', async () => {
  await openSend()
  assert.is(labelOf($('[data-send-token]')), 'Token')
  assert.is(labelOf($('[data-send-amount]')), 'Amount')
  assert.is(labelOf($('[data-send-receiver]')), 'Receiver address')
  // WCAG 2.5.3 label in name: named by its visible text, explained by its title.
  assert.is($('[data-send-max]').getAttribute('aria-label'), null)
  assert.is($('[data-send-max]').textContent, 'Max')
  assert.is($('[data-send-max]').getAttribute('title'), 'Use the whole balance (of the native coin, less the network fee)')
  assert.is($('[data-send-max]').hasAttribute('disabled'), true, 'no token, no balance to use')
  assert.not.ok(exists('[data-send-error]'))
})

test("error: SPEC §5 'An amount and receiver address are required' shows after Preview with an empty form", async () => {
  const { modal } = await openSend()
  await click($('[data-send-preview]'))
  assert.is(modal.getState().view, 'Send')
  assert.is($('[data-send-error]').textContent, 'An amount and receiver address are required')
  assert.is($('[data-send-error]').getAttribute('role'), 'alert')
})

test("error: SPEC §5 'A token is required' when amount and receiver are given without a token", async () => {
  await openSend()
  await type($('[data-send-amount]') as HTMLInputElement, '1')
  await type($('[data-send-receiver]') as HTMLInputElement, RECEIVER)
  await click($('[data-send-preview]'))
  assert.is($('[data-send-error]').textContent, 'A token is required')
  // Editing clears the message (the reducer).
  await type($('[data-send-amount]') as HTMLInputElement, '2')
  assert.not.ok(exists('[data-send-error]'))
})

test("error: SPEC §5 an EVM receiver that is not 40 hex characters gives 'Invalid address'", async () => {
  await openSend()
  await fill('1', '0x1234')
  await click($('[data-send-preview]'))
  assert.is($('[data-send-error]').textContent, 'Invalid address')
})

test('behavior: selecting a token dispatches send/tokenSelected with decimals and balance from quantity; Max uses the balance', async () => {
  const { modal } = await openSend()
  await choose($('[data-send-token]'), `eip155:1/${usdc.address}`)
  const last = modal.eventLog().findLast((e) => e.type === 'send/tokenSelected')
  assert.equal(last?.type === 'send/tokenSelected' ? last.token : undefined, {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: usdc.address,
    decimals: 6,
    balance: '10',
    iconUrl: usdc.iconUrl,
  })
  assert.is($('[data-send-available]').textContent, 'Available: 10 USDC')
  await click($('[data-send-max]'))
  assert.is(modal.getState().send.amount, '10')
  assert.is(($('[data-send-amount]') as HTMLInputElement).value, '10')
})

test('behavior: Max of the native coin leaves the transfer’s fee in the account (the wallet refuses a send that cannot pay it)', async () => {
  const { modal } = await openSend()
  await choose($('[data-send-token]'), 'eip155:1/native')
  const native = modal.getState().send.token
  assert.ok(native && native.address === undefined, 'the native coin is selected')
  assert.is(native!.balance, '2.5')
  await click($('[data-send-max]'))
  await settled(() => modal.getState().send.amount !== undefined, 'the fee estimate')
  // 2.5 ETH less the test adapter's fee of 0.000021 ETH, worked out by hand (not by the code under test).
  assert.is(modal.getState().send.amount, '2.499979')
  assert.is(($('[data-send-amount]') as HTMLInputElement).value, '2.499979')
  assert.equal(
    modal
      .eventLog()
      .filter((e) => e.type.startsWith('send/max'))
      .map((e) => e.type),
    ['send/maxRequested', 'send/maxFeeEstimated'],
  )
})

test('error: a fee that cannot be estimated leaves the amount alone and says why', async () => {
  const { modal } = await openSend(createTestAdapter('eip155', { feeError: Object.assign(new Error('upstream down'), { code: -32603 }) }))
  await choose($('[data-send-token]'), 'eip155:1/native')
  await click($('[data-send-max]'))
  await settled(() => exists('[data-send-error]'), 'the fee error')
  assert.is(modal.getState().send.amount, undefined)
  assert.is(modal.getState().send.maxRequestId, undefined)
})

test('behavior: SPEC §4 a full send: Preview shows the summary (receiver 4…6), Send asks the wallet, success resets the form and returns to Account', async () => {
  const { modal, adapter } = await openSend()
  await fill('1.5', RECEIVER)
  await click($('[data-send-preview]'))
  assert.is(modal.getState().view, 'SendPreview')
  assert.is($('[data-preview-amount]').textContent, '1.5 ETH')
  assert.is($('[data-preview-token]').textContent, 'Ether')
  assert.is($('[data-preview-receiver]').textContent, '0x70…dc79C8')
  assert.is($('[data-preview-receiver]').getAttribute('title'), RECEIVER)
  assert.is($('[data-preview-network]').textContent, 'Ethereum')
  await click($('[data-send-confirm]'))
  await settled(() => modal.getState().view === 'Account', 'the send to finish and Account to show')
  assert.equal(adapter.calls.sendTransfer, [{ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '1.5' }])
  const submitted = modal.eventLog().find((e) => e.type === 'send/submitted')
  assert.match(submitted?.type === 'send/submitted' ? submitted.requestId : '', /^send-/)
  assert.is(modal.getState().view, 'Account')
  assert.ok(exists('[data-view="Account"]'))
  assert.equal(modal.getState().send, { status: 'idle', lastHash: '0xtest' })
  // The form starts empty next time.
  await click($('[data-action="Send"]'))
  assert.is(($('[data-send-amount]') as HTMLInputElement).value, '')
  assert.is(($('[data-send-receiver]') as HTMLInputElement).value, '')
})

test('behavior: a successful send shows a success snackbar with the transaction hash (truncated) and the explorer link, over Account', async () => {
  const hash = `0x${'5e'.repeat(32)}`
  const adapter = createTestAdapter('eip155')
  adapter.sendTransfer = async () => ({ hash })
  const networks = NETWORKS.map((n) => (n.caipNetworkId === 'eip155:1' ? { ...n, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } } : n))
  const modal = createTestModal({ networks, adapters: [adapter, createTestAdapter('solana')] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [eth, usdc] })))
  await run(() => modal.open())
  await click($('[data-action="Send"]'))
  await fill('1', RECEIVER)
  await click($('[data-send-preview]'))
  await click($('[data-send-confirm]'))
  await settled(() => exists('[data-view="Account"]'), 'Account after the send')
  const snack = $('[data-snackbar]')
  assert.is(snack.getAttribute('data-variant'), 'success')
  assert.is(snack.getAttribute('role'), 'status')
  assert.match(snack.textContent ?? '', /Transaction sent/)
  assert.is($('[data-transaction-hash]').textContent, '0x5e…5e5e5e')
  assert.is($('[data-transaction-hash]').getAttribute('title'), hash)
  const link = $('[data-explorer-link]') as HTMLAnchorElement
  assert.is(link.getAttribute('href'), `https://etherscan.io/tx/${hash}`)
  assert.is(link.getAttribute('rel'), 'noopener noreferrer')
  assert.is(link.getAttribute('target'), '_blank')
})

test('behavior: without an explorer the success snackbar shows the hash and no link', async () => {
  const { modal } = await openSend()
  await fill('1', RECEIVER)
  await click($('[data-send-preview]'))
  await click($('[data-send-confirm]'))
  await settled(() => modal.getState().snackbar?.transaction !== undefined, 'the success snackbar')
  assert.is(modal.getState().snackbar?.transaction?.hash, '0xtest')
  assert.is($('[data-transaction-hash]').textContent, '0xtest')
  assert.not.ok(exists('[data-explorer-link]'))
})

test('behavior: an ERC-20 send carries the token contract and decimals to the wallet', async () => {
  const { adapter } = await openSend()
  await fill('2', RECEIVER, `eip155:1/${usdc.address}`)
  await click($('[data-send-preview]'))
  await click($('[data-send-confirm]'))
  await settled(() => adapter.calls.sendTransfer.length > 0, 'the wallet asked')
  // Balances name the token by CAIP address; the wallet gets the contract's own address.
  assert.equal(adapter.calls.sendTransfer, [{ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '2', token: { address: usdc.address.split(':')[2], decimals: 6 } }])
})

test('behavior: SendPreview is busy while the wallet asks: Send and Cancel disabled, aria-busy, a status line', async () => {
  const base = createTestAdapter('eip155')
  let answer: (value: { hash: string }) => void = () => undefined
  const adapter: TestAdapter = {
    ...base,
    sendTransfer: (request) => {
      base.calls.sendTransfer.push(request)
      return new Promise((resolve) => (answer = resolve))
    },
  }
  const { modal } = await openSend(adapter)
  await fill('1', RECEIVER)
  await click($('[data-send-preview]'))
  await click($('[data-send-confirm]'))
  assert.is(modal.getState().send.status, 'sending')
  assert.is($('[data-send-confirm]').getAttribute('aria-busy'), 'true')
  assert.is($('[data-send-confirm]').hasAttribute('disabled'), true)
  assert.is($('[data-send-confirm]').textContent, 'Sending…')
  assert.is($('[data-send-cancel]').hasAttribute('disabled'), true)
  assert.is($('[data-send-pending]').getAttribute('role'), 'status')
  await run(() => answer({ hash: '0xabc' }))
  assert.is(modal.getState().view, 'Account')
})

test('error: SPEC §8 a rejected send shows the error on SendPreview; Send works again; Cancel goes back to the kept form', async () => {
  const adapter = createTestAdapter('eip155', { sendError: Object.assign(new Error('User rejected the request.'), { code: 4001 }) })
  const { modal } = await openSend(adapter)
  await fill('1', RECEIVER)
  await click($('[data-send-preview]'))
  await click($('[data-send-confirm]'))
  assert.is(modal.getState().view, 'SendPreview')
  // The state keeps a code; a wallet's own words (a plain Error) come as they are.
  assert.equal(modal.getState().send.error, { code: 'unknown', message: 'User rejected the request.' })
  assert.is($('[data-send-error]').textContent, 'User rejected the request.')
  assert.is($('[data-send-error]').getAttribute('role'), 'alert')
  assert.is($('[data-send-confirm]').hasAttribute('disabled'), false)
  await click($('[data-send-cancel]'))
  assert.is(modal.getState().view, 'Send')
  assert.is(($('[data-send-amount]') as HTMLInputElement).value, '1')
})

test('behavior: without token balances the native currency of the network is offered', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open({ view: 'Send' }))
  // No balances loaded: nothing to send yet.
  assert.ok(exists('[data-no-tokens]'))
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [] })))
  await choose($('[data-send-token]'), 'eip155:1/native')
  assert.equal(modal.getState().send.token, { name: 'ETH', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '0' })
})

test('behavior: SPEC §4 a SOL send on Solana: base58 receiver accepted, the wallet gets the Solana network', async () => {
  const solana = createTestAdapter('solana')
  const modal = createTestModal({ adapters: [createTestAdapter('eip155'), solana] })
  await render(<ModalProvider modal={modal} />)
  const solCaip = `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'phantom', namespace: 'solana', caipAddress: solCaip })))
  const sol = { name: 'Solana', symbol: 'SOL', chainId: solanaMainnet.caipNetworkId, price: 150, value: 450, quantity: { decimals: '9', numeric: '3' }, iconUrl: '' }
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress: solCaip, balances: [sol] })))
  await run(() => modal.open({ view: 'Send' }))
  // An EVM address is not a Solana address (SPEC §5).
  await fill('0.5', RECEIVER, `${solanaMainnet.caipNetworkId}/native`)
  await click($('[data-send-preview]'))
  assert.is($('[data-send-error]').textContent, 'Invalid address')
  const receiver = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
  await type($('[data-send-receiver]') as HTMLInputElement, receiver)
  await click($('[data-send-preview]'))
  assert.is($('[data-preview-network]').textContent, 'Solana')
  await click($('[data-send-confirm]'))
  assert.equal(solana.calls.sendTransfer, [{ caipNetworkId: solanaMainnet.caipNetworkId, to: receiver, amount: '0.5' }])
  assert.is(modal.getState().view, 'Account')
})

test("error: SPEC §4 a send on an unsupported network shows 'Unsupported chain'", async () => {
  const modal = createTestModal({ allowUnsupportedChain: true })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:10:${EVM_ADDRESS}` })))
  await run(() => modal.open({ view: 'Send' }))
  await type($('[data-send-amount]') as HTMLInputElement, '1')
  await type($('[data-send-receiver]') as HTMLInputElement, RECEIVER)
  await click($('[data-send-preview]'))
  assert.is($('[data-send-error]').textContent, 'Unsupported chain')
  assert.is(modal.getState().view, 'Send')
})

test.run()
