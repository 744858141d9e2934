import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testAccount } from '../evm/accounts.ts'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { NATIVE_EVM_ADDRESS } from './assets.ts'
import { startBlockchainApi, type BlockchainApi } from './server.ts'

let evm: EvmChains
let api: BlockchainApi
let dir: string

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-bapi-err-'))
  evm = await startEvmChains()
  api = await startBlockchainApi({ chains: evm.chains, namesFile: join(dir, 'names.json') })
})
test.after(async () => {
  await api?.close()
  await evm?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const P = 'projectId=p'
const A = testAccount(0).address
const ETH = `eip155:31337:${NATIVE_EVM_ADDRESS}`
const usdc = () => `eip155:31337:${evm.chains[0]!.tokens.usdc.address}`
const latch = () => `eip155:31337:${evm.chains[0]!.tokens.latch.address}`
const points = () => `eip155:31337:${evm.chains[0]!.tokens.points.address}`

type Case = { name: string; method?: 'GET' | 'POST'; path: () => string; body?: unknown; rawBody?: string; status: number; message?: RegExp }

async function expectError(c: Case): Promise<void> {
  const body = typeof c.body === 'function' ? (c.body as () => unknown)() : c.body
  const init: RequestInit = c.method === 'POST' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: c.rawBody ?? JSON.stringify(body ?? {}) } : {}
  const res = await fetch(`${api.url}${c.path()}`, init)
  const text = await res.text()
  assert.is(res.status, c.status, `${c.name}: got ${res.status} ${text}`)
  assert.is(res.headers.get('access-control-allow-origin'), '*', `${c.name}: CORS on errors too`)
  const json = JSON.parse(text) as { message?: unknown }
  assert.type(json.message, 'string', `${c.name}: a JSON { message }`)
  if (c.message) assert.match(json.message as string, c.message, c.name)
}

const missingProjectId: Case[] = [
  ['GET', '/v1/supported-chains'],
  ['GET', `/v1/identity/${A}`],
  ['GET', `/v1/account/${A}/history`],
  ['GET', `/v1/account/${A}/balance`],
  ['GET', '/v1/convert/tokens?chainId=eip155:31337'],
  ['GET', '/v1/convert/gas-price?chainId=eip155:31337'],
  ['POST', '/v1/convert/build-transaction'],
  ['POST', '/v1/fungible/price'],
  ['GET', '/v1/profile/account/abcd.reown.id'],
  ['POST', '/v1/profile/account'],
  ['POST', '/v1/generators/onrampurl'],
  ['GET', '/v1/onramp/options'],
  ['POST', '/v1/onramp/quote'],
  ['GET', `/v1/sessions/${A}`],
  ['POST', `/v1/sessions/${A}/revoke`],
].map(([method, path]) => ({ name: `no projectId ${method} ${path}`, method: method as 'GET' | 'POST', path: () => path!, body: {}, status: 400, message: /projectId/ }))

test('error: every blockchain-service call without projectId answers 400 (SPEC §7 common query)', async () => {
  for (const c of missingProjectId) await expectError(c)
})

const cases: Case[] = [
  // identity, history, balance
  { name: 'identity bad address', path: () => `/v1/identity/0x123?${P}`, status: 400, message: /Invalid address/ },
  { name: 'identity bad sender', path: () => `/v1/identity/${A}?${P}&sender=nope`, status: 400, message: /sender/ },
  { name: 'history bad address', path: () => `/v1/account/0xZZ/history?${P}`, status: 400 },
  { name: 'history bad cursor', path: () => `/v1/account/${A}/history?${P}&cursor=not-a-cursor`, status: 400, message: /cursor/ },
  { name: 'history chainId with 3 parts', path: () => `/v1/account/${A}/history?${P}&chainId=eip155:1:2`, status: 400, message: /two parts/ },
  { name: 'history unknown chain', path: () => `/v1/account/${A}/history?${P}&chainId=eip155:1`, status: 400, message: /Unsupported chainId/ },
  { name: 'history unknown onramp provider', path: () => `/v1/account/${A}/history?${P}&onramp=acme`, status: 400 },
  { name: 'balance bad address', path: () => `/v1/account/hello/balance?${P}`, status: 400 },
  { name: 'balance unknown currency', path: () => `/v1/account/${A}/balance?${P}&currency=doge`, status: 400, message: /currency/ },
  { name: 'balance unknown chain', path: () => `/v1/account/${A}/balance?${P}&chainId=eip155:999`, status: 400 },
  { name: 'balance solana address without a solana chain', path: () => `/v1/account/11111111111111111111111111111111/balance?${P}`, status: 400 },
  // convert
  { name: 'tokens missing chainId', path: () => `/v1/convert/tokens?${P}`, status: 400, message: /chainId/ },
  { name: 'tokens unknown chain', path: () => `/v1/convert/tokens?${P}&chainId=eip155:1`, status: 400, message: /Network not supported for Swaps/ },
  { name: 'quotes missing amount', path: () => `/v1/convert/quotes?${P}&userAddress=${A}&from=${ETH}&to=${usdc()}`, status: 400, message: /amount/ },
  { name: 'quotes amount not a number', path: () => `/v1/convert/quotes?${P}&amount=1.5e3&userAddress=${A}&from=${ETH}&to=${usdc()}`, status: 400, message: /amount/ },
  { name: 'quotes zero amount', path: () => `/v1/convert/quotes?${P}&amount=0&userAddress=${A}&from=${ETH}&to=${usdc()}`, status: 400 },
  { name: 'quotes from not CAIP', path: () => `/v1/convert/quotes?${P}&amount=1&userAddress=${A}&from=0xabc&to=${usdc()}`, status: 400, message: /Invalid CAIP Address/ },
  { name: 'quotes unknown token', path: () => `/v1/convert/quotes?${P}&amount=1&userAddress=${A}&from=eip155:31337:${A}&to=${usdc()}`, status: 400, message: /Unknown swap token/ },
  { name: 'quotes token outside every pool (0-decimals)', path: () => `/v1/convert/quotes?${P}&amount=1&userAddress=${A}&from=${points()}&to=${usdc()}`, status: 400 },
  { name: 'quotes no pool for the pair', path: () => `/v1/convert/quotes?${P}&amount=1000&userAddress=${A}&from=${ETH}&to=${latch()}`, status: 400, message: /No route/ },
  {
    name: 'quotes across chains',
    path: () => `/v1/convert/quotes?${P}&amount=1000&userAddress=${A}&from=${ETH}&to=eip155:31338:${evm.chains[1]!.tokens.usdc.address}`,
    status: 400,
    message: /same chain/,
  },
  { name: 'quotes bad gasPrice', path: () => `/v1/convert/quotes?${P}&amount=1&userAddress=${A}&from=${ETH}&to=${usdc()}&gasPrice=fast`, status: 400, message: /gasPrice/ },
  { name: 'quotes bad userAddress', path: () => `/v1/convert/quotes?${P}&amount=1&userAddress=me&from=${ETH}&to=${usdc()}`, status: 400, message: /userAddress/ },
  { name: 'allowance missing userAddress', path: () => `/v1/convert/allowance?${P}&tokenAddress=${usdc()}`, status: 400, message: /userAddress/ },
  { name: 'allowance missing tokenAddress', path: () => `/v1/convert/allowance?${P}&userAddress=${A}`, status: 400, message: /tokenAddress/ },
  { name: 'gas-price unknown chain', path: () => `/v1/convert/gas-price?${P}&chainId=eip155:1`, status: 400, message: /Network not supported for Gas Price/ },
  { name: 'gas-price missing chainId', path: () => `/v1/convert/gas-price?${P}`, status: 400 },
  { name: 'build-approve native', path: () => `/v1/convert/build-approve?${P}&userAddress=${A}&from=${ETH}&to=${usdc()}`, status: 400, message: /native/ },
  { name: 'build-approve missing to', path: () => `/v1/convert/build-approve?${P}&userAddress=${A}&from=${usdc()}`, status: 400, message: /to/ },
  { name: 'build-transaction malformed JSON', method: 'POST', path: () => `/v1/convert/build-transaction?${P}`, rawBody: '{"amount":', status: 400, message: /JSON/ },
  {
    name: 'build-transaction missing amount',
    method: 'POST',
    path: () => `/v1/convert/build-transaction?${P}`,
    body: () => ({ from: ETH, to: usdc(), userAddress: A }),
    status: 400,
    message: /amount/,
  },
  {
    name: 'build-transaction amount wrong type',
    method: 'POST',
    path: () => `/v1/convert/build-transaction?${P}`,
    body: () => ({ amount: true, from: ETH, to: usdc(), userAddress: A }),
    status: 400,
    message: /amount/,
  },
  {
    name: 'build-transaction bad slippage',
    method: 'POST',
    path: () => `/v1/convert/build-transaction?${P}`,
    body: () => ({ amount: '1000', from: ETH, to: usdc(), userAddress: A, eip155: { slippage: 'lots' } }),
    status: 400,
    message: /slippage/,
  },
  {
    name: 'build-transaction disableEstimate wrong type',
    method: 'POST',
    path: () => `/v1/convert/build-transaction?${P}`,
    body: () => ({ amount: '1000', from: ETH, to: usdc(), userAddress: A, disableEstimate: 'yes' }),
    status: 400,
  },
  {
    name: 'build-transaction insufficient balance',
    method: 'POST',
    path: () => `/v1/convert/build-transaction?${P}`,
    body: () => ({ amount: (10n ** 30n).toString(), from: ETH, to: usdc(), userAddress: A }),
    status: 400,
    message: /Insufficient/,
  },
  // prices
  { name: 'price missing addresses', method: 'POST', path: () => `/v1/fungible/price?${P}`, body: { currency: 'usd' }, status: 400, message: /addresses/ },
  { name: 'price addresses wrong type', method: 'POST', path: () => `/v1/fungible/price?${P}`, body: { currency: 'usd', addresses: 'eip155:1:0x0' }, status: 400 },
  { name: 'price unknown token', method: 'POST', path: () => `/v1/fungible/price?${P}`, body: { currency: 'usd', addresses: [`eip155:31337:${A}`] }, status: 400, message: /Unknown token/ },
  { name: 'price body not an object', method: 'POST', path: () => `/v1/fungible/price?${P}`, rawBody: '[1]', status: 400 },
  // names
  { name: 'name lookup invalid name', path: () => `/v1/profile/account/ab.reown.id?${P}`, status: 400, message: /Invalid name/ },
  { name: 'name lookup unknown name', path: () => `/v1/profile/account/nobody-here.reown.id?${P}&apiVersion=2`, status: 404 },
  { name: 'name lookup bad apiVersion', path: () => `/v1/profile/account/nobody-here.reown.id?${P}&apiVersion=7`, status: 400 },
  { name: 'reverse bad address', path: () => `/v1/profile/reverse/0x12?${P}`, status: 400 },
  { name: 'suggestions too short', path: () => `/v1/profile/suggestions/abc?${P}`, status: 400 },
  { name: 'suggestions bad characters', path: () => `/v1/profile/suggestions/hello_world?${P}`, status: 400 },
  { name: 'suggestions unknown zone', path: () => `/v1/profile/suggestions/hello?${P}&zone=eth`, status: 400, message: /zone/ },
  { name: 'register missing coin_type', method: 'POST', path: () => `/v1/profile/account?${P}`, body: { address: A, message: '{}', signature: '0x00' }, status: 400, message: /coin_type/ },
  {
    name: 'register coin_type wrong type',
    method: 'POST',
    path: () => `/v1/profile/account?${P}`,
    body: { coin_type: '60', address: A, message: '{}', signature: '0x00' },
    status: 400,
    message: /coin_type/,
  },
  {
    name: 'register coin_type too large',
    method: 'POST',
    path: () => `/v1/profile/account?${P}`,
    body: { coin_type: 2 ** 33, address: A, message: '{}', signature: '0x00' },
    status: 400,
    message: /coin_type/,
  },
  {
    name: 'register message not JSON',
    method: 'POST',
    path: () => `/v1/profile/account?${P}`,
    body: { coin_type: 60, address: A, message: 'hello', signature: '0x1234' },
    status: 400,
    message: /message/,
  },
  {
    name: 'register stale timestamp',
    method: 'POST',
    path: () => `/v1/profile/account?${P}`,
    body: { coin_type: 60, address: A, message: JSON.stringify({ name: 'abcd.reown.id', attributes: {}, timestamp: 1000 }), signature: '0x1234' },
    status: 400,
    message: /timestamp/,
  },
  {
    name: 'register invalid signature hex',
    method: 'POST',
    path: () => `/v1/profile/account?${P}`,
    body: { coin_type: 60, address: A, message: '{}', signature: 'xyz' },
    status: 400,
    message: /signature/,
  },
  { name: 'register bad address', method: 'POST', path: () => `/v1/profile/account?${P}`, body: { coin_type: 60, address: 'bob', message: '{}', signature: '0x00' }, status: 400, message: /address/ },
  // onramp
  { name: 'onrampurl missing destinationWallets', method: 'POST', path: () => `/v1/generators/onrampurl?${P}`, body: { defaultExperience: 'buy' }, status: 400, message: /destinationWallets/ },
  { name: 'onrampurl empty destinationWallets', method: 'POST', path: () => `/v1/generators/onrampurl?${P}`, body: { destinationWallets: [] }, status: 400 },
  { name: 'onrampurl bad wallet address', method: 'POST', path: () => `/v1/generators/onrampurl?${P}`, body: { destinationWallets: [{ address: 'x' }] }, status: 400 },
  {
    name: 'onrampurl unknown network',
    method: 'POST',
    path: () => `/v1/generators/onrampurl?${P}`,
    body: { destinationWallets: [{ address: A }], defaultNetwork: 'mars' },
    status: 400,
    message: /network/,
  },
  { name: 'onrampurl unknown asset', method: 'POST', path: () => `/v1/generators/onrampurl?${P}`, body: { destinationWallets: [{ address: A, assets: ['DOGE'] }] }, status: 400 },
  { name: 'onrampurl fiat amount wrong type', method: 'POST', path: () => `/v1/generators/onrampurl?${P}`, body: { destinationWallets: [{ address: A }], presetFiatAmount: 'lots' }, status: 400 },
  {
    name: 'onrampurl above the limit',
    method: 'POST',
    path: () => `/v1/generators/onrampurl?${P}`,
    body: { destinationWallets: [{ address: A }], presetFiatAmount: 30000 },
    status: 400,
    message: /limit/,
  },
  {
    name: 'quote missing amount',
    method: 'POST',
    path: () => `/v1/onramp/quote?${P}`,
    body: { purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'USD' }, network: 'latch-sandbox-31337' },
    status: 400,
    message: /amount/,
  },
  {
    name: 'quote below the card minimum',
    method: 'POST',
    path: () => `/v1/onramp/quote?${P}`,
    body: { purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '5', network: 'latch-sandbox-31337' },
    status: 400,
    message: /between/,
  },
  {
    name: 'quote unknown payment currency',
    method: 'POST',
    path: () => `/v1/onramp/quote?${P}`,
    body: { purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'JPY' }, amount: '50', network: 'latch-sandbox-31337' },
    status: 400,
  },
  {
    name: 'quote unknown purchase currency',
    method: 'POST',
    path: () => `/v1/onramp/quote?${P}`,
    body: { purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '50', network: 'latch-sandbox-31337' },
    status: 400,
  },
  {
    name: 'quote network wrong type',
    method: 'POST',
    path: () => `/v1/onramp/quote?${P}`,
    body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 31337 },
    status: 400,
    message: /network/,
  },
  { name: 'checkout unknown session', path: () => '/onramp/checkout/nope', status: 404 },
  { name: 'checkout complete unknown session', method: 'POST', path: () => '/onramp/checkout/nope/complete', body: {}, status: 404 },
  // sessions
  { name: 'sessions bad address', path: () => `/v1/sessions/0x1?${P}`, status: 400 },
  { name: 'sessions CAIP address with 2 parts', path: () => `/v1/sessions/eip155:${A}?${P}`, status: 400 },
  { name: 'revoke missing pci', method: 'POST', path: () => `/v1/sessions/${A}/revoke?${P}`, body: { signature: '0x1234' }, status: 400, message: /pci/ },
  { name: 'revoke unknown pci', method: 'POST', path: () => `/v1/sessions/${A}/revoke?${P}`, body: { pci: '0xdead', signature: '0x1234' }, status: 404 },
  { name: 'revoke signature wrong type', method: 'POST', path: () => `/v1/sessions/${A}/revoke?${P}`, body: { pci: '0xdead', signature: 42 }, status: 400, message: /signature/ },
  // chain RPC
  { name: 'rpc missing chainId', method: 'POST', path: () => `/v1?${P}`, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, status: 400, message: /chainId/ },
  { name: 'rpc unsupported chain', method: 'POST', path: () => `/v1?${P}&chainId=eip155:1`, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, status: 400, message: /Unsupported/ },
  { name: 'rpc not a JSON-RPC call', method: 'POST', path: () => `/v1?${P}&chainId=eip155:31337`, body: { hello: 1 }, status: 400, message: /JSON-RPC/ },
  { name: 'rpc empty batch', method: 'POST', path: () => `/v1/?${P}&chainId=eip155:31337`, rawBody: '[]', status: 400 },
  { name: 'rpc without projectId', method: 'POST', path: () => '/v1?chainId=eip155:31337', body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, status: 400, message: /projectId/ },
  // routing
  { name: 'unknown path', path: () => `/v1/nothing?${P}`, status: 404 },
  { name: 'wrong method', method: 'POST', path: () => `/v1/supported-chains?${P}`, body: {}, status: 405 },
]

test('error: bad input on every endpoint (missing parameter, wrong type, unknown id or address) answers 4xx with a JSON message', async () => {
  for (const c of cases) await expectError(c)
  console.log(`  ${cases.length + missingProjectId.length} error cases checked`)
})

test('error: projectId status-NNN forces that status on every call, with Retry-After on 429 and 503 (SPEC §8, §9 retries)', async () => {
  for (const status of [403, 429, 500, 503]) {
    const res = await fetch(`${api.url}/v1/account/${A}/balance?projectId=status-${status}`)
    assert.is(res.status, status)
    assert.type(((await res.json()) as { message: unknown }).message, 'string')
    assert.is(res.headers.get('retry-after'), status === 429 || status === 503 ? '1' : null)
  }
  const post = await fetch(`${api.url}/v1/fungible/price`, { method: 'POST', body: JSON.stringify({ projectId: 'status-429', addresses: [] }) })
  assert.is(post.status, 429)
})

test('behavior: the same calls with valid input succeed, so the error cases above fail for the stated reason only', async () => {
  const ok = [
    `/v1/identity/${A}?${P}&sender=${A}`,
    `/v1/account/${A}/history?${P}&chainId=eip155:31337`,
    `/v1/account/${A}/balance?${P}&currency=eur`,
    `/v1/convert/tokens?${P}&chainId=eip155:31337`,
    `/v1/convert/quotes?${P}&amount=1000&userAddress=${A}&from=${ETH}&to=${usdc()}&gasPrice=1`,
    `/v1/convert/quotes?${P}&amount=1000&userAddress=${A}&from=${usdc()}&to=${latch()}`,
    `/v1/convert/allowance?${P}&tokenAddress=${usdc()}&userAddress=${A}`,
    `/v1/convert/gas-price?${P}&chainId=eip155:31337`,
    `/v1/convert/build-approve?${P}&userAddress=${A}&from=${usdc()}&to=${ETH}`,
    `/v1/profile/suggestions/hello?${P}&zone=reown.id`,
    `/v1/profile/reverse/${A}?${P}&apiVersion=2`,
    `/v1/sessions/eip155:31337:${A}?${P}`,
  ]
  for (const path of ok) {
    const res = await fetch(`${api.url}${path}`)
    assert.is(res.status, 200, `${path}: ${await res.clone().text()}`)
  }
  const quote = await fetch(`${api.url}/v1/onramp/quote?${P}`, {
    method: 'POST',
    body: JSON.stringify({ purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '50', network: 'latch-sandbox-31337' }),
  })
  assert.is(quote.status, 200)
  const built = await fetch(`${api.url}/v1/convert/build-transaction`, {
    method: 'POST',
    body: JSON.stringify({ projectId: 'in-body', amount: '1000', from: ETH, to: usdc(), userAddress: A, eip155: { slippage: '1' } }),
  })
  assert.is(built.status, 200, 'projectId may come in the POST body (SPEC §7 build-transaction sends projectId)')
})

test.run()
