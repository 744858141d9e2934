import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { createPublicClient, http } from 'viem'
import { startSandbox, type Sandbox } from './index.ts'
import { sendAndPoll } from './blockchain-api/solanaSend.ts'
import type { BalanceResponse, SupportedChainsResponse } from './blockchain-api/types.ts'

let sandbox: Sandbox
let dir: string

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-sandbox-'))
  sandbox = await startSandbox({ namesFile: join(dir, 'names.json'), analyticsFile: join(dir, 'events.jsonl') })
})
test.after(async () => {
  await sandbox?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const P = 'projectId=sandbox-test'

// The 5 s start-up target is for the sandbox alone; `npm test` runs suites side by side on few
// CPUs, so the bound here only catches gross regressions (a hung anvil, a serial deploy).
const STARTUP_BOUND_MS = 15_000

test('default: startSandbox brings every piece up on 127.0.0.1 free ports (start-up target 5 s)', async () => {
  console.log(`  sandbox start-up: ${Math.round(sandbox.startupMs)} ms`)
  assert.ok(sandbox.startupMs < STARTUP_BOUND_MS, `${sandbox.startupMs} ms`)
  const urls = [
    sandbox.urls.blockchainApi,
    sandbox.urls.analytics,
    sandbox.urls.walletApi!,
    sandbox.urls.auth,
    ...Object.values(sandbox.urls.evm),
    sandbox.urls.solanaRpc!,
    sandbox.urls.mail!,
    sandbox.urls.oauthIssuer!,
    sandbox.urls.farcasterRelay!,
  ]
  for (const url of urls) assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/)
  assert.is(new Set(urls).size, urls.length)
  assert.equal(Object.keys(sandbox.urls.evm), ['31337', '31338'])
  for (const [id, url] of Object.entries(sandbox.urls.evm)) assert.is(await createPublicClient({ transport: http(url) }).getChainId(), Number(id))
  const supported = (await (await fetch(`${sandbox.urls.blockchainApi}/v1/supported-chains?${P}`)).json()) as SupportedChainsResponse
  assert.equal(supported.http, ['eip155:31337', 'eip155:31338', sandbox.chains.solana!.chainId as `${string}:${string}`])
  assert.equal(supported.ws, [sandbox.chains.solana!.chainId as `${string}:${string}`])
  const sink = await fetch(`${sandbox.urls.analytics}/e`, { method: 'POST', body: JSON.stringify({ eventId: 'x', url: 'u', domain: 'd', timestamp: 1, props: {} }) })
  assert.is(sink.status, 202)
  // The auth service hands out nonces.
  assert.match(((await (await fetch(`${sandbox.urls.auth}/auth/v1/nonce`)).json()) as { nonce: string }).nonce, /^[0-9a-f]{32}$/)
  const wallets = (await (await fetch(`${sandbox.urls.walletApi}/getWallets?${P}&st=appkit&sv=html-4&page=1&entries=4`)).json()) as { count: number; data: unknown[] }
  assert.is(wallets.data.length, 4)
  assert.ok(wallets.count >= 300)
})

test('behavior: SOL and SPL balances of a solana: address come from the Solana node, and follow a real SPL transfer', async () => {
  const solana = sandbox.chains.solana!
  const chainId = solana.chainId
  const account = solana.accounts[1]!
  const read = async (address: string) => (await (await fetch(`${sandbox.urls.blockchainApi}/v1/account/${address}/balance?${P}&chainId=${chainId}&currency=usd`)).json()) as BalanceResponse
  const before = await read(account.address)
  const sol = before.balances.find((b) => b.symbol === 'SOL')!
  assert.equal(sol.quantity, { decimals: '9', numeric: '1000' })
  assert.is(sol.chainId, chainId)
  const usdc = before.balances.find((b) => b.symbol === 'USDC')!
  assert.equal(usdc.quantity, { decimals: '6', numeric: '10000' })
  assert.is(usdc.address, `${chainId}:${solana.usdcMint}`)

  const connection = new Connection(sandbox.urls.solanaRpc!, 'confirmed')
  const recipient = Keypair.generate().publicKey
  const mint = new PublicKey(solana.usdcMint)
  const target = getAssociatedTokenAddressSync(mint, recipient)
  const tx = new Transaction().add(
    createAssociatedTokenAccountIdempotentInstruction(account.keypair.publicKey, target, recipient, mint),
    createTransferInstruction(new PublicKey(account.usdcTokenAccount), target, account.keypair.publicKey, 2_500_000n),
  )
  await sendAndPoll(connection, tx, [account.keypair])
  const received = await read(recipient.toBase58())
  assert.equal(
    received.balances.map((b) => [b.symbol, b.quantity.numeric]),
    [['USDC', '2.5']],
  )
  const after = await read(account.address)
  assert.is(after.balances.find((b) => b.symbol === 'USDC')!.quantity.numeric, '9997.5')
})

test('behavior: Solana onramp (SPEC §9: buy SOL on Solana, else USDC): the checkout sends SOL and mints SPL USDC to a fresh wallet', async () => {
  const solana = sandbox.chains.solana!
  const options = (await (await fetch(`${sandbox.urls.blockchainApi}/v1/onramp/options?${P}`)).json()) as {
    purchaseCurrencies: { symbol: string; networks: { name: string; contract_address: string }[] }[]
  }
  const sol = options.purchaseCurrencies.find((c) => c.symbol === 'SOL')!
  assert.equal(
    sol.networks.map((n) => n.name),
    ['latch-sandbox-solana'],
  )
  const usdcOnSolana = options.purchaseCurrencies.find((c) => c.symbol === 'USDC')!.networks.find((n) => n.name === 'latch-sandbox-solana')!
  assert.is(usdcOnSolana.contract_address, solana.usdcMint)

  const buyer = Keypair.generate().publicKey.toBase58()
  const buy = async (body: Record<string, unknown>) => {
    const res = await fetch(`${sandbox.urls.blockchainApi}/v1/generators/onrampurl?${P}`, {
      method: 'POST',
      body: JSON.stringify({ destinationWallets: [{ address: buyer }], partnerUserId: 'u', defaultExperience: 'buy', ...body }),
    })
    assert.is(res.status, 200)
    const { url } = (await res.json()) as { url: string }
    const done = await fetch(`${url}/complete`, { method: 'POST' })
    assert.is(done.status, 200, await done.clone().text())
    return (await done.json()) as { symbol: string; txHash: string }
  }
  const first = await buy({ presetCryptoAmount: 0.5 }) // no asset named: SOL on Solana
  assert.is(first.symbol, 'SOL')
  await buy({ destinationWallets: [{ address: buyer, assets: ['USDC'] }], presetCryptoAmount: 20 })
  const balances = (await (await fetch(`${sandbox.urls.blockchainApi}/v1/account/${buyer}/balance?${P}&chainId=${solana.chainId}`)).json()) as BalanceResponse
  assert.equal(balances.balances.map((b) => [b.symbol, b.quantity.numeric]).sort(), [
    ['SOL', '0.5'],
    ['USDC', '20'],
  ])
  const history = (await (await fetch(`${sandbox.urls.blockchainApi}/v1/account/${buyer}/history?${P}&onramp=coinbase`)).json()) as {
    data: { metadata: { operationType: string; status: string; chain: string } }[]
  }
  assert.is(history.data.length, 2)
  assert.ok(history.data.every((t) => t.metadata.operationType === 'buy' && t.metadata.status === 'confirmed' && t.metadata.chain === solana.chainId))
})

test('error: a solana: address against an EVM chain id, and an EVM address against the Solana chain, are 400', async () => {
  const solana = sandbox.chains.solana!
  const a = await fetch(`${sandbox.urls.blockchainApi}/v1/account/${solana.accounts[0]!.address}/balance?${P}&chainId=eip155:31337`)
  assert.is(a.status, 400)
  const b = await fetch(`${sandbox.urls.blockchainApi}/v1/account/${sandbox.chains.evm[0]!.funded[0]}/balance?${P}&chainId=${solana.chainId}`)
  assert.is(b.status, 400)
})

test('behavior: stop() closes every port and kills the anvils; a second stop() is harmless', async () => {
  const other = await startSandbox({ solana: false, namesFile: join(dir, 'other.json') })
  const urls = [
    other.urls.blockchainApi,
    other.urls.analytics,
    other.urls.walletApi!,
    other.urls.auth,
    ...Object.values(other.urls.evm),
    other.urls.mail!,
    other.urls.oauthIssuer!,
    other.urls.farcasterRelay!,
  ]
  await other.stop()
  await other.stop()
  for (const url of urls) {
    const alive = await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    )
    assert.not.ok(alive, `${url} still answers`)
  }
})

test.run()
