/**
 * Proofs that replay never throws on a real log: the exact service answer that wedged
 * the store, the log that crashed replay, and the shared step.
 */
import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createBlockchainApi } from './clients/blockchainApi.ts'
import { LogParseError } from './errors/LogParseError.ts'
import { events, type StampedEvent } from './events/index.ts'
import { createModal } from './modal.ts'
import { initialState } from './reducers/index.ts'
import { replay } from './replay.ts'
import { step, type StepProblem } from './step.ts'
import { runReplay } from '../scripts/replay.ts'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectEvm, init } from '../test/fixtures/config.ts'
import { EVM_ADDRESS, NETWORKS } from '../test/fixtures/networks.ts'
import { stamp } from '../test/fixtures/reduceAll.ts'
import { createTestAdapter } from '../test/fixtures/testAdapter.ts'
import { offlineFetch } from '../test/fixtures/offline.ts'

const caipAddress = `eip155:1:${EVM_ADDRESS}`
/** The blockchain service's answer of the incident: a token balance of "abc" (and one of "1e21"). */
const WEDGING_ANSWER = {
  balances: [
    { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 2500, quantity: { decimals: '18', numeric: '1e21' }, iconUrl: 'https://img.test/eth.png' },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      price: 1,
      quantity: { decimals: '6', numeric: 'abc' },
      iconUrl: 'https://img.test/usdc.png',
    },
  ],
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))
const serviceFetch = (input: RequestInfo | URL): Promise<Response> => {
  const url = String(input)
  if (url.includes('/v1/supported-chains')) return json({ http: ['eip155:1'], ws: [] })
  if (url.includes('/balance')) return json(WEDGING_ANSWER)
  return offlineFetch(input)
}

/** The next event of one of `types` the modal records. */
function nextEvent(modal: ReturnType<typeof createModal>, types: string[]): Promise<StampedEvent> {
  return new Promise((resolve) => {
    const off = modal.subscribeEvents((event) => {
      if (!types.includes(event.type)) return
      off()
      resolve(event)
    })
  })
}

function wedgeModal() {
  const blockchainApi = createBlockchainApi({ projectId: 'p', scheduler: asyncScheduler, fetch: serviceFetch, baseUrl: 'http://blockchain.test' })
  return createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155')],
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi },
  })
}

test("error: a balance of 'abc' or '1e21' from the blockchain service fails the answer where it enters (balances/failed naming the field, 'Token Balance Unavailable')", async () => {
  const modal = wedgeModal()
  const failed = nextEvent(modal, ['balances/failed', 'balances/loaded'])
  await modal.connect('injected', 'eip155')
  const outcome = await failed
  assert.is(outcome.type, 'balances/failed')
  const error = (outcome as Extract<StampedEvent, { type: 'balances/failed' }>).error
  assert.is(error.shortMessage, 'Token Balance Unavailable')
  assert.match(JSON.stringify(error), 'quantity.numeric')
  assert.is(modal.getState().accounts.eip155?.balancesStatus, 'failure')
  assert.not.ok(modal.eventLog().some((e) => e.type === 'app/effectFailed' || e.type === 'app/eventRejected'))
  modal.destroy()
})

test("behavior: after the wedging answer and 10,000 more events the modal still opens, closes and reads; the log's window replays to the live state", async () => {
  const modal = wedgeModal()
  const failed = nextEvent(modal, ['balances/failed'])
  await modal.connect('injected', 'eip155')
  await failed
  // A token with a bad balance from elsewhere (a host, an old log) is refused at the door too.
  assert.throws(
    () => modal.dispatch(events.send.tokenSelected({ token: { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', decimals: 6, balance: 'abc' } })),
    /event.token.balance: expected a decimal string/,
  )
  for (let i = 0; i < 5_000; i++) {
    modal.dispatch(events.router.accountTabSelected({ tab: i % 2 ? 'Tokens' : 'NFTs' }))
    modal.dispatch(events.send.amountChanged({ amount: i % 3 ? '1e21' : String(i) }))
  }
  modal.dispatch(events.send.previewRequested())
  modal.open()
  assert.is(modal.getState().open, true)
  assert.is(modal.getState().view, 'Account')
  modal.close()
  assert.is(modal.getState().open, false)
  const log = modal.eventLog()
  assert.is(log[0]?.type, 'app/snapshotRestored', 'the window dropped the wedging events and folded them')
  assert.is(log.length, 10_001)
  assert.equal(replay(log).final, modal.getState())
  modal.destroy()
})

/** The log of the incident as the old version exported it: the bad balance was accepted then. */
const CRASHING_LOG = stamp([
  init(),
  connectEvm(),
  events.modal.openRequested(),
  { type: 'balances/loaded', caipAddress, balances: WEDGING_ANSWER.balances } as never,
  { type: 'send/tokenSelected', token: { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', decimals: 6, balance: 'abc' } } as never,
  events.send.amountChanged({ amount: '1' }),
  events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
  events.send.previewRequested(),
])

test('error: the log that crashed replay is refused naming its entry and field, and the CLI prints one line, no stack', () => {
  let error: unknown
  try {
    replay(CRASHING_LOG)
  } catch (caught) {
    error = caught
  }
  assert.instance(error, LogParseError)
  assert.is((error as LogParseError).index, 3)
  assert.match((error as LogParseError).details ?? '', 'event.balances[0].quantity.numeric: expected a decimal string')
  const path = join(mkdtempSync(join(tmpdir(), 'latch-crash-')), 'crash.json')
  writeFileSync(path, JSON.stringify(CRASHING_LOG))
  const run = runReplay(path)
  assert.is(run.code, 1)
  assert.match(run.out, 'Malformed event log: entry 3 is invalid')
  assert.not.match(run.out, /\n\s+at /, 'no stack trace')
  // Replayed past the refused entries, as the store of this version would have refused them.
  const lenient = runReplay(path, { skipInvalid: true })
  assert.is(lenient.code, 0, lenient.out)
  assert.match(lenient.out, '#4 balances/loaded: refused: event.balances[0].quantity.numeric')
  assert.match(lenient.out, '#5 send/tokenSelected: refused: event.token.balance')
  const { final, failures } = replay(CRASHING_LOG, { skipInvalid: true })
  assert.is(failures.length, 2)
  assert.is(final.send.problem, 'token', 'the preview found no token: the bad one never entered')
})

test('behavior: step never throws: a malformed event, a bad stamp and a throwing reducer leave the state and say why', () => {
  const problems: StepProblem[] = []
  const report = (problem: StepProblem) => problems.push(problem)
  const state = step(initialState, stamp([init()])[0]!)
  assert.is(step(state, { type: 'send/maxFeeEstimated', requestId: 'r', fee: '1e-5', seq: 2, at: 0 } as never, report), state)
  assert.is(step(state, { type: 'modal/openRequested', seq: 2.5, at: 0 } as never, report), state)
  // A reducer that throws (here: a state without accounts, which no real state is) is caught as data.
  const broken = { ...state, accounts: undefined } as never
  assert.is(step(broken, { type: 'balances/loaded', caipAddress, balances: [], seq: 3, at: 0 }, report), broken)
  assert.equal(
    problems.map((p) => p.kind),
    ['rejected', 'rejected', 'failed'],
  )
  assert.match((problems[0] as { reason: string }).reason, 'event.fee: expected a decimal string')
})

test.run()
