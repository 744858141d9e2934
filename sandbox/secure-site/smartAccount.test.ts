/**
 * The embedded wallet's smart account on a real anvil (SPEC.md §3 account types,
 * §4 eoa ⇄ smartAccount, §6 defaults): each wallet has one at its factory's CREATE2 address,
 * funded before it exists; as the smart account, a send deploys it and moves its own funds (the
 * owner pays the gas), signatures verify by ERC-6492 before deployment and ERC-1271 after, and
 * nobody but the owner can move its funds.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem'
import { testAccount } from '../evm/accounts.ts'
import { startAnvil, type Anvil } from '../evm/anvil.ts'
import { executeCallData, smartAccountAddress } from '../evm/smartAccount.ts'
import { WalletBook } from './wallets.ts'
import { deploySmartAccountFactory } from '../../test/fixtures/smartAccountFactory.ts'

let anvil: Anvil
let other: Anvil
let factory: Address
let wallets: WalletBook
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const EMAIL = 'smart@x.test'
const RECEIVER: Address = '0x000000000000000000000000000000000000Beef'

test.before(async () => {
  ;[anvil, other] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  factory = await deploySmartAccountFactory(anvil.rpcUrl)
  // Chain 31338 has no factory: no smart account there.
  wallets = new WalletBook([
    { chainId: 31337, rpcUrl: anvil.rpcUrl, smartAccountFactory: factory },
    { chainId: 31338, rpcUrl: other.rpcUrl },
  ])
})
test.after(async () => {
  await Promise.all([anvil?.stop(), other?.stop()])
})

test('behavior: SPEC §4/§6 a wallet has a smart account where the chain supports one — at its CREATE2 address, funded, not deployed yet; none where the chain has no factory', async () => {
  const owner = (await wallets.accountFor(EMAIL)).address
  const smart = await wallets.smartAccount(EMAIL, 31337)
  assert.equal(smart, { address: smartAccountAddress(factory, owner), deployed: false })
  assert.is(await client().getBalance({ address: smart!.address }), parseEther('10'), 'funded like the key itself')
  assert.is(await wallets.smartAccount(EMAIL, 31338), undefined)
  assert.equal(await wallets.request(EMAIL, 31337, 'eth_accounts', [], 'smartAccount'), [smart!.address])
  assert.equal(await wallets.request(EMAIL, 31338, 'eth_accounts', [], 'smartAccount'), [owner], "a chain without smart accounts answers with the key's own")
})

test('behavior: ERC-6492 — before deployment the smart account signs through its factory call, and viem verifies it for the smart address', async () => {
  const smart = (await wallets.smartAccount(EMAIL, 31337))!.address
  const signature = (await wallets.request(EMAIL, 31337, 'personal_sign', ['hello smart', smart], 'smartAccount')) as Hex
  assert.ok(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492'), 'the ERC-6492 magic suffix')
  assert.ok(await client().verifyMessage({ address: smart, message: 'hello smart', signature }))
  assert.not.ok(await client().verifyMessage({ address: smart, message: 'something else', signature }))
})

test('behavior: SPEC §6 eth_sendTransaction as the smart account deploys it, then moves its own funds (the owner pays the gas)', async () => {
  const owner = (await wallets.accountFor(EMAIL)).address
  const smart = (await wallets.smartAccount(EMAIL, 31337))!.address
  const [ownerBefore, smartBefore] = await Promise.all([client().getBalance({ address: owner }), client().getBalance({ address: smart })])
  const hash = (await wallets.request(EMAIL, 31337, 'eth_sendTransaction', [{ from: smart, to: RECEIVER, value: '0x6f05b59d3b20000' }], 'smartAccount')) as Hex
  const receipt = await client().waitForTransactionReceipt({ hash })
  assert.is(receipt.status, 'success')
  assert.is(receipt.to?.toLowerCase(), smart.toLowerCase(), 'the owner called the smart account')
  assert.is(await client().getBalance({ address: RECEIVER }), parseEther('0.5'))
  assert.is(await client().getBalance({ address: smart }), smartBefore - parseEther('0.5'), 'exactly the value left the smart account')
  assert.ok((await client().getBalance({ address: owner })) < ownerBefore, 'the owner paid the gas')
  assert.equal(await wallets.smartAccount(EMAIL, 31337), { address: smart, deployed: true })
})

test('behavior: ERC-1271 — once deployed, the smart account signs with a plain owner signature the contract accepts', async () => {
  const smart = (await wallets.smartAccount(EMAIL, 31337))!.address
  const signature = (await wallets.request(EMAIL, 31337, 'personal_sign', ['hello again', smart], 'smartAccount')) as Hex
  assert.is(signature.length, 132, '65 bytes: no ERC-6492 wrapper')
  assert.ok(await client().verifyMessage({ address: smart, message: 'hello again', signature }))
})

test('error: only the owner moves the smart account funds — anyone else calling execute is reverted and nothing moves', async () => {
  const smart = (await wallets.smartAccount(EMAIL, 31337))!.address
  const before = await client().getBalance({ address: smart })
  const stranger = createWalletClient({ account: testAccount(1), transport: http(anvil.rpcUrl) })
  let reverted = false
  try {
    await stranger
      .sendTransaction({ chain: null, to: smart, data: executeCallData({ to: testAccount(1).address, value: parseEther('1') }), gas: 100_000n })
      .then((hash) => client().waitForTransactionReceipt({ hash }))
      .then((r) => {
        reverted = r.status === 'reverted'
      })
  } catch (error) {
    reverted = /not the owner/.test(String(error))
  }
  assert.ok(reverted)
  assert.is(await client().getBalance({ address: smart }), before)
})

test('error: the smart account does not deploy contracts (a transaction without a receiver is refused with -32602)', async () => {
  try {
    await wallets.request(EMAIL, 31337, 'eth_sendTransaction', [{ data: '0x00' }], 'smartAccount')
    assert.unreachable('refused')
  } catch (error) {
    assert.is((error as { code?: number }).code, -32602)
  }
})

test.run()
