import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, createWalletClient, defineChain, http, parseEther, parseUnits, zeroAddress, type PublicClient } from 'viem'
import { testAccount } from './accounts.ts'
import { artifacts } from './artifacts.ts'
import { startEvmChains, type EvmChains } from './chains.ts'

let evm: EvmChains
let startMs = 0

test.before(async () => {
  const t = performance.now()
  evm = await startEvmChains()
  startMs = performance.now() - t
})
test.after(async () => {
  await evm?.stop()
})

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) }) as PublicClient

test('default: two anvil chains (31337 and 31338) on 127.0.0.1 free ports, started and deployed quickly', async () => {
  console.log(`  two chains started and deployed in ${Math.round(startMs)} ms`)
  assert.equal(
    evm.chains.map((c) => c.chainId),
    [31337, 31338],
  )
  // Loose bound: suites run side by side under `npm test`; alone this takes about 1 s.
  assert.ok(startMs < 15_000, `${startMs} ms`)
  for (const chain of evm.chains) {
    assert.match(chain.rpcUrl, /^http:\/\/127\.0\.0\.1:\d+$/)
    assert.is(await clientOf(chain.rpcUrl).getChainId(), chain.chainId)
  }
  assert.is.not(evm.chains[0]!.rpcUrl, evm.chains[1]!.rpcUrl)
})

test('behavior: addresses are deterministic and identical on both chains (README.md lists them)', () => {
  const [a, b] = evm.chains as [EvmChains['chains'][number], EvmChains['chains'][number]]
  const pick = (c: typeof a) => ({ tokens: Object.values(c.tokens).map((t) => t.address), nft: c.nft.address, pools: c.pools.map((p) => p.address), router: c.router, counter: c.counter })
  assert.equal(pick(a), pick(b))
  assert.is(a.tokens.usdc.address, '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')
  assert.is(a.router, '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba')
  assert.is(a.counter, '0x4d8E02BBfCf205828A8352Af4376b165E123D7b0', 'the app contract (SandboxCounter)')
  assert.is(a.operator, '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
})

test('behavior: tokens have 6, 18 and 0 decimals and the funded accounts hold them (SPEC §5 needs the 0-decimals data)', async () => {
  const chain = evm.chains[0]!
  const client = clientOf(chain.rpcUrl)
  const abi = artifacts.SandboxToken.abi
  const expected = { usdc: [6, parseUnits('10000', 6)], latch: [18, parseUnits('1000', 18)], points: [0, 50n] } as const
  for (const [key, [decimals, balance]] of Object.entries(expected)) {
    const token = chain.tokens[key as keyof typeof expected]
    assert.is(Number(await client.readContract({ address: token.address, abi, functionName: 'decimals' })), decimals)
    assert.is(token.decimals, decimals)
    assert.is(await client.readContract({ address: token.address, abi, functionName: 'balanceOf', args: [testAccount(0).address] }), balance)
  }
})

test('behavior: the NFT collection has minted items, some flagged spam in their token URI', async () => {
  const chain = evm.chains[1]!
  const client = clientOf(chain.rpcUrl)
  const spam = chain.nft.items.filter((i) => i.spam)
  assert.ok(spam.length >= 1 && spam.length < chain.nft.items.length)
  for (const item of chain.nft.items) {
    const owner = await client.readContract({ address: chain.nft.address, abi: artifacts.SandboxNFT.abi, functionName: 'ownerOf', args: [BigInt(item.tokenId)] })
    assert.is(owner, item.owner)
    const uri = (await client.readContract({ address: chain.nft.address, abi: artifacts.SandboxNFT.abi, functionName: 'tokenURI', args: [BigInt(item.tokenId)] })) as string
    const meta = JSON.parse(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))) as { name: string; spam: boolean }
    assert.equal(meta, { name: item.name, spam: item.spam })
  }
})

test('behavior: the ETH/USDC pool is x*y=k with a 0.3% fee and a real swap through the router moves balances', async () => {
  const chain = evm.chains[0]!
  const client = clientOf(chain.rpcUrl)
  const account = testAccount(3)
  const viemChain = defineChain({ id: chain.chainId, name: 'sandbox', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  const poolAbi = artifacts.ConstantProductPool.abi
  const pool = chain.pools[0]!
  const [r0, r1] = (await Promise.all([
    client.readContract({ address: pool.address, abi: poolAbi, functionName: 'reserve0' }),
    client.readContract({ address: pool.address, abi: poolAbi, functionName: 'reserve1' }),
  ])) as [bigint, bigint]
  assert.is(r0, parseEther('100'))
  assert.is(r1, parseUnits('300000', 6))
  const amountIn = parseEther('1')
  const expectedOut = (amountIn * 997n * r1) / (r0 * 1000n + amountIn * 997n)
  const quoted = await client.readContract({ address: chain.router, abi: artifacts.SwapRouter.abi, functionName: 'getAmountOut', args: [zeroAddress, chain.tokens.usdc.address, amountIn] })
  assert.is(quoted, expectedOut)
  const before = (await client.readContract({ address: chain.tokens.usdc.address, abi: artifacts.SandboxToken.abi, functionName: 'balanceOf', args: [account.address] })) as bigint
  const hash = await wallet.writeContract({
    address: chain.router,
    abi: artifacts.SwapRouter.abi,
    functionName: 'swap',
    args: [zeroAddress, chain.tokens.usdc.address, amountIn, expectedOut, account.address],
    value: amountIn,
  })
  assert.is((await client.waitForTransactionReceipt({ hash })).status, 'success')
  const after = (await client.readContract({ address: chain.tokens.usdc.address, abi: artifacts.SandboxToken.abi, functionName: 'balanceOf', args: [account.address] })) as bigint
  assert.is(after - before, expectedOut)
})

test('error: a swap asking for more than the curve gives reverts with "slippage"', async () => {
  const chain = evm.chains[0]!
  const client = clientOf(chain.rpcUrl)
  const err = await client
    .simulateContract({
      account: testAccount(3).address,
      address: chain.router,
      abi: artifacts.SwapRouter.abi,
      functionName: 'swap',
      args: [zeroAddress, chain.tokens.usdc.address, parseEther('1'), parseUnits('3000', 6), testAccount(3).address],
      value: parseEther('1'),
    })
    .then(
      () => null,
      (e: Error) => e,
    )
  assert.ok(err)
  assert.match(err!.message, 'slippage')
})

test.run()
