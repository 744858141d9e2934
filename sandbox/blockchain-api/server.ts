import { fileURLToPath } from 'node:url'
import { HttpError, route, startHttpService, type Handler, type HttpService, type RequestContext } from '../http/server.ts'
import type { Deployment } from '../evm/deploy.ts'
import { AssetTable, CURRENCY_RATES, type SolanaConfig } from './assets.ts'
import { evmBalances, solanaBalances } from './balances.ts'
import { buildApprove, buildTransaction, gasPrice, swapAllowance, swapQuotes, swapTokens, type ConvertContext } from './convert.ts'
import { buildHistory } from './history.ts'
import { listNfts } from './nfts.ts'
import { nftPreviewSvg, tokenIconSvg } from './images.ts'
import { ChainIndexer } from './indexer.ts'
import { NAME_ZONES, NameRegistry, parseName } from './names.ts'
import { Onramp } from './onramp.ts'
import { checkoutRoutes } from '../onramp/server.ts'
import { SmartSessions } from './sessions.ts'
import type { BalanceResponse, FungiblePriceResponse, HistoryResponse, NftsResponse, IdentityResponse, NameRecord, NameSuggestionsResponse, SupportedChainsResponse } from './types.ts'
import { isEvmAddress, isSolanaAddress, jsonObject, parseCaipAddress, parseCaipNetworkId, parseEvmAddress, requireParam } from './validate.ts'

/** Default file for registered names (kept out of git by this folder's .gitignore). */
export const DEFAULT_NAMES_FILE = fileURLToPath(new URL('./.data/names.json', import.meta.url))

export type BlockchainApiOptions = {
  /** The EVM chains (sandbox/evm deployments) the service reads. */
  chains: Deployment[]
  /** The Solana sandbox, for SOL/SPL balances and supported chains. */
  solana?: SolanaConfig
  /** Where registered names are persisted; survives restarts. */
  namesFile?: string
  port?: number
  /** Clock for signatures' freshness and sessions (tests). */
  now?: () => number
}

export type BlockchainApi = HttpService & { names: NameRegistry; onramp: Onramp; indexers: ChainIndexer[] }

/** Common query of SPEC §7: every call carries projectId (and st, sv); POSTs may put it in the body. */
function withProjectId(handler: Handler): Handler {
  return (ctx) => {
    let projectId = ctx.query.get('projectId')
    if (!projectId && ctx.method === 'POST') {
      const body = ctx.json()
      if (typeof body === 'object' && body !== null && typeof (body as { projectId?: unknown }).projectId === 'string') projectId = (body as { projectId: string }).projectId
    }
    if (!projectId) throw new HttpError(400, 'Missing required parameter: projectId')
    // Test hook shared with the wallet-list service: projectId `status-NNN` forces that status,
    // so clients can exercise SPEC §8/§9 error and retry paths (429/503 carry Retry-After: 1).
    const forced = /^status-([45]\d\d)$/.exec(projectId)
    if (forced) {
      const status = Number(forced[1])
      throw new HttpError(status, `Forced status ${status} for projectId ${projectId}`, status === 429 || status === 503 ? { 'retry-after': '1' } : {})
    }
    return handler(ctx)
  }
}

/** Path address as plain or CAIP-10 (`eip155:1:0x…`) → the plain part. */
function plainAddress(value: string): string {
  return value.split(':').length === 3 ? parseCaipAddress(value).address : value
}

/**
 * The sandbox blockchain service: every blockchain-service call of SPEC §7 on one origin,
 * answered from the local chains (see README.md for the wire shapes). Port 0 picks a free port.
 * @example const api = await startBlockchainApi({ chains: evm.chains }); await api.close()
 */
export async function startBlockchainApi(options: BlockchainApiOptions): Promise<BlockchainApi> {
  const now = options.now ?? Date.now
  let baseUrl = ''
  const assets = new AssetTable(options.chains, options.solana, () => baseUrl)
  const indexers = options.chains.map((d) => new ChainIndexer(d))
  const indexerOf = (chainId: string) => indexers.find((i) => `eip155:${i.deployment.chainId}` === chainId)
  const convert: ConvertContext = { assets, indexer: indexerOf }
  const names = new NameRegistry(options.namesFile ?? DEFAULT_NAMES_FILE)
  const onramp = new Onramp(assets, indexerOf)
  const sessions = new SmartSessions()
  const first = options.chains[0]
  if (first?.funded[0]) sessions.seed(first.funded[0], now())

  const json = <T>(body: T): { json: T } => ({ json: body })
  const v1 = (method: 'GET' | 'POST', path: string, handler: Handler) => route(method, path, withProjectId(handler))

  /** `chainId` query → the chains it selects (all when absent); 400 when unknown. */
  function selectChains(ctx: RequestContext, namespace?: string): string[] {
    const raw = ctx.query.get('chainId')
    const all = assets.supportedChainIds().filter((id) => !namespace || id.startsWith(`${namespace}:`))
    if (raw === null || raw === '') return all
    const { id } = parseCaipNetworkId(raw)
    if (!assets.supportedChainIds().includes(id)) throw new HttpError(400, `Unsupported chainId: ${raw}`)
    return [id]
  }

  function optionalSender(ctx: RequestContext): void {
    const sender = ctx.query.get('sender')
    if (sender) parseEvmAddress(sender, 'sender')
  }

  function checkApiVersion(ctx: RequestContext): void {
    const v = ctx.query.get('apiVersion')
    if (v !== null && v !== '2') throw new HttpError(400, `Unsupported apiVersion: ${v} (expected 2)`)
  }

  const routes = [
    v1('GET', '/v1/supported-chains', (): { json: SupportedChainsResponse } => {
      const ids = assets.supportedChainIds()
      return json({ http: ids, ws: ids.filter((id) => id.startsWith('solana:') && options.solana?.wsUrl) })
    }),

    v1('GET', '/v1/identity/:address', (ctx): { json: IdentityResponse } => {
      optionalSender(ctx)
      const address = parseEvmAddress(plainAddress(ctx.params.address!))
      const record = names.reverse(address)[0]
      return json({ name: record?.name ?? null, avatar: record?.attributes[0]?.avatar ?? null })
    }),

    v1('GET', '/v1/account/:account/history', async (ctx): Promise<{ json: HistoryResponse }> => {
      const account = plainAddress(ctx.params.account!)
      const cursor = ctx.query.get('cursor') || undefined
      const onrampProvider = ctx.query.get('onramp')
      if (onrampProvider !== null && onrampProvider !== 'coinbase' && onrampProvider !== 'meld') throw new HttpError(400, `Unknown onramp provider: ${onrampProvider}`)
      if (isSolanaAddress(account) && !isEvmAddress(account)) {
        selectChains(ctx, 'solana')
        if (onrampProvider) return json({ data: onramp.history(account), next: null })
        return json({ data: [], next: null }) // SPEC §9: activity is on eip155 only
      }
      const address = parseEvmAddress(account, 'account')
      const chainIds = selectChains(ctx, 'eip155')
      if (chainIds.some((id) => !id.startsWith('eip155:'))) throw new HttpError(400, 'Activity is available on eip155 chains only')
      if (onrampProvider) return json({ data: onramp.history(address), next: null })
      const selected = indexers.filter((i) => chainIds.includes(`eip155:${i.deployment.chainId}`))
      return json(await buildHistory({ address, indexers: selected, assets, baseUrl, cursor }))
    }),

    // Not a SPEC.md §7 call (the NFTs tab needs one): the NFTs the address holds now,
    // on `chainId` or every EVM chain; one page (`next` is always null in the sandbox).
    v1('GET', '/v1/account/:account/nfts', async (ctx): Promise<{ json: NftsResponse }> => {
      const address = parseEvmAddress(plainAddress(ctx.params.account!), 'account')
      const chainIds = selectChains(ctx, 'eip155')
      if (chainIds.some((id) => !id.startsWith('eip155:'))) throw new HttpError(400, 'NFTs are listed on eip155 chains only')
      const selected = indexers.filter((i) => chainIds.includes(`eip155:${i.deployment.chainId}`))
      return json({ data: await listNfts({ address, indexers: selected, baseUrl }), next: null })
    }),

    v1('GET', '/v1/account/:address/balance', async (ctx): Promise<{ json: BalanceResponse }> => {
      const currency = (ctx.query.get('currency') ?? 'usd').toLowerCase()
      const rate = CURRENCY_RATES[currency]
      if (!rate) throw new HttpError(400, `Unsupported currency: ${currency}`)
      const raw = plainAddress(ctx.params.address!)
      // forceUpdate (a token to refresh) is accepted as is: the sandbox reads the chain on every call.
      if (isEvmAddress(raw)) {
        const address = parseEvmAddress(raw)
        const chainIds = selectChains(ctx)
        if (!chainIds.some((id) => id.startsWith('eip155:'))) throw new HttpError(400, 'An EVM address has no balance on a solana chain')
        const lists = await Promise.all(chainIds.flatMap((id) => (indexerOf(id) ? [evmBalances(indexerOf(id)!, assets, address, rate)] : [])))
        return json({ balances: lists.flat().sort((a, b) => b.value - a.value) })
      }
      if (isSolanaAddress(raw)) {
        const chainIds = selectChains(ctx)
        if (!options.solana || !chainIds.includes(options.solana.chainId)) throw new HttpError(400, 'A Solana address needs a solana chainId the sandbox runs')
        const balances = await solanaBalances(options.solana, assets, raw, rate).catch((e: unknown) => {
          throw new HttpError(400, `Invalid Solana address or RPC failure: ${e instanceof Error ? e.message : String(e)}`)
        })
        return json({ balances: balances.sort((a, b) => b.value - a.value) })
      }
      throw new HttpError(400, `Invalid address: ${raw}`)
    }),

    v1('GET', '/v1/convert/tokens', (ctx) => json(swapTokens(convert, ctx))),
    v1('GET', '/v1/convert/quotes', async (ctx) => json(await swapQuotes(convert, ctx))),
    v1('GET', '/v1/convert/allowance', async (ctx) => json(await swapAllowance(convert, ctx))),
    v1('GET', '/v1/convert/gas-price', async (ctx) => json(await gasPrice(convert, ctx))),
    v1('GET', '/v1/convert/build-approve', async (ctx) => json(await buildApprove(convert, ctx))),
    v1('POST', '/v1/convert/build-transaction', async (ctx) => json(await buildTransaction(convert, ctx))),

    v1('POST', '/v1/fungible/price', (ctx): { json: FungiblePriceResponse } => {
      const body = jsonObject(ctx.json())
      const currency = body.currency === undefined ? 'usd' : body.currency
      if (typeof currency !== 'string' || !CURRENCY_RATES[currency.toLowerCase()]) throw new HttpError(400, `Unsupported currency: ${String(currency)}`)
      const rate = CURRENCY_RATES[currency.toLowerCase()]!
      if (body.addresses === undefined) throw new HttpError(400, 'Missing required field: addresses')
      if (!Array.isArray(body.addresses) || !body.addresses.every((a) => typeof a === 'string')) throw new HttpError(400, 'addresses must be an array of CAIP-10 strings')
      const fungibles = (body.addresses as string[]).map((address) => {
        parseCaipAddress(address)
        const asset = assets.get(address)
        if (!asset) throw new HttpError(400, `Unknown token address: ${address}`)
        return { address: asset.caipAddress, name: asset.name, symbol: asset.symbol, iconUrl: asset.iconUrl, price: asset.priceUsd * rate }
      })
      return json({ fungibles })
    }),

    v1('GET', '/v1/profile/account/:name', (ctx): { json: NameRecord } => {
      checkApiVersion(ctx)
      const { full } = parseName(ctx.params.name!)
      const record = names.get(full)
      if (!record) throw new HttpError(404, `Name not found: ${full}`)
      return json(record)
    }),

    v1('GET', '/v1/profile/reverse/:address', (ctx): { json: NameRecord[] } => {
      checkApiVersion(ctx)
      optionalSender(ctx)
      return json(names.reverse(parseEvmAddress(plainAddress(ctx.params.address!))))
    }),

    v1('GET', '/v1/profile/suggestions/:name', (ctx): { json: NameSuggestionsResponse } => {
      const zone = ctx.query.get('zone') ?? NAME_ZONES[0]
      if (!(NAME_ZONES as readonly string[]).includes(zone)) throw new HttpError(400, `Unknown zone: ${zone}`)
      const raw = ctx.params.name!
      const label = raw.includes('.') ? parseName(raw).label : parseName(`${raw}.${zone}`).label
      return json({ suggestions: names.suggestions(label, zone) })
    }),

    v1('POST', '/v1/profile/account', async (ctx) => json(await names.register(jsonObject(ctx.json()), now()))),

    v1('POST', '/v1/generators/onrampurl', (ctx) => json(onramp.createSession(ctx.json(), baseUrl))),
    v1('GET', '/v1/onramp/options', () => json(onramp.options())),
    v1('POST', '/v1/onramp/quote', (ctx) => json(onramp.quote(ctx.json()))),

    v1('GET', '/v1/sessions/:address', (ctx) => {
      const address = parseEvmAddress(plainAddress(ctx.params.address!))
      return json(sessions.list(address))
    }),
    v1('POST', '/v1/sessions/:address/revoke', async (ctx) => {
      const address = parseEvmAddress(plainAddress(ctx.params.address!))
      return json(await sessions.revoke(address, ctx.json(), now()))
    }),

    // SPEC §7 "Chain RPC": the provider-hosted JSON-RPC endpoint (`POST /v1?chainId=…&projectId=…`),
    // forwarded as is (single or batch) to the chain's node.
    ...['/v1', '/v1/'].map((path) => v1('POST', path, (ctx) => rpcProxy(ctx))),

    // Pages and images the API's answers link to (no projectId: browsers load them directly).
    // The checkout also has an origin of its own (sandbox/onramp/server.ts); here for a service started alone.
    ...checkoutRoutes(onramp),
    route('GET', '/icons/:file', (ctx) => {
      const match = /^([a-z0-9-]{1,16})\.svg$/.exec(ctx.params.file!)
      if (!match) throw new HttpError(404, `No icon ${ctx.params.file}`)
      return { body: tokenIconSvg(match[1]!), contentType: 'image/svg+xml' }
    }),
    route('GET', '/nft/:chainId/:contract/:file', async (ctx) => {
      const indexer = indexerOf(`eip155:${ctx.params.chainId}`)
      const match = /^(\d{1,20})\.svg$/.exec(ctx.params.file!)
      if (!indexer || !match || !isEvmAddress(ctx.params.contract!)) throw new HttpError(404, 'No such NFT image')
      const meta = await indexer.nft(parseEvmAddress(ctx.params.contract!), BigInt(match[1]!))
      if (!meta) throw new HttpError(404, 'No such NFT')
      return { body: nftPreviewSvg(meta.name, meta.spam), contentType: 'image/svg+xml' }
    }),
  ]

  async function rpcProxy(ctx: RequestContext): Promise<{ status: number; body: string; contentType: string }> {
    const { id } = parseCaipNetworkId(requireParam(ctx.query, 'chainId'))
    const upstream = indexerOf(id)?.deployment.rpcUrl ?? (options.solana?.chainId === id ? options.solana.rpcUrl : undefined)
    if (!upstream) throw new HttpError(400, `Unsupported chainId: ${id}`)
    const payload = ctx.json()
    const isCall = (x: unknown) => typeof x === 'object' && x !== null && typeof (x as { method?: unknown }).method === 'string'
    if (Array.isArray(payload) ? payload.length === 0 || !payload.every(isCall) : !isCall(payload)) {
      throw new HttpError(400, 'Body must be a JSON-RPC request (jsonrpc, id, method, params) or a non-empty batch of them')
    }
    const res = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }).catch(() => {
      throw new HttpError(502, `The ${id} node did not answer`)
    })
    return { status: res.status, body: await res.text(), contentType: 'application/json; charset=utf-8' }
  }

  const service = await startHttpService(routes, { port: options.port, name: 'blockchain-api' })
  baseUrl = service.url
  return { ...service, names, onramp, indexers }
}
