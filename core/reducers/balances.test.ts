import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'

const address = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = (symbol: string, decimals: string, numeric: string, value: number, chainId = 'eip155:1', contract?: string) => ({
  name: symbol,
  symbol,
  chainId,
  ...(contract ? { address: `${chainId}:${contract}` } : {}),
  value,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
})

test('behavior: SPEC §5 tokens with zero decimals are dropped; the native entry gives balance and symbol', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.balances.requested({ caipAddress: address }),
    events.balances.loaded({
      caipAddress: address,
      balances: [token('ETH', '18', '1.5', 4500), token('USDC', '6', '20', 20, 'eip155:1', '0xa0b8'), token('ZERO', '0', '7', 7, 'eip155:1', '0x0000'), token('POL', '18', '3', 3, 'eip155:137')],
    }),
  ])
  const account = state.accounts.eip155!
  assert.is(account.balance, '1.5')
  assert.is(account.balanceSymbol, 'ETH')
  assert.equal(
    account.tokenBalance!.map((t) => t.symbol),
    ['ETH', 'USDC'],
  )
  assert.is(account.balancesStatus, 'success')
})

test("error: SPEC §8 a failed fetch shows 'Token Balance Unavailable'", () => {
  const state = reduceAll([init(), connectEvm(), events.balances.failed({ caipAddress: address, error: { name: 'ServiceError', shortMessage: 'Token Balance Unavailable' } })])
  assert.is(state.snackbar?.message, 'Token Balance Unavailable')
  assert.is(state.accounts.eip155?.balancesStatus, 'failure')
})

test('behavior: SPEC §5 the account tokens list, highest value first, tokens of equal value in the order the service sent them', () => {
  const sent = [
    token('A', '6', '1', 5, 'eip155:1', '0xa'),
    token('ETH', '18', '1', 9),
    token('B', '6', '1', 5, 'eip155:1', '0xb'),
    token('C', '6', '1', 20, 'eip155:1', '0xc'),
    token('D', '6', '1', 5, 'eip155:1', '0xd'),
  ]
  const state = reduceAll([init(), connectEvm(), events.balances.loaded({ caipAddress: address, balances: sent })])
  assert.equal(
    state.accounts.eip155!.tokenBalance!.map((t) => t.symbol),
    ['C', 'ETH', 'A', 'B', 'D'],
  )
})

test('behavior: answers for another address or chain (stale) change nothing', () => {
  const before = reduceAll([init(), connectEvm()])
  const after = reduceAll([events.balances.loaded({ caipAddress: 'eip155:137:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', balances: [] })], before)
  assert.is(after, before)
})

test('behavior: switching network moves the account to the new chain and forgets the old balances', () => {
  const loaded = reduceAll([init(), connectEvm(), events.balances.loaded({ caipAddress: address, balances: [token('ETH', '18', '1', 1)] })])
  const switched = reduceAll([events.networks.switched({ caipNetworkId: 'eip155:137' })], loaded)
  assert.is(switched.accounts.eip155?.caipAddress, 'eip155:137:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  assert.is(switched.accounts.eip155?.balance, undefined)
})

test.run()
