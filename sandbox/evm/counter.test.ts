/**
 * The sandbox's app contract on the real sandbox chains (SPEC.md §6 approval methods: what a
 * dapp's own code sends through the wallet): deployed by `startEvmChains` on both anvils at one
 * address, `increment`/`incrementBy` change `number`, and `setNumberWithSig` accepts an EIP-712
 * SetNumber signature once — a replay, another signer's or an expired one is refused.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, createWalletClient, http, verifyTypedData, type Hex, type PublicClient } from 'viem'
import { testAccount } from './accounts.ts'
import { artifacts } from './artifacts.ts'
import { startEvmChains, type EvmChains } from './chains.ts'
import { sandboxCounterAbi, setNumberTypedData, setNumberTypes } from './counter.ts'
import { sandboxChain } from './viemChain.ts'

let evm: EvmChains
test.before(async () => {
  evm = await startEvmChains()
})
test.after(async () => {
  await evm?.stop()
})

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) }) as PublicClient
const walletOf = (index: number, chainId: number, rpcUrl: string) => createWalletClient({ account: testAccount(index), chain: sandboxChain(chainId, rpcUrl), transport: http(rpcUrl) })

/** The revert reason of a call that must fail (simulated, so nothing is mined). */
async function revertOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    return String((error as Error).message)
  }
  return assert.unreachable('the call should revert') as never
}

test('default: SPEC §6 the app contract is deployed on both sandbox chains at the same address, its typed ABI the compiled one', async () => {
  assert.equal(sandboxCounterAbi, artifacts.SandboxCounter.abi as unknown, 'counter.ts exports the artifact ABI')
  const [a, b] = evm.chains
  assert.ok(a && b)
  assert.is(a.counter, b.counter, 'deterministic: the same operator nonce on each chain')
  for (const chain of evm.chains) {
    const client = clientOf(chain.rpcUrl)
    assert.ok(((await client.getCode({ address: chain.counter })) ?? '0x').length > 2, `code on ${chain.chainId}`)
    assert.is(await client.readContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'number' }), 0n)
  }
})

test('behavior: SPEC §6 eth_sendTransaction-style writes — increment and incrementBy change the number on their own chain only', async () => {
  const [a, b] = evm.chains as [EvmChains['chains'][number], EvmChains['chains'][number]]
  const wallet = walletOf(1, a.chainId, a.rpcUrl)
  const client = clientOf(a.rpcUrl)
  await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: a.counter, abi: sandboxCounterAbi, functionName: 'increment' }) })
  const receipt = await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: a.counter, abi: sandboxCounterAbi, functionName: 'incrementBy', args: [41n] }) })
  assert.is(receipt.status, 'success')
  assert.is(await client.readContract({ address: a.counter, abi: sandboxCounterAbi, functionName: 'number' }), 42n)
  assert.is(await clientOf(b.rpcUrl).readContract({ address: b.counter, abi: sandboxCounterAbi, functionName: 'number' }), 0n)
})

test('behavior: SPEC §6 eth_signTypedData_v4 — a SetNumber signature sets the number once; its replay is refused (per-owner nonce)', async () => {
  const chain = evm.chains[1]!
  const client = clientOf(chain.rpcUrl)
  const owner = testAccount(2)
  const relayer = walletOf(3, chain.chainId, chain.rpcUrl)
  const nonce = await client.readContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'nonces', args: [owner.address] })
  assert.is(nonce, 0n)
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const typedData = setNumberTypedData({ chainId: chain.chainId, counter: chain.counter, message: { owner: owner.address, value: 7n, nonce, deadline } })
  const signature = await owner.signTypedData(typedData)
  assert.ok(await verifyTypedData({ address: owner.address, signature, ...typedData }))
  const args = [owner.address, 7n, deadline, signature] as const
  const hash = await relayer.writeContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'setNumberWithSig', args })
  assert.is((await client.waitForTransactionReceipt({ hash })).status, 'success', "anyone relays the owner's signature")
  assert.is(await client.readContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'number' }), 7n)
  assert.is(await client.readContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'nonces', args: [owner.address] }), 1n)
  const replay = await revertOf(() => client.simulateContract({ account: relayer.account, address: chain.counter, abi: sandboxCounterAbi, functionName: 'setNumberWithSig', args }))
  assert.match(replay, 'invalid signature')
})

test('error: SPEC §6 a SetNumber signed by someone else, for another chain or past its deadline is refused', async () => {
  const chain = evm.chains[0]!
  const client = clientOf(chain.rpcUrl)
  const owner = testAccount(4)
  const relayer = testAccount(3)
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const message = { owner: owner.address, value: 9n, nonce: 0n, deadline }
  const simulate = (signature: Hex, dl = deadline) =>
    client.simulateContract({ account: relayer, address: chain.counter, abi: sandboxCounterAbi, functionName: 'setNumberWithSig', args: [owner.address, 9n, dl, signature] })
  const byOther = await testAccount(1).signTypedData(setNumberTypedData({ chainId: chain.chainId, counter: chain.counter, message }))
  assert.match(await revertOf(() => simulate(byOther)), 'invalid signature')
  const otherChain = await owner.signTypedData(setNumberTypedData({ chainId: 31338, counter: chain.counter, message }))
  assert.match(await revertOf(() => simulate(otherChain)), 'invalid signature')
  const past = BigInt(Math.floor(Date.now() / 1000) - 60)
  const expired = await owner.signTypedData({
    domain: { name: 'SandboxCounter', version: '1', chainId: chain.chainId, verifyingContract: chain.counter },
    types: setNumberTypes,
    primaryType: 'SetNumber',
    message: { ...message, deadline: past },
  })
  assert.match(await revertOf(() => simulate(expired, past)), 'expired')
})

test.run()
