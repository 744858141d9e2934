import { catchError, defer, map, mergeMap, type Observable, of, tap, throwError } from 'rxjs'
import { ServiceError, type ServiceErrorMessage } from '../errors/ServiceError.ts'
import { tokenBalance } from '../events/balances.ts'
import { transaction } from '../events/activity.ts'
import { nft } from '../events/nfts.ts'
import { s, type Infer } from '../events/schema.ts'
import { DEFAULT_BLOCKCHAIN_API_URL } from './endpoints.ts'
import { createHttpClient } from './http.ts'
import { DEFAULT_ONRAMP_OPTIONS, mockOnrampQuote } from './onrampDefaults.ts'
import { onrampOptionsSchema, onrampQuoteSchema, onrampStatusSchema, type OnrampCheckoutStatus, type OnrampOptions, type OnrampQuote } from './onrampSchemas.ts'
import { httpOptions, type ServiceClientOptions } from './serviceOptions.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS, createTtlCache, IDENTITY_CACHE_MS } from './ttlCache.ts'

// Response schemas (SPEC.md §3 entities, Reown's blockchain API shapes; sandbox/blockchain-api/README.md).
const strings = s.array(s.string())
export const supportedChainsSchema = s.object({ http: strings, ws: s.optional(strings) })
export const identitySchema = s.object({ name: s.optional(s.string()), avatar: s.optional(s.string()) })
/** The wire format is the event's (`activity/pageLoaded` carries the transactions as they come). */
export const transactionSchema = transaction
export const historySchema = s.object({ data: s.array(transactionSchema), next: s.optional(s.string()) })
/** The wire format is the event's: one definition (`balances/loaded` carries these as they come). */
export const balanceSchema = tokenBalance
/** `/v1/account/{address}/nfts` (sandbox/blockchain-api/README.md): the NFTs an address holds. */
export const nftsSchema = s.object({ data: s.array(nft), next: s.optional(s.string()) })
export const balancesSchema = s.object({ balances: s.array(balanceSchema) })
export const swapTokensSchema = s.object({
  tokens: s.array(
    s.object({ name: s.string(), symbol: s.string(), address: s.string(), decimals: s.number({ integer: true, min: 0 }), logoUri: s.optional(s.string()), eip2612: s.optional(s.boolean()) }),
  ),
})
export const swapQuotesSchema = s.object({
  quotes: s.array(s.object({ id: s.optional(s.string()), fromAmount: s.string(), fromAccount: s.string(), toAmount: s.string(), toAccount: s.string() })),
})
export const allowanceSchema = s.object({ allowance: s.string() })
export const gasPriceSchema = s.object({ standard: s.string(), fast: s.string(), instant: s.string() })
const txBase = { from: s.string(), to: s.string(), data: s.string(), eip155: s.object({ gas: s.scalar(), gasPrice: s.string() }) }
export const approveTxSchema = s.object({ tx: s.object({ ...txBase, value: s.string() }) })
export const swapTxSchema = s.object({ tx: s.object({ ...txBase, amount: s.string() }) })
export const fungiblePriceSchema = s.object({
  fungibles: s.array(s.object({ name: s.string(), symbol: s.string(), iconUrl: s.string(), price: s.number(), address: s.optional(s.string()) })),
})
export const nameRecordSchema = s.object({
  name: s.string(),
  registered_at: s.optional(s.string()),
  updated_at: s.optional(s.string()),
  addresses: s.record(s.object({ address: s.string(), created: s.optional(s.string()) })),
  attributes: s.optional(s.array(s.record(s.string()))),
})
export const nameSuggestionsSchema = s.object({ suggestions: s.array(s.object({ name: s.string(), registered: s.boolean() })) })
// The onramp answers' shapes sit in a leaf file, so onrampDefaults.ts needs nothing from here.
export { onrampOptionsSchema, onrampQuoteSchema, onrampStatusSchema, type OnrampCheckoutStatus, type OnrampOptions, type OnrampQuote } from './onrampSchemas.ts'
export const smartSessionsSchema = s.object({
  pcis: s.array(
    s.object({
      pci: s.string(),
      project: s.object({ id: s.string(), name: s.string(), url: s.optional(s.string()), iconUrl: s.optional(s.string()) }),
      expiry: s.number(),
      createdAt: s.number(),
      permissions: s.json(),
      policies: s.json(),
      context: s.optional(s.string()),
      revokedAt: s.optional(s.number()),
    }),
  ),
})
const successSchema = s.object({ success: s.boolean() })
const urlSchema = s.object({ url: s.string() })

export type SupportedChains = Infer<typeof supportedChainsSchema>
export type Identity = Infer<typeof identitySchema>
export type Transaction = Infer<typeof transactionSchema>
export type TransactionsPage = Infer<typeof historySchema>
export type TokenBalance = Infer<typeof balanceSchema>
export type NftsPage = Infer<typeof nftsSchema>
export type SwapTokens = Infer<typeof swapTokensSchema>
export type SwapQuotes = Infer<typeof swapQuotesSchema>
export type GasPrice = Infer<typeof gasPriceSchema>
export type ApproveTransaction = Infer<typeof approveTxSchema>
export type SwapTransaction = Infer<typeof swapTxSchema>
export type FungiblePrices = Infer<typeof fungiblePriceSchema>
export type NameRecord = Infer<typeof nameRecordSchema>
export type NameSuggestions = Infer<typeof nameSuggestionsSchema>
export type SmartSessions = Infer<typeof smartSessionsSchema>

/** SPEC.md §9 swap slippage tolerance (percent). */
export const SWAP_SLIPPAGE = '1'

/** The blockchain service (SPEC.md §7), every endpoint as a cold Observable. */
export type BlockchainApi = {
  getSupportedChains(): Observable<SupportedChains>
  /** Whether the service supports a network (false when the list cannot be fetched). */
  isNetworkSupported(caipNetworkId: string): Observable<boolean>
  /** `/v1/identity/{address}`, cached 5 min (SPEC.md §9). */
  getIdentity(args: { address: string; sender?: string }): Observable<Identity>
  /** `/v1/account/{account}/history`; fails with 'Failed to fetch transactions'. */
  getTransactions(args: { account: string; cursor?: string; onramp?: string; chainId?: string }): Observable<TransactionsPage>
  /** `/v1/account/{address}/nfts` (not in SPEC.md §7; the sandbox's shape): the NFTs an address holds on `chainId`. */
  getNfts(args: { address: string; chainId: string; cursor?: string }): Observable<NftsPage>
  /**
   * `/v1/account/{address}/balance`, cached 30 s. Fails with 'Token Balance Unavailable' when the
   * network is unsupported or the call fails, and then refuses to retry for 30 s (SPEC.md §8).
   */
  getBalance(args: { address: string; chainId: string; currency?: string; forceUpdate?: string }): Observable<TokenBalance[]>
  getSwapQuotes(args: { amount: string; userAddress: string; from: string; to: string; gasPrice: string }): Observable<SwapQuotes>
  getSwapTokens(args: { chainId: string }): Observable<SwapTokens>
  getSwapAllowance(args: { tokenAddress: string; userAddress: string }): Observable<{ allowance: string }>
  /** Fails with 'Network not supported for Gas Price' on an unsupported network. */
  getGasPrice(args: { chainId: string }): Observable<GasPrice>
  /** Fails with 'Network not supported for Swaps' on an unsupported network (from `from`). */
  buildApproveTransaction(args: { userAddress: string; from: string; to: string; amount?: string }): Observable<ApproveTransaction>
  /** POST; fails with 'Network not supported for Swaps' on an unsupported network (from `from`). */
  buildSwapTransaction(args: { amount: string; userAddress: string; from: string; to: string; disableEstimate?: boolean }): Observable<SwapTransaction>
  getTokenPrices(args: { addresses: readonly string[] }): Observable<FungiblePrices>
  /** `/v1/profile/account/{name}` (apiVersion 2), cached 5 min; fails with 'Error resolving name'. */
  lookupName(name: string): Observable<NameRecord>
  /** Cached 5 min; fails with 'Error fetching names for address'. */
  reverseLookupNames(args: { address: string; sender?: string }): Observable<NameRecord[]>
  /** Fails with 'Error fetching name suggestions'. */
  getNameSuggestions(args: { name: string; zone?: string }): Observable<NameSuggestions>
  /** POST /v1/profile/account; fails with 'Error registering name {name}'. */
  registerName(args: { name: string; coinType: number; address: string; message: string; signature: string }): Observable<NameRecord>
  getOnrampUrl(args: {
    destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
    partnerUserId: string
    defaultNetwork?: string
    purchaseAmount?: number
    paymentAmount?: number
  }): Observable<string>
  /** Falls back to the built-in options on failure (SPEC.md §8). */
  getOnrampOptions(): Observable<OnrampOptions>
  /** Falls back to a mock 1:1 quote on failure (SPEC.md §8). */
  getOnrampQuote(args: { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string }): Observable<OnrampQuote>
  /** The status of a checkout `getOnrampUrl` generated (`<url>/status` on the checkout's origin); no retries, the caller polls. */
  getOnrampStatus?(url: string): Observable<OnrampCheckoutStatus>
  getSmartSessions(address: string): Observable<SmartSessions>
  revokeSmartSession(args: { address: string; pci: string; signature: string }): Observable<{ success: boolean }>
}

/** A path segment; colons stay readable (CAIP ids and addresses). */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}

/** `eip155:1:0xabc` → `eip155:1`; anything else unchanged. */
function networkOf(caipAddress: string): string {
  const parts = caipAddress.split(':')
  return parts.length === 3 ? `${parts[0]}:${parts[1]}` : caipAddress
}

/**
 * Creates the blockchain service client with its SPEC.md §9 caches (balance 30 s, identity and
 * names 5 min) on the injected scheduler.
 *
 * @example
 * const api = createBlockchainApi({ projectId, scheduler: asyncScheduler })
 * api.getBalance({ address, chainId: 'eip155:1' }).subscribe((balances) => …)
 */
export function createBlockchainApi(options: ServiceClientOptions): BlockchainApi {
  const { scheduler } = options
  const http = createHttpClient(httpOptions(options, options.baseUrl ?? DEFAULT_BLOCKCHAIN_API_URL))
  const balances = createTtlCache<TokenBalance[]>({ ttlMs: BALANCE_CACHE_MS, scheduler })
  const balanceBlocked = createTtlCache<ServiceError>({ ttlMs: BALANCE_RETRY_BLOCK_MS, scheduler })
  const identities = createTtlCache<Identity>({ ttlMs: IDENTITY_CACHE_MS, scheduler })
  const names = createTtlCache<NameRecord>({ ttlMs: IDENTITY_CACHE_MS, scheduler })
  const reverseNames = createTtlCache<NameRecord[]>({ ttlMs: IDENTITY_CACHE_MS, scheduler })
  const chains = createTtlCache<SupportedChains>({ ttlMs: IDENTITY_CACHE_MS, scheduler })

  const wrap =
    <T>(kind: ServiceErrorMessage) =>
    (source: Observable<T>) =>
      source.pipe(catchError((cause: unknown) => throwError(() => new ServiceError(kind, { cause }))))

  const getSupportedChains = () => chains.through('all', () => http.json({ call: 'blockchainApi.getSupportedChains', path: '/v1/supported-chains' }, supportedChainsSchema))
  const isNetworkSupported = (caipNetworkId: string) =>
    getSupportedChains().pipe(
      map((list) => list.http.includes(caipNetworkId)),
      catchError(() => of(false)),
    )
  /** Runs `source` only on a supported network, else fails with `kind` (no call made). */
  const onSupported = <T>(caipNetworkId: string, kind: ServiceErrorMessage, source: () => Observable<T>) =>
    isNetworkSupported(caipNetworkId).pipe(mergeMap((ok) => (ok ? source() : throwError(() => new ServiceError(kind, { useApiMessage: false })))))

  return {
    getSupportedChains,
    isNetworkSupported,
    getIdentity: ({ address, sender }) =>
      identities.through(address.toLowerCase(), () => http.json({ call: 'blockchainApi.getIdentity', path: `/v1/identity/${segment(address)}`, params: { sender } }, identitySchema)),
    getTransactions: ({ account, cursor, onramp, chainId }) =>
      http
        .json({ call: 'blockchainApi.getTransactions', path: `/v1/account/${segment(account)}/history`, params: { cursor, onramp, chainId } }, historySchema)
        .pipe(wrap('Failed to fetch transactions')),
    getNfts: ({ address, chainId, cursor }) => http.json({ call: 'blockchainApi.getNfts', path: `/v1/account/${segment(address)}/nfts`, params: { chainId, cursor } }, nftsSchema),
    getBalance: ({ address, chainId, currency = 'usd', forceUpdate }) =>
      defer(() => {
        const key = `${chainId}:${address.toLowerCase()}`
        const blocked = balanceBlocked.get(key)
        if (blocked) return throwError(() => blocked)
        const cached = forceUpdate ? undefined : balances.get(key)
        if (cached) return of(cached)
        const fail = (error: ServiceError) => {
          balanceBlocked.set(key, error)
          return throwError(() => error)
        }
        return isNetworkSupported(chainId).pipe(
          mergeMap((ok) => {
            if (!ok) return fail(new ServiceError('Token Balance Unavailable', { useApiMessage: false }))
            return http
              .json(
                {
                  call: 'blockchainApi.getBalance',
                  path: `/v1/account/${segment(address)}/balance`,
                  params: { currency, chainId, forceUpdate },
                },
                balancesSchema,
              )
              .pipe(
                map((body) => body.balances),
                tap((list) => balances.set(key, list)),
                catchError((cause: unknown) => fail(new ServiceError('Token Balance Unavailable', { cause, useApiMessage: false }))),
              )
          }),
        )
      }),
    getSwapQuotes: (args) => http.json({ call: 'blockchainApi.getSwapQuotes', path: '/v1/convert/quotes', params: { ...args } }, swapQuotesSchema),
    getSwapTokens: ({ chainId }) => http.json({ call: 'blockchainApi.getSwapTokens', path: '/v1/convert/tokens', params: { chainId } }, swapTokensSchema),
    getSwapAllowance: ({ tokenAddress, userAddress }) => http.json({ call: 'blockchainApi.getSwapAllowance', path: '/v1/convert/allowance', params: { tokenAddress, userAddress } }, allowanceSchema),
    getGasPrice: ({ chainId }) =>
      onSupported(chainId, 'Network not supported for Gas Price', () => http.json({ call: 'blockchainApi.getGasPrice', path: '/v1/convert/gas-price', params: { chainId } }, gasPriceSchema)),
    buildApproveTransaction: ({ userAddress, from, to, amount }) =>
      onSupported(networkOf(from), 'Network not supported for Swaps', () =>
        http.json({ call: 'blockchainApi.buildApproveTransaction', path: '/v1/convert/build-approve', params: { userAddress, from, to, amount } }, approveTxSchema),
      ),
    buildSwapTransaction: ({ amount, userAddress, from, to, disableEstimate }) =>
      onSupported(networkOf(from), 'Network not supported for Swaps', () =>
        http.json(
          {
            call: 'blockchainApi.buildSwapTransaction',
            method: 'POST',
            path: '/v1/convert/build-transaction',
            body: { amount, eip155: { slippage: SWAP_SLIPPAGE }, projectId: options.projectId, from, to, userAddress, disableEstimate },
          },
          swapTxSchema,
        ),
      ),
    getTokenPrices: ({ addresses }) =>
      http.json({ call: 'blockchainApi.getTokenPrices', method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses, projectId: options.projectId } }, fungiblePriceSchema),
    lookupName: (name) =>
      names
        .through(name.toLowerCase(), () => http.json({ call: 'blockchainApi.lookupName', path: `/v1/profile/account/${segment(name)}`, params: { apiVersion: '2' } }, nameRecordSchema))
        .pipe(wrap('Error resolving name')),
    reverseLookupNames: ({ address, sender }) =>
      reverseNames
        .through(address.toLowerCase(), () =>
          http.json({ call: 'blockchainApi.reverseLookupNames', path: `/v1/profile/reverse/${segment(address)}`, params: { sender, apiVersion: '2' } }, s.array(nameRecordSchema)),
        )
        .pipe(wrap('Error fetching names for address')),
    getNameSuggestions: ({ name, zone = 'reown.id' }) =>
      http.json({ call: 'blockchainApi.getNameSuggestions', path: `/v1/profile/suggestions/${segment(name)}`, params: { zone } }, nameSuggestionsSchema).pipe(wrap('Error fetching name suggestions')),
    registerName: ({ name, coinType, address, message, signature }) =>
      http.json({ call: 'blockchainApi.registerName', method: 'POST', path: '/v1/profile/account', body: { coin_type: coinType, address, message, signature }, retry: false }, nameRecordSchema).pipe(
        // The address's identity and names changed: the next ask reads them, not the 5-min cache.
        tap(() => {
          identities.delete(address.toLowerCase())
          reverseNames.delete(address.toLowerCase())
          names.delete(name.toLowerCase())
        }),
        wrap(`Error registering name ${name}`),
      ),
    getOnrampUrl: ({ destinationWallets, partnerUserId, defaultNetwork, purchaseAmount, paymentAmount }) =>
      http
        .json(
          {
            call: 'blockchainApi.getOnrampUrl',
            method: 'POST',
            path: '/v1/generators/onrampurl',
            body: { destinationWallets, defaultNetwork, partnerUserId, defaultExperience: 'buy', presetCryptoAmount: purchaseAmount, presetFiatAmount: paymentAmount },
          },
          urlSchema,
        )
        .pipe(map((body) => body.url)),
    getOnrampOptions: () => http.json({ call: 'blockchainApi.getOnrampOptions', path: '/v1/onramp/options' }, onrampOptionsSchema).pipe(catchError(() => of(DEFAULT_ONRAMP_OPTIONS))),
    getOnrampQuote: ({ purchaseCurrency, paymentCurrency, amount, network }) =>
      http
        .json({ call: 'blockchainApi.getOnrampQuote', method: 'POST', path: '/v1/onramp/quote', body: { purchaseCurrency, paymentCurrency, amount, network } }, onrampQuoteSchema)
        .pipe(catchError(() => of(mockOnrampQuote({ amount, paymentCurrency })))),
    getOnrampStatus: (url) =>
      createHttpClient({ baseUrl: url, scheduler, ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.signal ? { signal: options.signal } : {}) }).json(
        { call: 'blockchainApi.getOnrampStatus', path: '/status', retry: false },
        onrampStatusSchema,
      ),
    getSmartSessions: (address) => http.json({ call: 'blockchainApi.getSmartSessions', path: `/v1/sessions/${segment(address)}` }, smartSessionsSchema),
    revokeSmartSession: ({ address, pci, signature }) =>
      http.json({ call: 'blockchainApi.revokeSmartSession', method: 'POST', path: `/v1/sessions/${segment(address)}/revoke`, body: { pci, signature }, retry: false }, successSchema),
  }
}
