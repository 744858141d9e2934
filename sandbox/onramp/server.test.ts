/**
 * The sandbox onramp checkout on an origin of its own. The blockchain service's generated
 * URL points at it; its status is pending, then completed with the delivering transaction once the
 * page's button is pressed (USDC minted on anvil); unknown sessions and repeated completions are
 * typed HTTP errors.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { validate } from '../../core/events/schema.ts'
import { onrampStatusSchema } from '../../core/clients/onrampSchemas.ts'
import { testAccount } from '../evm/accounts.ts'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { startBlockchainApi, type BlockchainApi } from '../blockchain-api/server.ts'
import { startOnrampCheckout } from './server.ts'
import type { HttpService } from '../http/server.ts'

let evm: EvmChains
let api: BlockchainApi
let checkout: HttpService
let dir: string

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-onramp-'))
  evm = await startEvmChains([31337])
  api = await startBlockchainApi({ chains: evm.chains, namesFile: join(dir, 'names.json') })
  checkout = await startOnrampCheckout(api.onramp)
})
test.after(async () => {
  await checkout?.close()
  await api?.close()
  await evm?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test('behavior: the generated URL opens on the checkout origin; status pending, then completed with its transaction and the USDC on chain', async () => {
  const buyer = testAccount(6).address
  const res = await fetch(`${api.url}/v1/generators/onrampurl?projectId=p`, {
    method: 'POST',
    body: JSON.stringify({
      destinationWallets: [{ address: buyer, blockchains: ['latch-sandbox-31337'], assets: ['USDC'] }],
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetCryptoAmount: 48.75,
    }),
  })
  const { url } = (await res.json()) as { url: string }
  assert.is(new URL(url).origin, checkout.url, 'not the blockchain service origin')
  assert.is.not(checkout.url, api.url)
  const status = async () => (await fetch(`${url}/status`)).json()
  const pending = await status()
  assert.is(validate(onrampStatusSchema, pending), undefined, 'the modal’s schema reads it')
  assert.equal(pending, { ...pending, status: 'pending', symbol: 'USDC', cryptoAmount: '48.75' })
  assert.is('txHash' in pending, false, 'no null fields')
  const page = await (await fetch(url)).text()
  assert.match(page, 'Buy USDC (sandbox)')
  const chain = evm.chains[0]!
  const balance = () => createPublicClient({ transport: http(chain.rpcUrl) }).readContract({ address: chain.tokens.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
  const before = await balance()
  const done = await fetch(`${url}/complete`, { method: 'POST', body: '' })
  assert.is(done.status, 200)
  const completed = await status()
  assert.is(completed.status, 'completed')
  assert.match(completed.txHash, /^0x[0-9a-f]{64}$/)
  assert.is((await balance()) - before, parseUnits('48.75', 6))
  const again = await fetch(`${url}/complete`, { method: 'POST', body: '' })
  assert.is(again.status, 409, 'a completed checkout cannot deliver twice')
})

test('error: an unknown checkout is a 404 with a message', async () => {
  const res = await fetch(`${checkout.url}/onramp/checkout/nope/status`)
  assert.is(res.status, 404)
  assert.match(((await res.json()) as { message: string }).message, 'Unknown checkout session')
})

test.run()
