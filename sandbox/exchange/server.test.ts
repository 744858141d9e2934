/**
 * The sandbox exchange (SPEC.md §6 `pay` from an exchange account) on anvil: a payment is pending,
 * its page refuses a confirm before the login, and after login and confirm the recipient holds the
 * amount on chain and the status is confirmed with the hash; a cancelled payment stays cancelled.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, http, parseEther } from 'viem'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { startExchange, type ExchangeService } from './server.ts'

let evm: EvmChains
let exchange: ExchangeService
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

test.before(async () => {
  evm = await startEvmChains([31337])
  exchange = await startExchange({ evm: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })) })
})
test.after(async () => {
  await exchange?.close()
  await evm?.stop()
})

const post = (path: string, body: unknown = {}) => fetch(`${exchange.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

test('behavior: pending, then after login and confirm the recipient holds the amount on chain, the status confirmed with the hash', async () => {
  const started = (await (await post('/payments', { recipient: RECIPIENT, asset: 'eip155:31337/slip44:60', amount: '0.25' })).json()) as { id: string; url: string }
  assert.ok(started.url.startsWith(`${exchange.url}/pay/`))
  assert.is(((await (await fetch(`${exchange.url}/payments/${started.id}`)).json()) as { status: string }).status, 'pending')
  assert.is((await post(`/pay/${started.id}/confirm`)).status, 401, 'no confirm before the login')
  assert.is((await post(`/pay/${started.id}/login`, { email: 'me@exchange.test' })).status, 200)
  assert.is((await post(`/pay/${started.id}/confirm`)).status, 200)
  const status = (await (await fetch(`${exchange.url}/payments/${started.id}`)).json()) as { status: string; hash: string }
  assert.is(status.status, 'confirmed')
  const client = createPublicClient({ transport: http(evm.chains[0]!.rpcUrl) })
  assert.is(await client.getBalance({ address: RECIPIENT }), parseEther('0.25'))
  const receipt = await client.getTransactionReceipt({ hash: status.hash as `0x${string}` })
  assert.is(receipt.from.toLowerCase(), exchange.address.toLowerCase())
})

test('behavior: a cancelled payment stays cancelled; an unoffered asset is a 400', async () => {
  const { id } = (await (await post('/payments', { recipient: RECIPIENT, asset: 'eip155:31337/slip44:60', amount: '1' })).json()) as { id: string }
  await post(`/pay/${id}/cancel`)
  assert.is(((await (await fetch(`${exchange.url}/payments/${id}`)).json()) as { status: string }).status, 'cancelled')
  assert.is((await post('/payments', { recipient: RECIPIENT, asset: 'eip155:1/slip44:60', amount: '1' })).status, 400)
})

test.run()
