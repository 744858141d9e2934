import { randomUUID } from 'node:crypto'
import { createWalletClient, http, parseUnits, type Address, type Hex } from 'viem'
import { sandboxChain } from '../evm/viemChain.ts'
import { HttpError } from '../http/server.ts'
import { OPERATOR_INDEX, testAccount } from '../evm/accounts.ts'
import { artifacts } from '../evm/artifacts.ts'
import type { Deployment } from '../evm/deploy.ts'
import type { AssetTable } from './assets.ts'
import type { ChainIndexer } from './indexer.ts'
import type {
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  PaymentCurrency,
  PurchaseCurrency,
  Transaction,
} from './types.ts'
import { jsonObject, parseDecimal, parseEvmAddress } from './validate.ts'

/** SPEC §9 default limits: card 10.00–7500.00, bank account 10.00–25000.00, in USD and EUR. */
const PAYMENT_CURRENCIES: PaymentCurrency[] = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
}))
const FIAT_PER_USD: Record<string, number> = { USD: 1, EUR: 0.92 }
/** Provider fee (SPEC §9: 1–2 %) and a flat network fee, in the payment currency. */
const PROVIDER_FEE = 0.015
const NETWORK_FEE = 0.5
const BUYABLE = ['ETH', 'USDC', 'LATCH']

export type CheckoutSession = {
  id: string
  address: Address
  symbol: string
  chainId: number
  network: string
  cryptoAmount: string
  fiatAmount: string | null
  partnerUserId: string
  status: 'pending' | 'completed'
  txHash: Hex | null
  createdAt: number
  completedAt: number | null
}

export const networkName = (chainId: number): string => `latch-sandbox-${chainId}`

/**
 * Onramp (SPEC §7): options and quotes from a fixed price table, and a checkout that really
 * delivers: the generated URL opens a local page whose button makes the operator account mint the
 * bought tokens (or send the ETH) to the destination wallet.
 */
export class Onramp {
  readonly sessions = new Map<string, CheckoutSession>()
  private queues = new Map<number, Promise<unknown>>()

  constructor(
    private readonly assets: AssetTable,
    private readonly indexer: (chainId: string) => ChainIndexer | undefined,
  ) {}

  private network(name: string): Deployment {
    const deployment = this.assets.chains.find((c) => networkName(c.chainId) === name || String(c.chainId) === name)
    if (!deployment) throw new HttpError(400, `Unknown network: ${name}`)
    return deployment
  }

  options(): OnrampOptionsResponse {
    const purchaseCurrencies: PurchaseCurrency[] = BUYABLE.map((symbol) => {
      const first = this.assets.chains[0]
      const asset = first && (symbol === 'ETH' ? this.assets.find(`eip155:${first.chainId}`, null) : this.assets.onChain(`eip155:${first.chainId}`).find((a) => a.symbol === symbol))
      return {
        id: symbol,
        name: asset?.name ?? symbol,
        symbol,
        networks: this.assets.chains.map((c) => ({
          name: networkName(c.chainId),
          display_name: `Latch Sandbox ${c.chainId}`,
          chain_id: String(c.chainId),
          contract_address: symbol === 'ETH' ? '' : (Object.values(c.tokens).find((t) => t.symbol === symbol)?.address ?? ''),
        })),
      }
    })
    return { paymentCurrencies: PAYMENT_CURRENCIES, purchaseCurrencies }
  }

  quote(raw: unknown): OnrampQuoteResponse {
    const body = jsonObject(raw)
    const purchase = currencyId(body.purchaseCurrency, 'purchaseCurrency')
    const payment = currencyId(body.paymentCurrency, 'paymentCurrency').toUpperCase()
    if (!BUYABLE.includes(purchase)) throw new HttpError(400, `Unknown purchaseCurrency: ${purchase}`)
    const fiatPerUsd = FIAT_PER_USD[payment]
    if (!fiatPerUsd) throw new HttpError(400, `Unknown paymentCurrency: ${payment}`)
    if (body.amount === undefined) throw new HttpError(400, 'Missing required field: amount')
    const amount = parseDecimal(body.amount, 'amount')
    if (typeof body.network !== 'string') throw new HttpError(400, body.network === undefined ? 'Missing required field: network' : 'Field network must be a string')
    const deployment = this.network(body.network)
    const limits = PAYMENT_CURRENCIES[0]!.payment_method_limits[0]!
    if (amount < Number(limits.min) || amount > Number(limits.max)) throw new HttpError(400, `amount must be between ${limits.min} and ${limits.max}`)
    const priceUsd = this.priceOf(deployment, purchase)
    const providerFee = round2(amount * PROVIDER_FEE)
    const subtotal = round2(amount - providerFee - NETWORK_FEE)
    const crypto = subtotal / fiatPerUsd / priceUsd
    return {
      coinbaseFee: { amount: providerFee.toFixed(2), currency: payment },
      networkFee: { amount: NETWORK_FEE.toFixed(2), currency: payment },
      paymentSubtotal: { amount: subtotal.toFixed(2), currency: payment },
      paymentTotal: { amount: amount.toFixed(2), currency: payment },
      purchaseAmount: { amount: trimDecimals(crypto, purchase === 'USDC' ? 6 : 8), currency: purchase },
      quoteId: randomUUID(),
    }
  }

  private priceOf(deployment: Deployment, symbol: string): number {
    return symbol === 'ETH' ? deployment.native.priceUsd : (Object.values(deployment.tokens).find((t) => t.symbol === symbol)?.priceUsd ?? 0)
  }

  /** POST /v1/generators/onrampurl: opens a checkout session and returns its page URL. */
  createSession(raw: unknown, baseUrl: string): { url: string } {
    const body = jsonObject(raw)
    const wallets = body.destinationWallets
    if (wallets === undefined) throw new HttpError(400, 'Missing required field: destinationWallets')
    if (!Array.isArray(wallets) || wallets.length === 0) throw new HttpError(400, 'destinationWallets must be a non-empty array')
    const wallet = jsonObject(wallets[0])
    if (typeof wallet.address !== 'string') throw new HttpError(400, 'destinationWallets[0].address must be a string')
    const address = parseEvmAddress(wallet.address, 'destinationWallets[0].address')
    const assets = wallet.assets === undefined ? ['USDC'] : wallet.assets
    if (!Array.isArray(assets) || !assets.every((a) => typeof a === 'string')) throw new HttpError(400, 'destinationWallets[0].assets must be an array of strings')
    const symbol = (assets[0] as string | undefined)?.toUpperCase() ?? 'USDC'
    if (!BUYABLE.includes(symbol)) throw new HttpError(400, `Unknown asset: ${symbol}`)
    const blockchains = wallet.blockchains
    if (blockchains !== undefined && (!Array.isArray(blockchains) || !blockchains.every((b) => typeof b === 'string'))) {
      throw new HttpError(400, 'destinationWallets[0].blockchains must be an array of strings')
    }
    if (body.defaultNetwork !== undefined && typeof body.defaultNetwork !== 'string') throw new HttpError(400, 'defaultNetwork must be a string')
    const networkId = (body.defaultNetwork as string | undefined) ?? (blockchains as string[] | undefined)?.[0] ?? networkName(this.assets.chains[0]!.chainId)
    const deployment = this.network(networkId)
    if (body.partnerUserId !== undefined && typeof body.partnerUserId !== 'string') throw new HttpError(400, 'partnerUserId must be a string')
    if (body.defaultExperience !== undefined && body.defaultExperience !== 'buy' && body.defaultExperience !== 'send') throw new HttpError(400, 'defaultExperience must be "buy" or "send"')
    const price = this.priceOf(deployment, symbol)
    let cryptoAmount: number
    let fiatAmount: number | null = null
    if (body.presetCryptoAmount !== undefined) cryptoAmount = parseDecimal(body.presetCryptoAmount, 'presetCryptoAmount')
    else if (body.presetFiatAmount !== undefined) {
      fiatAmount = parseDecimal(body.presetFiatAmount, 'presetFiatAmount')
      cryptoAmount = fiatAmount / price
    } else cryptoAmount = 100 / price
    this.checkLimit(cryptoAmount * price)
    const session: CheckoutSession = {
      id: randomUUID(),
      address,
      symbol,
      chainId: deployment.chainId,
      network: networkName(deployment.chainId),
      cryptoAmount: trimDecimals(cryptoAmount, symbol === 'USDC' ? 6 : 8),
      fiatAmount: fiatAmount === null ? null : fiatAmount.toFixed(2),
      partnerUserId: (body.partnerUserId as string | undefined) ?? '',
      status: 'pending',
      txHash: null,
      createdAt: Date.now(),
      completedAt: null,
    }
    this.sessions.set(session.id, session)
    return { url: `${baseUrl}/onramp/checkout/${session.id}` }
  }

  private checkLimit(usd: number): void {
    if (usd > 25_000) throw new HttpError(400, 'Purchase exceeds the 25000.00 USD limit')
  }

  session(id: string): CheckoutSession {
    const session = this.sessions.get(id)
    if (!session) throw new HttpError(404, `Unknown checkout session: ${id}`)
    return session
  }

  /** The checkout page's button: delivers the tokens on chain and marks the session completed. */
  async complete(id: string, raw: unknown): Promise<CheckoutSession> {
    const session = this.session(id)
    const body = raw === undefined ? {} : jsonObject(raw)
    if (session.status === 'completed') throw new HttpError(409, 'This checkout is already completed')
    const deployment = this.assets.chains.find((c) => c.chainId === session.chainId)!
    const amount = body.amount === undefined ? Number(session.cryptoAmount) : parseDecimal(body.amount, 'amount')
    this.checkLimit(amount * this.priceOf(deployment, session.symbol))
    const amountText = trimDecimals(amount, session.symbol === 'USDC' ? 6 : 8)
    // Mark first so a double click cannot deliver twice while the transaction is in flight.
    session.status = 'completed'
    try {
      session.txHash = await this.deliver(deployment, session.symbol, session.address, amountText)
    } catch (error) {
      session.status = 'pending'
      throw error
    }
    session.cryptoAmount = amountText
    session.completedAt = Date.now()
    return session
  }

  private deliver(deployment: Deployment, symbol: string, to: Address, amount: string): Promise<Hex> {
    // One operator account per chain: serialise its transactions so nonces never collide.
    const previous = this.queues.get(deployment.chainId) ?? Promise.resolve()
    const run = previous.catch(() => undefined).then(async () => {
      const chain = sandboxChain(deployment.chainId, deployment.rpcUrl)
      const wallet = createWalletClient({ account: testAccount(OPERATOR_INDEX), chain, transport: http(deployment.rpcUrl) })
      const indexer = this.indexer(`eip155:${deployment.chainId}`)!
      let hash: Hex
      if (symbol === 'ETH') hash = await wallet.sendTransaction({ to, value: parseUnits(amount, 18) })
      else {
        const token = Object.values(deployment.tokens).find((t) => t.symbol === symbol)!
        hash = await wallet.writeContract({ address: token.address, abi: artifacts.SandboxToken.abi, functionName: 'mint', args: [to, parseUnits(amount, token.decimals)] })
      }
      const receipt = await indexer.rpc.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new HttpError(502, 'Delivery transaction reverted')
      return hash
    })
    this.queues.set(deployment.chainId, run)
    return run
  }

  /** Purchases to `address` as history entries (`/history?onramp=coinbase`). */
  history(address: Address): Transaction[] {
    return [...this.sessions.values()]
      .filter((s) => s.address.toLowerCase() === address.toLowerCase())
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((s) => {
        const deployment = this.assets.chains.find((c) => c.chainId === s.chainId)!
        const asset = s.symbol === 'ETH' ? this.assets.find(`eip155:${s.chainId}`, null) : this.assets.find(`eip155:${s.chainId}`, Object.values(deployment.tokens).find((t) => t.symbol === s.symbol)!.address)
        return {
          id: s.id,
          metadata: {
            operationType: 'buy',
            hash: s.txHash ?? '',
            chain: `eip155:${s.chainId}` as const,
            minedAt: new Date(s.completedAt ?? s.createdAt).toISOString(),
            sentFrom: deployment.operator,
            sentTo: s.address,
            status: s.status === 'completed' ? ('confirmed' as const) : ('pending' as const),
            nonce: 0,
          },
          transfers: [
            {
              fungible_info: { name: asset?.name ?? s.symbol, symbol: s.symbol, icon: { url: asset?.iconUrl ?? '' } },
              direction: 'in' as const,
              quantity: { numeric: s.cryptoAmount },
              value: Number(s.cryptoAmount) * (asset?.priceUsd ?? 0),
              price: asset?.priceUsd ?? 0,
            },
          ],
        }
      })
  }
}

function currencyId(value: unknown, name: string): string {
  if (value === undefined) throw new HttpError(400, `Missing required field: ${name}`)
  if (typeof value === 'string' && value) return value
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const v = value as { id?: unknown; symbol?: unknown }
    if (typeof v.symbol === 'string' && v.symbol) return v.symbol.toUpperCase()
    if (typeof v.id === 'string' && v.id) return v.id.toUpperCase()
  }
  throw new HttpError(400, `${name} must be a currency id or an object with id`)
}

const round2 = (n: number): number => Math.round(n * 100) / 100

function trimDecimals(n: number, decimals: number): string {
  return n.toFixed(decimals).replace(/\.?0+$/, '')
}

/** The checkout page: a summary and one button that POSTs to the complete endpoint. */
export function checkoutPage(session: CheckoutSession): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Latch Sandbox Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#141414;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1f1f1f;border-radius:16px;padding:24px;width:340px}h1{font-size:18px}label{display:block;margin:12px 0 4px;color:#aaa}
input{width:100%;box-sizing:border-box;padding:8px;border-radius:8px;border:1px solid #444;background:#111;color:#eee}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:12px;background:#667dff;color:#fff;font-size:16px;cursor:pointer}
button:disabled{opacity:.5}code{word-break:break-all;font-size:12px}#result{margin-top:12px;word-break:break-all}</style></head>
<body><main data-checkout="${esc(session.id)}">
<h1>Buy ${esc(session.symbol)} (sandbox)</h1>
<p>To <code>${esc(session.address)}</code><br>on ${esc(session.network)}</p>
<label for="amount">Amount (${esc(session.symbol)})</label>
<input id="amount" name="amount" inputmode="decimal" value="${esc(session.cryptoAmount)}">
<button id="buy" ${session.status === 'completed' ? 'disabled' : ''}>${session.status === 'completed' ? 'Completed' : 'Buy now'}</button>
<p id="result" role="status">${session.txHash ? `Delivered: <code>${esc(session.txHash)}</code>` : ''}</p>
</main>
<script>
const button = document.getElementById('buy');
const result = document.getElementById('result');
button.addEventListener('click', async () => {
  button.disabled = true;
  result.textContent = 'Processing…';
  const res = await fetch(location.pathname + '/complete', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: document.getElementById('amount').value }) });
  const json = await res.json();
  if (res.ok) { result.textContent = 'Delivered ' + json.cryptoAmount + ' ' + json.symbol + ': ' + json.txHash; button.textContent = 'Completed'; }
  else { result.textContent = json.message; button.disabled = false; }
});
</script></body></html>`
}
