/**
 * Wire shapes of the sandbox blockchain service (SPEC §7), following Reown's blockchain API as the
 * modal's clients read it. README.md in this folder documents them endpoint by endpoint.
 */

/** `eip155:31337` — a CAIP-2 network id (two parts, SPEC §5). */
export type CaipNetworkId = `${string}:${string}`
/** `eip155:31337:0xabc…` — a CAIP-10 address (three parts, SPEC §5). */
export type CaipAddress = `${string}:${string}:${string}`

export type ErrorResponse = { message: string }

export type SupportedChainsResponse = { http: CaipNetworkId[]; ws: CaipNetworkId[] }

export type IdentityResponse = { name: string | null; avatar: string | null }

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'
export type TransactionDirection = 'in' | 'out' | 'self'

export type TransactionMetadata = {
  operationType: string
  hash: string
  chain: CaipNetworkId
  minedAt: string
  sentFrom: string
  sentTo: string
  status: TransactionStatus
  nonce: number
}

export type TransactionContentUrl = { url: string; content_type: null }

export type TransactionTransfer = {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    content: { preview: TransactionContentUrl; detail: TransactionContentUrl }
    flags: { is_spam: boolean }
  }
  direction: TransactionDirection
  quantity: { numeric: string }
  value?: number
  price?: number
}

export type Transaction = { id: string; metadata: TransactionMetadata; transfers: TransactionTransfer[] }

export type HistoryResponse = { data: Transaction[]; next: string | null }

/** An NFT an address holds (`GET /v1/account/{address}/nfts`, the sandbox's own call). */
export type NftItem = {
  chainId: CaipNetworkId
  contract: string
  tokenId: string
  name: string
  collection: { name: string; symbol?: string }
  preview: { url: string }
  flags: { is_spam: boolean }
}
export type NftsResponse = { data: NftItem[]; next: string | null }

export type Balance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** CAIP-10 address of the token contract or mint; absent for the native coin. */
  address?: CaipAddress
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type BalanceResponse = { balances: Balance[] }

export type SwapToken = { name: string; symbol: string; address: CaipAddress; decimals: number; logoUri: string; eip2612: boolean }
export type SwapTokensResponse = { tokens: SwapToken[] }

export type SwapQuote = { id: string | null; fromAmount: string; fromAccount: CaipAddress; toAmount: string; toAccount: CaipAddress }
export type SwapQuotesResponse = { quotes: SwapQuote[] }

export type SwapAllowanceResponse = { allowance: string }

export type GasPriceResponse = { standard: string; fast: string; instant: string }

export type BuildApproveResponse = {
  tx: { from: CaipAddress; to: CaipAddress; data: `0x${string}`; value: string; eip155: { gas: number; gasPrice: string } }
}

export type BuildTransactionResponse = {
  tx: { from: CaipAddress; to: CaipAddress; data: `0x${string}`; amount: string; eip155: { gas: string; gasPrice: string } }
}

export type FungiblePrice = { address: CaipAddress; name: string; symbol: string; iconUrl: string; price: number }
export type FungiblePriceResponse = { fungibles: FungiblePrice[] }

export type NameRecord = {
  name: string
  registered_at: string
  updated_at: string | undefined
  addresses: Record<string, { address: string; created: string }>
  attributes: { avatar?: string; bio?: string }[]
}

export type NameSuggestionsResponse = { suggestions: { name: string; registered: boolean }[] }

export type OnrampNetwork = { name: string; display_name: string; chain_id: string; contract_address: string }
export type PurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }
export type PaymentCurrency = { id: string; payment_method_limits: { id: string; min: string; max: string }[] }
export type OnrampOptionsResponse = { paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[] }

export type OnrampAmount = { amount: string; currency: string }
export type OnrampQuoteResponse = {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

export type OnrampUrlResponse = { url: string }

export type SmartSession = {
  project: { id: string; name: string; url: string; iconUrl: string }
  pci: string
  expiry: number
  createdAt: number
  permissions: { type: string; data: Record<string, string> }[]
  policies: { type: string; data: Record<string, string> }[]
  context: string
  revokedAt?: number
}
export type SmartSessionsResponse = { pcis: SmartSession[] }
export type SuccessResponse = { success: boolean }
