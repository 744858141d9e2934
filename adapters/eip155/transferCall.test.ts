import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { decodeFunctionData } from 'viem'
import { erc20TransferAbi, transferCall } from './transferCall.ts'

const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

test('behavior: native amounts are parseUnits(amount, decimals) as value, to the receiver', () => {
  assert.equal(transferCall({ to: RECEIVER, amount: '1.5' }), { to: RECEIVER.toLowerCase(), value: 1_500_000_000_000_000_000n })
  assert.equal(transferCall({ to: RECEIVER, amount: '.5' }, 9).value, 500_000_000n)
  assert.equal(transferCall({ to: RECEIVER, amount: '2.' }).value, 2_000_000_000_000_000_000n)
})

test('behavior: token amounts use the token decimals in transfer(to, amount) sent to the token contract', () => {
  const call = transferCall({ to: RECEIVER, amount: '2.000001', token: { address: USDC, decimals: 6 } })
  assert.is(call.to, USDC.toLowerCase())
  assert.is(call.value, undefined)
  assert.equal(decodeFunctionData({ abi: erc20TransferAbi, data: call.data! }).args, [RECEIVER, 2_000_001n])
})

test("error: more decimals than the token has is 'Invalid amount', never silently rounded", () => {
  assert.throws(() => transferCall({ to: RECEIVER, amount: '1.1234567', token: { address: USDC, decimals: 6 } }), /Invalid amount/)
  assert.throws(() => transferCall({ to: RECEIVER, amount: '1.5', token: { address: USDC, decimals: 0 } }), /Invalid amount/)
  assert.is(transferCall({ to: RECEIVER, amount: '1.500000000', token: { address: USDC, decimals: 6 } }).data?.length, 138, 'trailing zeros are fine')
})

test('error: SPEC §5 — missing amount or receiver, bad receiver, bad token address, non-positive amounts', () => {
  assert.throws(() => transferCall({ to: '', amount: '1' }), /An amount and receiver address are required/)
  assert.throws(() => transferCall({ to: RECEIVER, amount: '' }), /An amount and receiver address are required/)
  assert.throws(() => transferCall({ to: '0x1234', amount: '1' }), /Invalid address/)
  assert.throws(() => transferCall({ to: RECEIVER, amount: '1', token: { address: 'usdc', decimals: 6 } }), /Invalid address/)
  for (const amount of ['0', '0.0', '-1', '1e18', 'abc', '1.2.3']) assert.throws(() => transferCall({ to: RECEIVER, amount }), /Invalid amount/, amount)
})

test('behavior: a receiver without 0x, in any case, is accepted (SPEC §5: optional 0x prefix)', () => {
  assert.is(transferCall({ to: RECEIVER.slice(2).toUpperCase(), amount: '1' }).to, RECEIVER.toLowerCase())
})

test.run()
