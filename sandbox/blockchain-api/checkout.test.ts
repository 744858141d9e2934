import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createPublicClient, http, parseUnits } from 'viem'
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensureChromium.ts'
import { testAccount } from '../evm/accounts.ts'
import { artifacts } from '../evm/artifacts.ts'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { startBlockchainApi, type BlockchainApi } from './server.ts'

let evm: EvmChains
let api: BlockchainApi
let browser: Browser
let dir: string

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-checkout-'))
  const found = await ensureChromium()
  if (!found.ok) throw new Error(found.message)
  ;[evm, browser] = await Promise.all([startEvmChains([31337]), chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS, headless: true })])
  api = await startBlockchainApi({ chains: evm.chains, namesFile: join(dir, 'names.json') })
})
test.after(async () => {
  await browser?.close()
  await api?.close()
  await evm?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test('behavior: the onramp URL opens a checkout page whose button mints the bought USDC to the wallet (SPEC §7 onramp)', async () => {
  const buyer = testAccount(5).address
  const chain = evm.chains[0]!
  const res = await fetch(`${api.url}/v1/generators/onrampurl?projectId=p`, {
    method: 'POST',
    body: JSON.stringify({ destinationWallets: [{ address: buyer, blockchains: ['latch-sandbox-31337'], assets: ['USDC'] }], partnerUserId: 'u', defaultExperience: 'buy', presetFiatAmount: 50 }),
  })
  const { url } = (await res.json()) as { url: string }
  const balance = () =>
    createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
      address: chain.tokens.usdc.address,
      abi: artifacts.SandboxToken.abi,
      functionName: 'balanceOf',
      args: [buyer],
    }) as Promise<bigint>
  const before = await balance()

  const page = await browser.newPage()
  await page.goto(url)
  assert.is(await page.locator('#amount').inputValue(), '50')
  await page.fill('#amount', '42.5')
  await page.click('#buy')
  await page.locator('#result', { hasText: 'Delivered' }).waitFor({ timeout: 10_000 })
  assert.match((await page.locator('#result').textContent()) ?? '', '42.5 USDC')
  assert.is(await page.locator('#buy').isDisabled(), true)
  mkdirSync('test-artifacts', { recursive: true })
  await page.screenshot({ path: 'test-artifacts/sandbox-onramp-checkout.png' })

  assert.is((await balance()) - before, parseUnits('42.5', 6))
  await page.reload()
  assert.is(await page.locator('#buy').textContent(), 'Completed', 'a completed checkout stays completed')
})

test.run()
