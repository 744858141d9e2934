import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, formatUnits, http, maxUint256, parseUnits, type Address, type Hex, type PublicClient } from 'viem'
import { testAccount } from '../evm/accounts.ts'
import { artifacts } from '../evm/artifacts.ts'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { sandboxChain } from '../evm/viemChain.ts'
import { NATIVE_EVM_ADDRESS } from './assets.ts'
import { HISTORY_PAGE_SIZE } from './history.ts'
import { startBlockchainApi, type BlockchainApi } from './server.ts'
import type {
  BalanceResponse,
  BuildApproveResponse,
  BuildTransactionResponse,
  HistoryResponse,
  NameRecord,
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  SmartSessionsResponse,
  SwapQuotesResponse,
  Transaction,
} from './types.ts'

let evm: EvmChains
let api: BlockchainApi
let dir: string
const P = 'projectId=test-project&st=appkit&sv=html-latch-0.1.0'

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-bapi-'))
  evm = await startEvmChains()
  api = await startBlockchainApi({ chains: evm.chains, namesFile: join(dir, 'names.json') })
})
test.after(async () => {
  await api?.close()
  await evm?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${P}`)
  const body = (await res.json()) as T & { message?: string }
  if (!res.ok) throw new Error(`${res.status} ${path}: ${body.message}`)
  return body
}
async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T & { message?: string } }> {
  const res = await fetch(`${api.url}${path}?${P}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as T & { message?: string } }
}
const chain = () => evm.chains[0]!
const publicClient = (): PublicClient => createPublicClient({ chain: sandboxChain(chain().chainId, chain().rpcUrl), transport: http(chain().rpcUrl) }) as PublicClient
const wallet = (index: number) => createWalletClient({ account: testAccount(index), chain: sandboxChain(chain().chainId, chain().rpcUrl), transport: http(chain().rpcUrl) })
const caip = (address: string) => `eip155:${chain().chainId}:${address}`
const balanceOf = (balances: BalanceResponse, symbol: string) => balances.balances.find((b) => b.symbol === symbol)

async function allHistory(address: Address, extra = ''): Promise<Transaction[]> {
  const all: Transaction[] = []
  let cursor: string | null = null
  do {
    const page: HistoryResponse = await get<HistoryResponse>(`/v1/account/${address}/history?${extra}${cursor ? `&cursor=${cursor}` : ''}`)
    assert.ok(page.data.length <= HISTORY_PAGE_SIZE)
    all.push(...page.data)
    cursor = page.next
  } while (cursor)
  return all
}

test('default: /v1/supported-chains lists both local EVM chains (SPEC §7 http and ws lists), with CORS headers', async () => {
  const res = await fetch(`${api.url}/v1/supported-chains?${P}`)
  assert.is(res.headers.get('access-control-allow-origin'), '*')
  assert.equal(await res.json(), { http: ['eip155:31337', 'eip155:31338'], ws: [] })
})

test('behavior: a real ERC-20 transfer sent with viem shows in both histories and both balances (SPEC §7 history, balance)', async () => {
  const from = testAccount(2).address
  const to = testAccount(4).address
  const before = await get<BalanceResponse>(`/v1/account/${to}/balance?currency=usd&chainId=eip155:31337`)
  const hash = await wallet(2).writeContract({ address: chain().tokens.usdc.address, abi: artifacts.SandboxToken.abi, functionName: 'transfer', args: [to, parseUnits('12.5', 6)] })
  await publicClient().waitForTransactionReceipt({ hash })

  const after = await get<BalanceResponse>(`/v1/account/${to}/balance?currency=usd&chainId=eip155:31337`)
  assert.is(Number(balanceOf(after, 'USDC')!.quantity.numeric) - Number(balanceOf(before, 'USDC')!.quantity.numeric), 12.5)
  const usdc = balanceOf(after, 'USDC')!
  assert.equal(usdc.quantity.decimals, '6')
  assert.is(usdc.address, caip(chain().tokens.usdc.address))
  assert.is(usdc.price, 1)
  assert.is(usdc.value, Number(usdc.quantity.numeric))

  const sent = (await allHistory(from)).find((t) => t.metadata.hash === hash)
  const received = (await allHistory(to)).find((t) => t.metadata.hash === hash)
  assert.ok(sent && received, 'the transfer is indexed for both sides')
  assert.is(sent!.metadata.operationType, 'send')
  assert.is(received!.metadata.operationType, 'receive')
  assert.is(sent!.metadata.chain, 'eip155:31337')
  assert.is(sent!.metadata.status, 'confirmed')
  assert.is(sent!.metadata.sentFrom, from)
  assert.equal(sent!.transfers[0]!.quantity, { numeric: '12.5' })
  assert.is(sent!.transfers[0]!.direction, 'out')
  assert.is(received!.transfers[0]!.direction, 'in')
  assert.is(sent!.transfers[0]!.fungible_info!.symbol, 'USDC')
})

test('behavior: the 0-decimals token is present in the raw balance data (SPEC §5 makes the client drop it)', async () => {
  const balances = await get<BalanceResponse>(`/v1/account/${testAccount(0).address}/balance?chainId=eip155:31337`)
  const points = balanceOf(balances, 'PTS')
  assert.ok(points, 'PTS is served')
  assert.equal(points!.quantity, { decimals: '0', numeric: '50' })
  assert.ok(balanceOf(balances, 'ETH') && balanceOf(balances, 'LATCH'))
  assert.is(balanceOf(balances, 'ETH')!.address, undefined, 'the native coin has no token address')
})

test('behavior: balances without chainId cover both chains; currency eur applies the fixed rate', async () => {
  const all = await get<BalanceResponse>(`/v1/account/${testAccount(1).address}/balance`)
  assert.equal([...new Set(all.balances.map((b) => b.chainId))].sort(), ['eip155:31337', 'eip155:31338'])
  const eur = await get<BalanceResponse>(`/v1/account/${testAccount(1).address}/balance?chainId=eip155:31338&currency=eur`)
  assert.is(balanceOf(eur, 'USDC')!.price, 0.92)
})

test('behavior: history pages with a cursor; pages do not overlap and cover every transaction, newest first (SPEC §7 cursor/next)', async () => {
  const address = testAccount(0).address
  const first = await get<HistoryResponse>(`/v1/account/${address}/history`)
  assert.is(first.data.length, HISTORY_PAGE_SIZE)
  assert.type(first.next, 'string')
  const all = await allHistory(address)
  assert.ok(all.length > HISTORY_PAGE_SIZE)
  assert.is(new Set(all.map((t) => t.id)).size, all.length, 'no transaction twice')
  const times = all.map((t) => Date.parse(t.metadata.minedAt))
  assert.equal(
    [...times].sort((a, b) => b - a),
    times,
  )
  assert.equal([...new Set(all.map((t) => t.metadata.chain))].sort(), ['eip155:31337', 'eip155:31338'], 'no chainId: every chain (the client keeps the active one, SPEC §5)')
  const onlySecond = await allHistory(address, 'chainId=eip155:31338')
  assert.ok(onlySecond.length > 0 && onlySecond.every((t) => t.metadata.chain === 'eip155:31338'))
})

test('behavior: spam NFT airdrops are served flagged is_spam, some transactions are all spam (SPEC §5 filter input)', async () => {
  const txs = await allHistory(testAccount(0).address, 'chainId=eip155:31337')
  const nftTransfers = txs.flatMap((t) => t.transfers).filter((t) => t.nft_info)
  assert.ok(nftTransfers.some((t) => t.nft_info!.flags.is_spam === true))
  assert.ok(nftTransfers.some((t) => t.nft_info!.flags.is_spam === false))
  const allSpam = txs.filter((t) => t.transfers.length > 0 && t.transfers.every((x) => x.nft_info?.flags.is_spam))
  assert.ok(allSpam.length >= 1)
  const preview = nftTransfers[0]!.nft_info!.content.preview.url
  const image = await fetch(preview)
  assert.is(image.status, 200)
  assert.match(image.headers.get('content-type') ?? '', 'image/svg+xml')
})

test('behavior: swap ETH→USDC through /v1/convert/quotes and POST build-transaction, sent with viem, lands in balances and history', async () => {
  const user = testAccount(5)
  const from = `eip155:31337:${NATIVE_EVM_ADDRESS}`
  const to = caip(chain().tokens.usdc.address)
  const amount = parseUnits('0.5', 18).toString()
  const { quotes } = await get<SwapQuotesResponse>(`/v1/convert/quotes?amount=${amount}&userAddress=${user.address}&from=${from}&to=${to}&gasPrice=1000000000`)
  const quoted = BigInt(quotes[0]!.toAmount)
  assert.ok(quoted > parseUnits('1400', 6) && quoted < parseUnits('1500', 6), `0.5 ETH ≈ 1,478 USDC, got ${quoted}`)
  const built = await post<BuildTransactionResponse>('/v1/convert/build-transaction', {
    amount,
    eip155: { slippage: '1' },
    projectId: 'test-project',
    from,
    to,
    userAddress: caip(user.address),
    disableEstimate: false,
  })
  assert.is(built.status, 200, built.body.message)
  const { tx } = built.body
  assert.is(tx.to, caip(chain().router))
  assert.is(tx.amount, amount)
  const hash = await wallet(5).sendTransaction({ to: tx.to.split(':')[2] as Address, data: tx.data, value: BigInt(tx.amount), gas: BigInt(tx.eip155.gas) })
  assert.is((await publicClient().waitForTransactionReceipt({ hash })).status, 'success')
  const balances = await get<BalanceResponse>(`/v1/account/${user.address}/balance?chainId=eip155:31337`)
  assert.is(balanceOf(balances, 'USDC')!.quantity.numeric, formatUnits(quoted, 6))
  const trade = (await allHistory(user.address)).find((t) => t.metadata.hash === hash)!
  assert.is(trade.metadata.operationType, 'trade')
  assert.equal(trade.transfers.map((t) => [t.fungible_info!.symbol, t.direction]).sort(), [
    ['ETH', 'out'],
    ['USDC', 'in'],
  ])
})

test('behavior: token→token swap needs the allowance: build-approve, then build-transaction moves USDC→LATCH', async () => {
  const user = testAccount(2)
  const from = caip(chain().tokens.usdc.address)
  const to = caip(chain().tokens.latch.address)
  const amount = parseUnits('100', 6).toString()
  const before = await get<{ allowance: string }>(`/v1/convert/allowance?tokenAddress=${from}&userAddress=${user.address}`)
  assert.is(before.allowance, '0')
  const refused = await post<BuildTransactionResponse>('/v1/convert/build-transaction', { amount, from, to, userAddress: user.address })
  assert.is(refused.status, 400)
  assert.match(refused.body.message!, 'allowance')

  const approve = await get<BuildApproveResponse>(`/v1/convert/build-approve?userAddress=${user.address}&from=${from}&to=${to}`)
  assert.is(approve.tx.to, from)
  const approveHash = await wallet(2).sendTransaction({ to: chain().tokens.usdc.address, data: approve.tx.data, gas: BigInt(approve.tx.eip155.gas) })
  await publicClient().waitForTransactionReceipt({ hash: approveHash })
  assert.is((await get<{ allowance: string }>(`/v1/convert/allowance?tokenAddress=${from}&userAddress=${user.address}`)).allowance, maxUint256.toString())

  const { quotes } = await get<SwapQuotesResponse>(`/v1/convert/quotes?amount=${amount}&userAddress=${user.address}&from=${from}&to=${to}`)
  const built = await post<BuildTransactionResponse>('/v1/convert/build-transaction', { amount, from, to, userAddress: user.address, eip155: { slippage: 1 } })
  assert.is(built.status, 200, built.body.message)
  const latchBefore = (await publicClient().readContract({ address: chain().tokens.latch.address, abi: artifacts.SandboxToken.abi, functionName: 'balanceOf', args: [user.address] })) as bigint
  const hash = await wallet(2).sendTransaction({ to: chain().router, data: built.body.tx.data, value: 0n })
  assert.is((await publicClient().waitForTransactionReceipt({ hash })).status, 'success')
  const latchAfter = (await publicClient().readContract({ address: chain().tokens.latch.address, abi: artifacts.SandboxToken.abi, functionName: 'balanceOf', args: [user.address] })) as bigint
  assert.is(latchAfter - latchBefore, BigInt(quotes[0]!.toAmount))
})

test('behavior: swap USDC→ETH reads as a trade with ETH received (native payout seen through the pool Swap event)', async () => {
  const user = testAccount(8)
  const from = caip(chain().tokens.usdc.address)
  const to = `eip155:31337:${NATIVE_EVM_ADDRESS}`
  // Fund the user with USDC first (a plain transfer from account 1).
  const fund = await wallet(1).writeContract({ address: chain().tokens.usdc.address, abi: artifacts.SandboxToken.abi, functionName: 'transfer', args: [user.address, parseUnits('600', 6)] })
  await publicClient().waitForTransactionReceipt({ hash: fund })
  const approve = await get<BuildApproveResponse>(`/v1/convert/build-approve?userAddress=${user.address}&from=${from}&to=${to}&amount=${parseUnits('600', 6)}`)
  await publicClient().waitForTransactionReceipt({ hash: await wallet(8).sendTransaction({ to: chain().tokens.usdc.address, data: approve.tx.data }) })
  assert.is((await get<{ allowance: string }>(`/v1/convert/allowance?tokenAddress=${from}&userAddress=${user.address}`)).allowance, parseUnits('600', 6).toString())
  const amount = parseUnits('300', 6).toString()
  const { quotes } = await get<SwapQuotesResponse>(`/v1/convert/quotes?amount=${amount}&userAddress=${user.address}&from=${from}&to=${to}`)
  const built = await post<BuildTransactionResponse>('/v1/convert/build-transaction', { amount, from, to, userAddress: user.address, disableEstimate: true })
  assert.is(built.status, 200, built.body.message)
  assert.is(built.body.tx.amount, '0')
  const hash = await wallet(8).sendTransaction({ to: chain().router, data: built.body.tx.data })
  assert.is((await publicClient().waitForTransactionReceipt({ hash })).status, 'success')
  const trade = (await allHistory(user.address)).find((t) => t.metadata.hash === hash)!
  assert.is(trade.metadata.operationType, 'trade')
  const eth = trade.transfers.find((t) => t.fungible_info?.symbol === 'ETH')!
  assert.is(eth.direction, 'in')
  assert.is(eth.quantity.numeric, formatUnits(BigInt(quotes[0]!.toAmount), 18))
  assert.equal(trade.transfers.find((t) => t.fungible_info?.symbol === 'USDC')!.quantity, { numeric: '300' })
})

test('behavior: a reverted transaction is listed for its sender with status failed and no transfers', async () => {
  const sender = testAccount(4)
  // More USDC than the account holds, with explicit gas so the node mines the revert.
  const hash = await wallet(4).writeContract({
    address: chain().tokens.usdc.address,
    abi: artifacts.SandboxToken.abi,
    functionName: 'transfer',
    args: [testAccount(3).address, parseUnits('999999', 6)],
    gas: 100_000n,
  })
  assert.is((await publicClient().waitForTransactionReceipt({ hash })).status, 'reverted')
  const failed = (await allHistory(sender.address)).find((t) => t.metadata.hash === hash)!
  assert.is(failed.metadata.status, 'failed')
  assert.equal(failed.transfers, [])
  assert.ok(!(await allHistory(testAccount(3).address)).some((t) => t.metadata.hash === hash), 'the would-be receiver sees nothing')
})

test('behavior: onramp options → quote → onrampurl → checkout page button mints the bought USDC to the address (SPEC §7 onramp)', async () => {
  const buyer = testAccount(6).address
  const options = await get<OnrampOptionsResponse>('/v1/onramp/options')
  const usdc = options.purchaseCurrencies.find((c) => c.symbol === 'USDC')!
  const network = usdc.networks.find((n) => n.chain_id === '31337')!
  assert.is(network.contract_address, chain().tokens.usdc.address)
  assert.equal(
    options.paymentCurrencies.map((p) => p.id),
    ['USD', 'EUR'],
  )

  const quote = await post<OnrampQuoteResponse>('/v1/onramp/quote', { purchaseCurrency: usdc, paymentCurrency: options.paymentCurrencies[0], amount: '100', network: network.name })
  assert.is(quote.status, 200, quote.body.message)
  assert.equal(quote.body.paymentTotal, { amount: '100.00', currency: 'USD' })
  assert.is(quote.body.purchaseAmount.currency, 'USDC')
  assert.is(Number(quote.body.purchaseAmount.amount), 100 - 1.5 - 0.5)

  const { body } = await post<{ url: string }>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: [network.name], assets: ['USDC'] }],
    defaultNetwork: network.name,
    partnerUserId: 'user-1',
    defaultExperience: 'buy',
    presetCryptoAmount: 25,
  })
  assert.match(body.url, new RegExp(`^${api.url}/onramp/checkout/`))
  const page = await fetch(body.url)
  assert.match(page.headers.get('content-type') ?? '', 'text/html')
  const html = await page.text()
  assert.match(html, 'id="buy"')
  assert.match(html, buyer)

  const before = await get<BalanceResponse>(`/v1/account/${buyer}/balance?chainId=eip155:31337`)
  const done = await fetch(`${body.url}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: '25' }) })
  assert.is(done.status, 200)
  const session = (await done.json()) as { status: string; txHash: Hex }
  assert.is(session.status, 'completed')
  const after = await get<BalanceResponse>(`/v1/account/${buyer}/balance?chainId=eip155:31337`)
  assert.is(Number(balanceOf(after, 'USDC')!.quantity.numeric) - Number(balanceOf(before, 'USDC')?.quantity.numeric ?? 0), 25)
  const receipt = await publicClient().getTransactionReceipt({ hash: session.txHash })
  assert.is(receipt.status, 'success')

  const again = await fetch(`${body.url}/complete`, { method: 'POST' })
  assert.is(again.status, 409, 'a checkout delivers once')
  const onramp = await get<HistoryResponse>(`/v1/account/${buyer}/history?onramp=coinbase`)
  assert.is(onramp.data[0]!.metadata.operationType, 'buy')
  assert.is(onramp.data[0]!.metadata.hash, session.txHash)
  const minted = (await allHistory(buyer)).find((t) => t.metadata.hash === session.txHash)!
  assert.is(minted.metadata.operationType, 'mint')
})

test('behavior: onramp of ETH sends native ETH from the operator', async () => {
  const buyer = testAccount(7).address
  const { body } = await post<{ url: string }>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, assets: ['ETH'] }],
    defaultNetwork: 'latch-sandbox-31338',
    partnerUserId: 'u',
    defaultExperience: 'buy',
    presetFiatAmount: 300,
  })
  const client = createPublicClient({ transport: http(evm.chains[1]!.rpcUrl) })
  const before = await client.getBalance({ address: buyer })
  const done = await fetch(`${body.url}/complete`, { method: 'POST' })
  assert.is(done.status, 200)
  assert.is((await client.getBalance({ address: buyer })) - before, parseUnits('0.1', 18))
})

test('behavior: name registration verifies the signed message and persists across a restart (SPEC §4 names, §7 profile)', async () => {
  const owner = testAccount(3)
  const suggestions = await get<{ suggestions: { name: string; registered: boolean }[] }>('/v1/profile/suggestions/sandbox-carol?zone=reown.id')
  assert.equal(suggestions.suggestions[0], { name: 'sandbox-carol.reown.id', registered: false })

  const message = JSON.stringify({ name: 'sandbox-carol.reown.id', attributes: { bio: 'hi' }, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await owner.signMessage({ message })
  const forged = await post<NameRecord>('/v1/profile/account', { coin_type: 60, address: testAccount(4).address, message, signature })
  assert.is(forged.status, 401, 'a signature from another key is refused')
  const registered = await post<NameRecord>('/v1/profile/account', { coin_type: 60, address: owner.address, message, signature })
  assert.is(registered.status, 200, registered.body.message)
  assert.is(registered.body.name, 'sandbox-carol.reown.id')
  assert.is(registered.body.addresses['60']!.address, owner.address)

  const thief = testAccount(4)
  const stealMessage = JSON.stringify({ name: 'sandbox-carol.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const steal = await post<NameRecord>('/v1/profile/account', { coin_type: 60, address: thief.address, message: stealMessage, signature: await thief.signMessage({ message: stealMessage }) })
  assert.is(steal.status, 409)

  assert.equal((await get<{ suggestions: { name: string; registered: boolean }[] }>('/v1/profile/suggestions/sandbox-carol')).suggestions[0]!.registered, true)
  assert.is((await get<NameRecord>('/v1/profile/account/sandbox-carol.reown.id?apiVersion=2')).name, 'sandbox-carol.reown.id')
  assert.equal(
    (await get<NameRecord[]>(`/v1/profile/reverse/${owner.address}?apiVersion=2&sender=${owner.address}`)).map((r) => r.name),
    ['sandbox-carol.reown.id'],
  )
  assert.equal(await get(`/v1/identity/${owner.address}?sender=${owner.address}`), { name: 'sandbox-carol.reown.id', avatar: null })

  // Restart the service on the same names file: the name is still there.
  const file = api.names.file
  await api.close()
  api = await startBlockchainApi({ chains: evm.chains, namesFile: file })
  assert.is((await get<NameRecord>('/v1/profile/account/sandbox-carol.reown.id?apiVersion=2')).addresses['60']!.address, owner.address)
})

test('behavior: POST /v1/fungible/price answers the fixed price table for CAIP-10 addresses', async () => {
  const { status, body } = await post<{ fungibles: { address: string; symbol: string; price: number }[] }>('/v1/fungible/price', {
    currency: 'usd',
    addresses: [caip(chain().tokens.usdc.address), `eip155:31337:${NATIVE_EVM_ADDRESS}`, caip(chain().tokens.latch.address.toLowerCase())],
    projectId: 'test-project',
  })
  assert.is(status, 200)
  assert.equal(
    body.fungibles.map((f) => [f.symbol, f.price]),
    [
      ['USDC', 1],
      ['ETH', 3000],
      ['LATCH', 2],
    ],
  )
})

test('behavior: smart sessions list and revoke with the account signature over the pci', async () => {
  const owner = testAccount(0)
  const listed = await get<SmartSessionsResponse>(`/v1/sessions/eip155:31337:${owner.address}`)
  assert.is(listed.pcis.length, 2)
  const pci = listed.pcis[0]!.pci
  assert.is(listed.pcis[0]!.revokedAt, undefined)
  const wrong = await post(`/v1/sessions/${owner.address}/revoke`, { pci, signature: await testAccount(1).signMessage({ message: pci }) })
  assert.is(wrong.status, 401)
  const ok = await post<{ success: boolean }>(`/v1/sessions/${owner.address}/revoke`, { pci, signature: await owner.signMessage({ message: pci }) })
  assert.equal(ok.body, { success: true })
  const after = await get<SmartSessionsResponse>(`/v1/sessions/${owner.address}`)
  assert.type(after.pcis[0]!.revokedAt, 'number')
})

test('behavior: the chain RPC endpoint (POST /v1?chainId&projectId, SPEC §7) forwards JSON-RPC, batches included, to the chain', async () => {
  for (const c of evm.chains) {
    const client = createPublicClient({ transport: http(`${api.url}/v1?chainId=eip155:${c.chainId}&projectId=test-project`, { batch: true }) })
    const [id, balance, block] = await Promise.all([client.getChainId(), client.getBalance({ address: testAccount(9).address }), client.getBlockNumber()])
    assert.is(id, c.chainId)
    assert.ok(balance > 0n)
    assert.ok(block > 0n)
  }
})

test('behavior: gas price tiers come from the node', async () => {
  const price = await get<{ standard: string; fast: string; instant: string }>('/v1/convert/gas-price?chainId=eip155:31338')
  assert.ok(BigInt(price.standard) > 0n && BigInt(price.fast) > BigInt(price.standard) && BigInt(price.instant) > BigInt(price.fast))
})

test.run()
