/**
 * The swap journey steps, shared by the demo's e2e test and the packed-tarball host test:
 * with the dev wallet asking before each transaction, swap ETH → USDC through the sandbox pool, a
 * rejected approval, then USDC → ETH with the approval first; balances read on chain (JSON-RPC)
 * before and after.
 */
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { approvePrompt, chooseDevWallet, clickSettled, type ModalPage } from './modalPage.ts'

/** Anvil account 0, the dev wallet's. */
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The chain the swaps run on: its RPC URL and its USDC token. */
export type SwapChain = { rpcUrl: string; usdc: Address }

const balances = async (chain: SwapChain): Promise<{ usdc: bigint; eth: bigint }> => {
  const rpc = createPublicClient({ transport: http(chain.rpcUrl) })
  const [usdc, eth] = await Promise.all([rpc.readContract({ address: chain.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [SENDER] }), rpc.getBalance({ address: SENDER })])
  return { usdc, eth }
}

/** Connect the dev wallet (approving its prompt); Account offers Swap. */
export async function connectForSwap(page: Page): Promise<void> {
  await chooseDevWallet(page)
  await approvePrompt(page)
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-action="Swap"]')
}

/** From Account: Swap, the two tokens by symbol, the amount; waits for the quote. */
export async function quote(page: Page, from: string, to: string, amount: string): Promise<void> {
  await clickSettled(page, '[data-action="Swap"]')
  await page.waitForSelector('[data-swap-token="from"]')
  // SwapSelectToken: the side's button opens the picker; the search narrows it; a choice returns to Swap.
  const pick = async (side: string, symbol: string) => {
    await clickSettled(page, `[data-view="Swap"] [data-swap-token="${side}"]`)
    await page.fill('[data-view="SwapSelectToken"] [data-swap-token-search]', symbol)
    await clickSettled(page, `[data-view="SwapSelectToken"] [data-swap-token-option="${symbol}"]`)
    await page.waitForSelector('[data-view="Swap"]')
  }
  await pick('from', from)
  await pick('to', to)
  // As a user reads it before typing: the balance of what is sold (Review refuses an unknown one).
  await page.waitForSelector('[data-view="Swap"] [data-swap-balance="from"]')
  await page.fill('[data-swap-amount]', amount)
  await page.waitForSelector('[data-swap-quote="success"]')
}

/** Review on Swap: SwapPreview shows, or the problem Swap shows instead fails the step by name. */
async function review(page: Page): Promise<void> {
  await clickSettled(page, '[data-view="Swap"] [data-swap-review]')
  await page.waitForSelector('[data-view="SwapPreview"], [data-view="Swap"] [data-swap-problem]')
  const problem = await page
    .locator('[data-view="Swap"] [data-swap-problem]')
    .getAttribute('data-swap-problem', { timeout: 1 })
    .catch(() => null)
  assert.is(problem, null, `Review showed the problem '${problem}' instead of SwapPreview`)
  await page.waitForSelector('[data-view="SwapPreview"]')
}

/** 0.1 ETH → USDC: no approval, USDC grows on chain by at least the minimum, the snackbar names the transaction. */
export async function swapEthToUsdc(dapp: ModalPage, chain: SwapChain): Promise<void> {
  const { page } = dapp
  const before = await balances(chain)
  await quote(page, 'ETH', 'USDC', '0.1')
  await dapp.shot(page, 'swap-quote.png')
  assert.match(await page.locator('[data-swap-provider]').first().innerText(), '1inch')
  await review(page)
  assert.is(await page.locator('[data-swap-approval-needed]').count(), 0)
  await clickSettled(page, '[data-swap-confirm]')
  await approvePrompt(page)
  await page.waitForSelector('[data-view="Account"]')
  const after = await balances(chain)
  assert.ok(after.usdc - before.usdc >= 290_000_000n, `got ${after.usdc - before.usdc} USDC units for 0.1 ETH`)
  assert.ok(before.eth - after.eth >= 100_000_000_000_000_000n, 'the 0.1 ETH (and gas) left')
  assert.match(await page.locator('[data-snackbar]').first().innerText(), /Transaction sent/)
}

/** 100 USDC → ETH needs an approval; rejecting it says nothing was swapped, balances unchanged. Stays on SwapPreview. */
export async function rejectApproval(dapp: ModalPage, chain: SwapChain): Promise<void> {
  const { page } = dapp
  const before = await balances(chain)
  await quote(page, 'USDC', 'ETH', '100')
  await review(page)
  await page.waitForSelector('[data-swap-approval-needed]')
  await clickSettled(page, '[data-swap-confirm]')
  await page.waitForSelector('[data-dev-wallet-reject]')
  await page.click('[data-dev-wallet-reject]')
  await page.waitForSelector('[data-swap-error="approve"]')
  assert.is(await page.locator('[data-swap-error]').first().innerText(), 'Approval rejected: nothing was swapped.')
  await dapp.shot(page, 'swap-approval-rejected.png')
  assert.equal(await balances(chain), before)
}

/** On SwapPreview with the approval needed: confirm again, two prompts (approval, swap); USDC down by exactly 100, ETH up. */
export async function swapWithApproval(dapp: ModalPage, chain: SwapChain): Promise<void> {
  const { page } = dapp
  const before = await balances(chain)
  await clickSettled(page, '[data-swap-confirm]')
  await approvePrompt(page) // the approval
  await page.waitForSelector('[data-swap-pending="swapping"]')
  await approvePrompt(page) // the swap
  await page.waitForSelector('[data-view="Account"]')
  const after = await balances(chain)
  assert.is(before.usdc - after.usdc, 100_000_000n)
  assert.ok(after.eth > before.eth, 'about 0.033 ETH in, far more than the gas')
}

/** The swap events a journey's log holds. */
export const SWAP_EVENTS = ['swap/approvalBroadcasted', 'swap/approvalConfirmed', 'swap/swapBroadcasted', 'swap/succeeded', 'swap/failed'] as const
