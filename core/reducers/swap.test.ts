/** The Swap reducer: codes not text, quotes for the current inputs only, each step an event. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events, type ModalEvent } from '../events/index.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { ETH, SWAP_TOKENS, USDC, swapBalances } from '../../test/fixtures/swap.ts'
import { selectSwapBalance, selectSwapProblem } from '../selectors/swap.ts'
import { selectSwapQuoteFigures } from '../selectors/swapQuoteFigures.ts'
import { TRANSACTION_SENT } from './send.ts'
import { readFileSync } from 'node:fs'
import { SWAP_PROBLEMS } from './swapState.ts'
import { defaultSwapMessages } from '../../renderer-react/swapMessages.ts'

const { swap, modal } = events
const H1 = `0x${'1'.repeat(64)}`
const H2 = `0x${'2'.repeat(64)}`
const opened = (): ModalEvent[] => [init(), connectEvm(), swapBalances(), modal.openRequested(), swap.viewRequested(), swap.tokensLoaded({ caipNetworkId: 'eip155:1', tokens: SWAP_TOKENS })]
const quoted = (from = ETH, to = USDC, amount = '1', toAmount = '2970'): ModalEvent[] => [
  ...opened(),
  ...(from === ETH ? [] : [swap.tokenSelected({ side: 'from', address: from })]),
  swap.amountChanged({ amount }),
  swap.quoteLoaded({ from, to, fromAmount: amount, toAmount, gasPrice: '1000000000', provider: '1inch' }),
]

test('default: Swap opens on a swap network, loading the service token list', () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested(), swap.viewRequested()])
  assert.is(state.view, 'Swap')
  assert.is(state.swap?.tokensStatus, 'loading')
  assert.is(state.swap?.problem, undefined)
})

test("error: SPEC §8 'Network not supported for Swaps' outside SPEC §9's swap networks (a code: networkNotSupported)", () => {
  const state = reduceAll([init(), connectEvm(137 + 1), modal.openRequested(), swap.viewRequested()])
  assert.is(state.view, 'Swap')
  assert.is(state.swap?.problem, 'networkNotSupported')
  assert.is(state.swap?.tokensStatus, 'failure', 'no list is asked for')
  assert.is(selectSwapProblem(state), 'networkNotSupported')
})

test('parameters: createModal({ swapNetworks }) names the networks swaps are offered on (the sandbox chains)', () => {
  const off = reduceAll([init(), connectEvm(31337), modal.openRequested(), swap.viewRequested()])
  assert.is(off.swap?.problem, 'networkNotSupported')
  const on = reduceAll([init({ swapNetworks: ['eip155:31337'] }), connectEvm(31337), modal.openRequested(), swap.viewRequested()])
  assert.is(on.swap?.problem, undefined)
  const mainnet = reduceAll([init({ swapNetworks: ['eip155:31337'] }), connectEvm(1), modal.openRequested(), swap.viewRequested()])
  assert.is(mainnet.swap?.problem, 'networkNotSupported', 'the configured list replaces the default')
})

test('behavior: SPEC §6 swaps flag off or no eip155 account: Swap does not open', () => {
  assert.is(reduceAll([init({ features: { swaps: false } }), connectEvm(), modal.openRequested(), swap.viewRequested()]).view, 'Account')
  assert.is(reduceAll([init(), modal.openRequested(), swap.viewRequested()]).view, 'Connect')
})

test('behavior: the token list selects native → first other token; a quote waits for an amount', () => {
  const state = reduceAll(opened())
  assert.is(state.swap?.from, ETH)
  assert.is(state.swap?.to, USDC)
  assert.is(state.swap?.quote, undefined)
  const typed = reduceAll([...opened(), swap.amountChanged({ amount: '.5' })])
  assert.equal(typed.swap?.quote, { status: 'loading', from: ETH, to: USDC, fromAmount: '0.5' })
})

test('behavior: a quote for inputs since changed is dropped (the latest inputs win)', () => {
  const state = reduceAll([
    ...opened(),
    swap.amountChanged({ amount: '1' }),
    swap.amountChanged({ amount: '2' }),
    swap.quoteLoaded({ from: ETH, to: USDC, fromAmount: '1', toAmount: '2970', gasPrice: '1', provider: '1inch' }),
  ])
  assert.is(state.swap?.quote?.status, 'loading')
  assert.is(state.swap?.quote?.fromAmount, '2')
})

test('behavior: SPEC §9 slippage 1 % and the network fee from the gas price in the quote figures', () => {
  const state = reduceAll(quoted())
  const figures = selectSwapQuoteFigures(state)!
  assert.is(figures.rate, '2970')
  assert.is(figures.minimumReceived, '2940.3')
  assert.is(figures.networkFee, '0.00015', '150,000 gas at 1 gwei')
  assert.is(figures.networkFeeUsd, 0.45)
  assert.is(figures.priceImpactPercent, 1, '2970 USDC for 3000 USD of ETH')
})

test("behavior: choosing the other side's token trades places; sides switch takes the quoted amount", () => {
  const traded = reduceAll([...opened(), swap.tokenSelected({ side: 'from', address: USDC })])
  assert.is(traded.swap?.from, USDC)
  assert.is(traded.swap?.to, ETH)
  const switched = reduceAll([...quoted(), swap.sidesSwitched()])
  assert.is(switched.swap?.from, USDC)
  assert.is(switched.swap?.amount, '2970')
  assert.is(switched.swap?.quote?.status, 'loading')
})

test("error: a balance not read yet is 'balanceUnknown', not 'insufficientBalance'; a read list without the token holds none of it", () => {
  // No balances/loaded yet (the call pending or failed): the preview says it cannot tell.
  const unread = [init(), connectEvm(), modal.openRequested(), swap.viewRequested(), swap.tokensLoaded({ caipNetworkId: 'eip155:1', tokens: SWAP_TOKENS })]
  const fromUsdc = [swap.tokenSelected({ side: 'from', address: USDC }), swap.amountChanged({ amount: '1' }), swap.previewRequested()]
  const unknown = reduceAll([...unread, ...fromUsdc])
  assert.is(unknown.swap?.problem, 'balanceUnknown')
  assert.is(unknown.view, 'Swap', 'no SwapPreview')
  assert.is(selectSwapBalance(unknown, USDC), undefined)
  // The list was read and holds only ETH: USDC is 0, so 1 USDC is more than the balance.
  const onlyEth = events.balances.loaded({
    caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' }],
  })
  const none = reduceAll([...unread, onlyEth, ...fromUsdc])
  assert.is(selectSwapBalance(none, USDC), '0')
  assert.is(none.swap?.problem, 'insufficientBalance')
})

test('error: preview refuses, as codes, an amount over the balance, no quote, a bad amount', () => {
  assert.is(reduceAll([...opened(), swap.amountChanged({ amount: '11' }), swap.previewRequested()]).swap?.problem, 'insufficientBalance')
  assert.is(reduceAll([...opened(), swap.amountChanged({ amount: '1' }), swap.previewRequested()]).swap?.problem, 'noQuote')
  assert.is(reduceAll([...opened(), swap.amountChanged({ amount: 'abc' }), swap.previewRequested()]).swap?.problem, 'amount')
  assert.is(reduceAll([...opened(), swap.amountChanged({ amount: '0' }), swap.previewRequested()]).swap?.problem, 'amount')
})

test('behavior: preview → SwapPreview; the allowance says whether an approval comes first', () => {
  const state = reduceAll([...quoted(USDC, ETH, '100', '0.03'), swap.previewRequested(), swap.allowanceChecked({ from: USDC, fromAmount: '100', allowance: '0', approvalNeeded: true })])
  assert.is(state.view, 'SwapPreview')
  assert.equal(state.swap?.allowance, { from: USDC, fromAmount: '100', approvalNeeded: true })
})

test('behavior: allowance → approve → confirmed → swap sent → done: each step an event; done resets to Account with a snack', () => {
  const steps = [...quoted(USDC, ETH, '100', '0.03'), swap.previewRequested(), swap.submitted({ requestId: 's1' })]
  assert.is(reduceAll(steps).swap?.status, 'checkingAllowance')
  steps.push(swap.allowanceChecked({ from: USDC, fromAmount: '100', allowance: '0', approvalNeeded: true }))
  assert.is(reduceAll(steps).swap?.status, 'approving')
  steps.push(swap.approveSent({ requestId: 's1', hash: H1 }))
  assert.is(reduceAll(steps).swap?.status, 'approveSent')
  steps.push(swap.approveConfirmed({ requestId: 's1', hash: H1 }))
  assert.is(reduceAll(steps).swap?.status, 'swapping')
  steps.push(swap.swapSent({ requestId: 's1', hash: H2 }))
  assert.is(reduceAll(steps).swap?.status, 'swapSent')
  steps.push(swap.succeeded({ requestId: 's1', hash: H2 }))
  const done = reduceAll(steps)
  assert.is(done.view, 'Account')
  assert.is(done.swap?.status, 'idle')
  assert.is(done.swap?.lastHash, H2)
  assert.is(done.swap?.amount, undefined)
  assert.is(done.snackbar?.message, TRANSACTION_SENT)
  assert.is(done.snackbar?.transaction?.hash, H2)
})

test('error: a rejected approval leaves SwapPreview idle with the step and the wallet message; nothing was swapped', () => {
  const state = reduceAll([
    ...quoted(USDC, ETH, '100', '0.03'),
    swap.previewRequested(),
    swap.submitted({ requestId: 's1' }),
    swap.allowanceChecked({ from: USDC, fromAmount: '100', allowance: '0', approvalNeeded: true }),
    swap.failed({ requestId: 's1', stage: 'approve', error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 } }),
  ])
  assert.is(state.view, 'SwapPreview')
  assert.is(state.swap?.status, 'idle')
  assert.equal(state.swap?.error, { stage: 'approve', message: 'User rejected the request.', code: 4001 })
  assert.is(state.swap?.swapHash, undefined)
  assert.is(state.swap?.allowance?.approvalNeeded, true, 'still needed')
  assert.is(state.swap?.amount, '100', 'the inputs stay for a retry')
})

test('behavior: while a swap runs, inputs and a second confirm are ignored; an outcome of another request too', () => {
  const base = [...quoted(), swap.previewRequested(), swap.submitted({ requestId: 's1' })]
  const state = reduceAll([...base, swap.amountChanged({ amount: '5' }), swap.submitted({ requestId: 's2' }), swap.succeeded({ requestId: 'other', hash: H1 })])
  assert.is(state.swap?.amount, '1')
  assert.is(state.swap?.requestId, 's1')
  assert.is(state.swap?.status, 'checkingAllowance')
})

test("behavior: codes not text: every swap problem has its text, SPEC §8's exactly; the swap reducer, state and selectors hold none", () => {
  for (const code of SWAP_PROBLEMS) assert.ok(defaultSwapMessages.problems[code].length > 0, code)
  assert.is(defaultSwapMessages.problems.networkNotSupported, 'Network not supported for Swaps')
  for (const file of ['./swap.ts', './swapState.ts', '../selectors/swap.ts']) {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8')
    for (const text of Object.values(defaultSwapMessages.problems)) assert.not.ok(source.includes(`'${text}'`), `${file} holds '${text}'`)
  }
})

test.run()
