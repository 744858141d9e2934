import type { ServerResponse } from 'node:http'
import { lastValueFrom, type Observable } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { ServiceError } from '../errors/ServiceError.ts'
import { createBlockchainApi } from './blockchainApi.ts'
import { DEFAULT_ONRAMP_OPTIONS } from './onrampDefaults.ts'
import { createTrackedFetch, drive, sendJson, startServer, VirtualClock, type RecordedRequest } from '../../test/fixtures/testHarness.ts'

const USER = '0x1111111111111111111111111111111111111111'
const nameRecord = { name: 'alice.reown.id', registered_at: '2026-01-01', updated_at: null, addresses: { '60': { address: USER, created: '2026-01-01' } }, attributes: [{ bio: 'hi' }] }
const balance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1.0' }, iconUrl: 'http://i/eth.svg' }
const tx = { from: 'eip155:1:0xa', to: 'eip155:1:0xb', data: '0x00' }

/** Valid bodies by route, as sandbox/blockchain-api/README.md documents them. */
function okBody(req: RecordedRequest): unknown {
  const p = req.path
  if (p === '/v1/supported-chains') return { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: [] }
  if (p.startsWith('/v1/identity/')) return { name: 'vitalik.eth', avatar: null }
  if (p.endsWith('/history'))
    return {
      data: [
        {
          id: 't1',
          metadata: { operationType: 'send', hash: '0x1', chain: 'eip155:1', minedAt: '2026-01-01', sentFrom: USER, sentTo: USER, status: 'confirmed', nonce: 1 },
          transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'u' } }, direction: 'out', quantity: { numeric: '0.1' } }],
        },
      ],
      next: null,
    }
  if (p.endsWith('/balance')) return { balances: [balance] }
  if (p === '/v1/convert/quotes') return { quotes: [{ id: null, fromAmount: '1', fromAccount: 'eip155:1:0xa', toAmount: '2', toAccount: 'eip155:1:0xb' }] }
  if (p === '/v1/convert/tokens') return { tokens: [{ name: 'USDC', symbol: 'USDC', address: 'eip155:1:0xc', decimals: 6, logoUri: 'u', eip2612: true }] }
  if (p === '/v1/convert/allowance') return { allowance: '0' }
  if (p === '/v1/convert/gas-price') return { standard: '1', fast: '2', instant: '3' }
  if (p === '/v1/convert/build-approve') return { tx: { ...tx, value: '0', eip155: { gas: 50000, gasPrice: '1' } } }
  if (p === '/v1/convert/build-transaction') return { tx: { ...tx, amount: '0', eip155: { gas: '250000', gasPrice: '1' } } }
  if (p === '/v1/fungible/price') return { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'u', price: 3000 }] }
  if (p === '/v1/profile/account' && req.method === 'POST') return nameRecord
  if (p.startsWith('/v1/profile/account/')) return nameRecord
  if (p.startsWith('/v1/profile/reverse/')) return [nameRecord]
  if (p.startsWith('/v1/profile/suggestions/')) return { suggestions: [{ name: 'alice.reown.id', registered: true }] }
  if (p === '/v1/generators/onrampurl') return { url: 'http://checkout/1' }
  if (p === '/v1/onramp/options') return { paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }], purchaseCurrencies: [] }
  if (p === '/v1/onramp/quote')
    return {
      coinbaseFee: { amount: '1', currency: 'USD' },
      networkFee: { amount: '0.5', currency: 'USD' },
      paymentSubtotal: { amount: '50', currency: 'USD' },
      paymentTotal: { amount: '51.5', currency: 'USD' },
      purchaseAmount: { amount: '0.01', currency: 'ETH' },
      quoteId: 'q1',
    }
  if (p.endsWith('/revoke')) return { success: true }
  if (p.startsWith('/v1/sessions/')) return { pcis: [{ pci: 'pci1', project: { id: 'p', name: 'P', url: 'u', iconUrl: 'i' }, expiry: 1, createdAt: 0, permissions: [], policies: [], context: '0x' }] }
  return undefined
}

type Fault = (req: RecordedRequest, res: ServerResponse) => boolean
async function setup(fault: Fault = () => false) {
  const server = await startServer((req, res) => {
    if (fault(req, res)) return
    const body = okBody(req)
    if (body === undefined) sendJson(res, 404, { message: `no route ${req.path}` })
    else sendJson(res, 200, body)
  })
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const api = createBlockchainApi({ baseUrl: server.url, projectId: 'p1', scheduler: clock, fetch: io.fetch })
  const run = <T>(source: Observable<T>) => drive(clock, io, source)
  return { server, clock, io, api, run }
}

test('behavior: every SPEC §7 blockchain endpoint is called with its method, path and parameters, and its answer validated', async () => {
  const { server, api, run } = await setup()
  const calls: [Observable<unknown>, string, string, Record<string, string>, Record<string, unknown>?][] = [
    [api.getSupportedChains(), 'GET', '/v1/supported-chains', {}],
    [api.getIdentity({ address: USER, sender: USER }), 'GET', `/v1/identity/${USER}`, { sender: USER }],
    [api.getTransactions({ account: USER, cursor: 'c1', onramp: 'meld', chainId: 'eip155:1' }), 'GET', `/v1/account/${USER}/history`, { cursor: 'c1', onramp: 'meld', chainId: 'eip155:1' }],
    [
      api.getBalance({ address: USER, chainId: 'eip155:1', forceUpdate: `eip155:1:${USER}` }),
      'GET',
      `/v1/account/${USER}/balance`,
      { currency: 'usd', chainId: 'eip155:1', forceUpdate: `eip155:1:${USER}` },
    ],
    [
      api.getSwapQuotes({ amount: '1', userAddress: USER, from: 'eip155:1:0xa', to: 'eip155:1:0xb', gasPrice: '1' }),
      'GET',
      '/v1/convert/quotes',
      { amount: '1', userAddress: USER, from: 'eip155:1:0xa', to: 'eip155:1:0xb', gasPrice: '1' },
    ],
    [api.getSwapTokens({ chainId: 'eip155:1' }), 'GET', '/v1/convert/tokens', { chainId: 'eip155:1' }],
    [api.getSwapAllowance({ tokenAddress: 'eip155:1:0xc', userAddress: USER }), 'GET', '/v1/convert/allowance', { tokenAddress: 'eip155:1:0xc', userAddress: USER }],
    [api.getGasPrice({ chainId: 'eip155:1' }), 'GET', '/v1/convert/gas-price', { chainId: 'eip155:1' }],
    [api.buildApproveTransaction({ userAddress: USER, from: 'eip155:1:0xa', to: 'eip155:1:0xb' }), 'GET', '/v1/convert/build-approve', { userAddress: USER, from: 'eip155:1:0xa', to: 'eip155:1:0xb' }],
    [
      api.buildSwapTransaction({ amount: '5', userAddress: USER, from: 'eip155:1:0xa', to: 'eip155:1:0xb', disableEstimate: true }),
      'POST',
      '/v1/convert/build-transaction',
      {},
      { amount: '5', eip155: { slippage: '1' }, projectId: 'p1', from: 'eip155:1:0xa', to: 'eip155:1:0xb', userAddress: USER, disableEstimate: true },
    ],
    [api.getTokenPrices({ addresses: ['eip155:1:0xc'] }), 'POST', '/v1/fungible/price', {}, { currency: 'usd', addresses: ['eip155:1:0xc'], projectId: 'p1' }],
    [api.lookupName('alice.reown.id'), 'GET', '/v1/profile/account/alice.reown.id', { apiVersion: '2' }],
    [api.reverseLookupNames({ address: USER, sender: USER }), 'GET', `/v1/profile/reverse/${USER}`, { sender: USER, apiVersion: '2' }],
    [api.getNameSuggestions({ name: 'alice' }), 'GET', '/v1/profile/suggestions/alice', { zone: 'reown.id' }],
    [
      api.registerName({ name: 'alice.reown.id', coinType: 60, address: USER, message: '{}', signature: '0xsig' }),
      'POST',
      '/v1/profile/account',
      {},
      { coin_type: 60, address: USER, message: '{}', signature: '0xsig' },
    ],
    [
      api.getOnrampUrl({ destinationWallets: [{ address: USER, blockchains: ['ethereum'] }], partnerUserId: 'u1', defaultNetwork: 'ethereum', purchaseAmount: 1, paymentAmount: 50 }),
      'POST',
      '/v1/generators/onrampurl',
      {},
      { destinationWallets: [{ address: USER, blockchains: ['ethereum'] }], defaultNetwork: 'ethereum', partnerUserId: 'u1', defaultExperience: 'buy', presetCryptoAmount: 1, presetFiatAmount: 50 },
    ],
    [api.getOnrampOptions(), 'GET', '/v1/onramp/options', {}],
    [
      api.getOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' }),
      'POST',
      '/v1/onramp/quote',
      {},
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' },
    ],
    [api.getSmartSessions(`eip155:1:${USER}`), 'GET', `/v1/sessions/eip155:1:${USER}`, {}],
    [api.revokeSmartSession({ address: USER, pci: 'pci1', signature: '0xsig' }), 'POST', `/v1/sessions/${USER}/revoke`, {}, { pci: 'pci1', signature: '0xsig' }],
  ]
  for (const [source, method, path, params, body] of calls) {
    const before = server.requests.length
    const outcome = await run(source)
    assert.is(outcome.error, undefined, `${path}: ${String(outcome.error)}`)
    assert.is(outcome.values.length, 1, path)
    const req = server.requests.slice(before).find((r) => r.path === path)
    assert.ok(req, `no request to ${path}`)
    assert.is(req!.method, method, path)
    const query = Object.fromEntries(req!.query)
    assert.equal(query, { ...params, projectId: 'p1', st: 'latch', sv: '4' }, path)
    if (body) assert.equal(JSON.parse(req!.body), body, path)
  }
  await server.kill()
})

test('behavior: balance is cached 30 s and identity 5 min on the scheduler (SPEC §9)', async () => {
  const { server, clock, api, run } = await setup()
  const count = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix)).length
  await run(api.getBalance({ address: USER, chainId: 'eip155:1' }))
  await run(api.getBalance({ address: USER, chainId: 'eip155:1' }))
  assert.is(count('/balance'), 1)
  clock.advanceBy(30_000)
  await run(api.getBalance({ address: USER, chainId: 'eip155:1' }))
  assert.is(count('/balance'), 2)

  await run(api.getIdentity({ address: USER }))
  clock.advanceBy(5 * 60_000 - 1)
  await run(api.getIdentity({ address: USER }))
  assert.is(count(`/identity/${USER}`), 1)
  clock.advanceBy(1)
  const outcome = await run(api.getIdentity({ address: USER }))
  assert.is(count(`/identity/${USER}`), 2)
  assert.equal(outcome.values, [{ name: 'vitalik.eth' }])
  await server.kill()
})

test("error: 'Token Balance Unavailable' when the balance call fails, and no retry for 30 s (SPEC §8)", async () => {
  let failing = true
  const { server, clock, api, run } = await setup((req, res) => {
    if (!failing || !req.path.endsWith('/balance')) return false
    sendJson(res, 400, { message: 'bad address' })
    return true
  })
  const first = await run(api.getBalance({ address: USER, chainId: 'eip155:1' }))
  assert.instance(first.error, ServiceError)
  assert.is((first.error as ServiceError).shortMessage, 'Token Balance Unavailable')
  failing = false
  const blocked = await run(api.getBalance({ address: USER, chainId: 'eip155:1' }))
  assert.is((blocked.error as ServiceError).shortMessage, 'Token Balance Unavailable')
  assert.is(server.requests.filter((r) => r.path.endsWith('/balance')).length, 1)
  clock.advanceBy(30_000)
  const after = await run(api.getBalance({ address: USER, chainId: 'eip155:1' }))
  assert.equal(after.values, [[balance]])
  await server.kill()
})

test("error: 'Token Balance Unavailable' on an unsupported network, without calling the balance endpoint (SPEC §8)", async () => {
  const { server, api, run } = await setup()
  const outcome = await run(api.getBalance({ address: USER, chainId: 'eip155:999' }))
  await server.kill()
  assert.is((outcome.error as ServiceError).shortMessage, 'Token Balance Unavailable')
  assert.is(server.requests.filter((r) => r.path.endsWith('/balance')).length, 0)
})

test("error: 'Network not supported for Swaps' and 'Network not supported for Gas Price' on unsupported networks (SPEC §8)", async () => {
  const { server, api, run } = await setup()
  const approve = await run(api.buildApproveTransaction({ userAddress: USER, from: 'eip155:999:0xa', to: 'eip155:999:0xb' }))
  const swap = await run(api.buildSwapTransaction({ amount: '1', userAddress: USER, from: 'eip155:999:0xa', to: 'eip155:999:0xb' }))
  const gas = await run(api.getGasPrice({ chainId: 'eip155:999' }))
  await server.kill()
  assert.is((approve.error as ServiceError).shortMessage, 'Network not supported for Swaps')
  assert.is((swap.error as ServiceError).shortMessage, 'Network not supported for Swaps')
  assert.is((gas.error as ServiceError).shortMessage, 'Network not supported for Gas Price')
  assert.ok(server.requests.every((r) => r.path === '/v1/supported-chains'))
})

test("error: name calls fail with 'Error resolving name', 'Error fetching names for address', 'Error fetching name suggestions', 'Error registering name {name}' (SPEC §8)", async () => {
  const { server, api, run } = await setup((req, res) => {
    if (!req.path.startsWith('/v1/profile')) return false
    res.socket?.destroy()
    return true
  })
  const messages = []
  for (const source of [
    api.lookupName('bob.reown.id'),
    api.reverseLookupNames({ address: USER }),
    api.getNameSuggestions({ name: 'bob' }),
    api.registerName({ name: 'bob.reown.id', coinType: 60, address: USER, message: '{}', signature: '0x' }),
  ] as Observable<unknown>[]) {
    const outcome = await run(source)
    assert.instance(outcome.error, ServiceError)
    messages.push((outcome.error as ServiceError).shortMessage)
  }
  await server.kill()
  assert.equal(messages, ['Error resolving name', 'Error fetching names for address', 'Error fetching name suggestions', 'Error registering name bob.reown.id'])
})

test('error: the API error message is used when present (SPEC §8)', async () => {
  const { server, api, run } = await setup((req, res) => {
    if (req.path === '/v1/profile/account' && req.method === 'POST') {
      sendJson(res, 409, { status: 'FAILED', reasons: [{ name: 'NAME_TAKEN', description: 'Name is already registered' }] })
      return true
    }
    if (req.path.endsWith('/history')) {
      sendJson(res, 400, { message: 'Unsupported chain eip155:5' })
      return true
    }
    return false
  })
  const register = await run(api.registerName({ name: 'bob.reown.id', coinType: 60, address: USER, message: '{}', signature: '0x' }))
  const history = await run(api.getTransactions({ account: USER, chainId: 'eip155:5' }))
  await server.kill()
  assert.is((register.error as ServiceError).shortMessage, 'Name is already registered')
  assert.is((register.error as ServiceError).kind, 'Error registering name bob.reown.id')
  assert.is((history.error as ServiceError).shortMessage, 'Unsupported chain eip155:5')
})

test("error: 'Failed to fetch transactions' when the history call fails without a message (SPEC §8)", async () => {
  const { server, api, run } = await setup((req, res) => {
    if (!req.path.endsWith('/history')) return false
    sendJson(res, 200, { data: [{ id: 1 }], next: null })
    return true
  })
  const outcome = await run(api.getTransactions({ account: USER }))
  await server.kill()
  assert.is((outcome.error as ServiceError).shortMessage, 'Failed to fetch transactions')
  assert.instance((outcome.error as ServiceError).cause, InvalidResponseError)
})

test('behavior: onramp options fall back to the built-in defaults and the quote to a mock quote (SPEC §8)', async () => {
  const { server, api, run } = await setup((req, res) => {
    if (!req.path.startsWith('/v1/onramp')) return false
    sendJson(res, 400, { message: 'nope' })
    return true
  })
  const options = await run(api.getOnrampOptions())
  const quote = await run(api.getOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' }))
  await server.kill()
  assert.equal(options.values, [DEFAULT_ONRAMP_OPTIONS])
  const limits = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.map((c) => [c.id, c.payment_method_limits.map((l) => `${l.id} ${l.min}-${l.max}`)])
  assert.equal(limits, [
    ['USD', ['card 10.00-7500.00', 'ach_bank_account 10.00-25000.00']],
    ['EUR', ['card 10.00-7500.00', 'ach_bank_account 10.00-25000.00']],
  ])
  assert.is(quote.values[0]?.quoteId, 'mocked-quote-id')
  assert.equal(quote.values[0]?.paymentTotal, { amount: '50', currency: 'USD' })
})

test('behavior: the real clock works too (asyncScheduler default path)', async () => {
  const { server } = await setup()
  const { asyncScheduler } = await import('rxjs')
  const api = createBlockchainApi({ baseUrl: server.url, projectId: 'p1', scheduler: asyncScheduler })
  const chains = await lastValueFrom(api.getSupportedChains())
  await server.kill()
  assert.ok(chains.http.includes('eip155:1'))
})

test.run()
