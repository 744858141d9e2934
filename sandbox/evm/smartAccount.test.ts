/**
 * The sandbox smart account's batch (SPEC.md §6 wallet_sendCalls executed atomically, §3 account
 * types) on a real sandbox chain: the factory deploys the account, whose owner's `executeBatch`
 * makes two calls in one transaction — one receipt, both state changes — and a failing call undoes
 * the whole batch; nobody but the owner can call it.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, createWalletClient, encodeFunctionData, http, parseEther, type Address, type PublicClient } from 'viem'
import { testAccount } from './accounts.ts'
import { startEvmChains, type EvmChain, type EvmChains } from './chains.ts'
import { sandboxCounterAbi } from './counter.ts'
import { deployCallData, executeBatchCallData, smartAccountAddress } from './smartAccount.ts'
import { sandboxChain } from './viemChain.ts'

let evm: EvmChains
let chain: EvmChain
let client: PublicClient
const owner = testAccount(5)
let smart: Address
const RECEIVER: Address = '0x000000000000000000000000000000000000bA7c'

test.before(async () => {
  evm = await startEvmChains([31337])
  chain = evm.chains[0]!
  client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  smart = smartAccountAddress(chain.smartAccountFactory, owner.address)
  const wallet = ownerWallet()
  await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: chain.smartAccountFactory, data: deployCallData(owner.address) }) })
  await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: smart, value: parseEther('1') }) })
})
test.after(async () => {
  await evm?.stop()
})

const ownerWallet = () => createWalletClient({ account: owner, chain: sandboxChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
const number = () => client.readContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'number' })
const incrementBy = (amount: bigint) => encodeFunctionData({ abi: sandboxCounterAbi, functionName: 'incrementBy', args: [amount] })

test('default: the sandbox factory deploys the smart account (with executeBatch) at its CREATE2 address', async () => {
  assert.ok(((await client.getCode({ address: smart })) ?? '0x').length > 2)
})

test('behavior: SPEC §6 executeBatch lands two calls in one transaction — one receipt, both state changes', async () => {
  const before = await number()
  const hash = await ownerWallet().sendTransaction({
    to: smart,
    data: executeBatchCallData([
      { to: chain.counter, data: encodeFunctionData({ abi: sandboxCounterAbi, functionName: 'increment' }) },
      { to: RECEIVER, value: parseEther('0.25') },
    ]),
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  assert.is(receipt.status, 'success')
  assert.is(receipt.to?.toLowerCase(), smart.toLowerCase())
  const block = await client.getBlock({ blockNumber: receipt.blockNumber })
  assert.is(block.transactions.length, 1, 'one transaction carried the batch')
  assert.is(await number(), before + 1n, 'the counter call landed')
  assert.is(await client.getBalance({ address: RECEIVER }), parseEther('0.25'), 'the transfer landed, paid by the smart account')
  const log = receipt.logs.find((l) => l.address.toLowerCase() === chain.counter.toLowerCase())
  assert.ok(log, "the counter's NumberChanged is in the batch's receipt")
})

test('error: SPEC §6 atomic — a reverting call undoes the calls before it in the batch', async () => {
  const before = await number()
  let reverted = false
  try {
    const hash = await ownerWallet().sendTransaction({
      to: smart,
      gas: 300_000n,
      // The second call sends more than the smart account holds: the batch reverts as a whole.
      data: executeBatchCallData([
        { to: chain.counter, data: incrementBy(5n) },
        { to: RECEIVER, value: parseEther('1000') },
      ]),
    })
    reverted = (await client.waitForTransactionReceipt({ hash })).status === 'reverted'
  } catch {
    reverted = true
  }
  assert.ok(reverted)
  assert.is(await number(), before, 'the first call was undone')
})

test('error: only the owner calls executeBatch', async () => {
  const stranger = createWalletClient({ account: testAccount(6), chain: sandboxChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
  let message = ''
  try {
    await client.call({ account: stranger.account, to: smart, data: executeBatchCallData([{ to: RECEIVER, value: 1n }]) })
  } catch (error) {
    message = String(error)
  }
  assert.match(message, 'not the owner')
})

test.run()
