import { randomUUID } from 'node:crypto'
import { createWalletClient, http, parseUnits, type Address, type Hex } from 'viem'
import { sandboxChain } from '../evm/viemChain.ts'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction as SolanaTransaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { HttpError } from '../http/server.ts'
import { sendAndPoll } from './solanaSend.ts'
import { OPERATOR_INDEX, testAccount } from '../evm/accounts.ts'
import { artifacts } from '../evm/artifacts.ts'
import type { Deployment } from '../evm/deploy.ts'
import type { Asset, AssetTable, SolanaConfig } from './assets.ts'
import type { ChainIndexer } from './indexer.ts'
import type { OnrampOptionsResponse, OnrampQuoteResponse, PaymentCurrency, PurchaseCurrency, Transaction } from './types.ts'
import { isEvmAddress, isSolanaAddress, jsonObject, parseDecimal, parseEvmAddress } from './validate.ts'

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

export type CheckoutSession = {
  id: string
  /** Destination wallet: an EVM address or a base58 Solana address. */
  address: string
  symbol: string
  /** CAIP-2 id of the network the purchase is delivered on. */
  chainId: `${string}:${string}`
  network: string
  cryptoAmount: string
  fiatAmount: string | null
  partnerUserId: string
  status: 'pending' | 'completed'
  txHash: string | null
  createdAt: number
  completedAt: number | null
}

/** Onramp network name of an EVM sandbox chain. */
export const networkName = (chainId: number): string => `latch-sandbox-${chainId}`
/** Onramp network name of the Solana sandbox. */
export const SOLANA_NETWORK_NAME = 'latch-sandbox-solana'

type OnrampNetworkEntry =
  | { kind: 'eip155'; name: string; displayName: string; chainId: `${string}:${string}`; chainIdText: string; deployment: Deployment; symbols: string[] }
  | { kind: 'solana'; name: string; displayName: string; chainId: `${string}:${string}`; chainIdText: string; config: SolanaConfig; symbols: string[] }

/**
 * Onramp (SPEC §7): options and quotes from a fixed price table, and a checkout that really
 * delivers: the generated URL opens a local page whose button makes the operator mint the bought
 * tokens (or send the native coin) to the destination wallet — on the EVM chains (operator =
 * test-mnemonic account 9) and on Solana (operator = the USDC mint authority) when configured.
 */
export class Onramp {
  readonly sessions = new Map<string, CheckoutSession>()
  /** The checkout's own origin (sandbox/onramp/server.ts) once started; else the blockchain service's. */
  checkoutBaseUrl: string | undefined
  private queues = new Map<string, Promise<unknown>>()
  private readonly networks: OnrampNetworkEntry[]

  constructor(
    private readonly assets: AssetTable,
    private readonly indexer: (chainId: string) => ChainIndexer | undefined,
  ) {
    this.networks = assets.chains.map((c) => ({
      kind: 'eip155' as const,
      name: networkName(c.chainId),
      displayName: `Latch Sandbox ${c.chainId}`,
      chainId: `eip155:${c.chainId}` as const,
      chainIdText: String(c.chainId),
      deployment: c,
      symbols: ['ETH', 'USDC', 'LATCH'],
    }))
    const solana = assets.solana
    if (solana?.operatorSecretKey) {
      this.networks.push({
        kind: 'solana',
        name: SOLANA_NETWORK_NAME,
        displayName: 'Latch Sandbox Solana',
        chainId: solana.chainId,
        chainIdText: solana.chainId.split(':')[1]!,
        config: solana,
        symbols: ['SOL', ...solana.tokens.map((t) => t.symbol)],
      })
    }
  }

  private network(name: string): OnrampNetworkEntry {
    const entry = this.networks.find((n) => n.name === name || n.chainIdText === name || n.chainId === name)
    if (!entry) throw new HttpError(400, `Unknown network: ${name}`)
    return entry
  }

  /** The asset `symbol` on a network, else 400. */
  private asset(network: OnrampNetworkEntry, symbol: string): Asset {
    const asset = network.symbols.includes(symbol) ? this.assets.onChain(network.chainId).find((a) => a.symbol === symbol) : undefined
    if (!asset) throw new HttpError(400, `${symbol} cannot be bought on ${network.name}`)
    return asset
  }

  options(): OnrampOptionsResponse {
    const symbols = [...new Set(this.networks.flatMap((n) => n.symbols))]
    const purchaseCurrencies: PurchaseCurrency[] = symbols.map((symbol) => {
      const on = this.networks.filter((n) => n.symbols.includes(symbol))
      const name = this.asset(on[0]!, symbol).name
      return {
        id: symbol,
        name,
        symbol,
        networks: on.map((n) => ({
          name: n.name,
          display_name: n.displayName,
          chain_id: n.chainIdText,
          contract_address: this.asset(n, symbol).contract ?? '',
        })),
      }
    })
    return { paymentCurrencies: PAYMENT_CURRENCIES, purchaseCurrencies }
  }

  quote(raw: unknown): OnrampQuoteResponse {
    const body = jsonObject(raw)
    const purchase = currencyId(body.purchaseCurrency, 'purchaseCurrency')
    const payment = currencyId(body.paymentCurrency, 'paymentCurrency').toUpperCase()
    if (!this.networks.some((n) => n.symbols.includes(purchase))) throw new HttpError(400, `Unknown purchaseCurrency: ${purchase}`)
    const fiatPerUsd = FIAT_PER_USD[payment]
    if (!fiatPerUsd) throw new HttpError(400, `Unknown paymentCurrency: ${payment}`)
    if (body.amount === undefined) throw new HttpError(400, 'Missing required field: amount')
    const amount = parseDecimal(body.amount, 'amount')
    if (typeof body.network !== 'string') throw new HttpError(400, body.network === undefined ? 'Missing required field: network' : 'Field network must be a string')
    const asset = this.asset(this.network(body.network), purchase)
    const limits = PAYMENT_CURRENCIES[0]!.payment_method_limits[0]!
    if (amount < Number(limits.min) || amount > Number(limits.max)) throw new HttpError(400, `amount must be between ${limits.min} and ${limits.max}`)
    const providerFee = round2(amount * PROVIDER_FEE)
    const subtotal = round2(amount - providerFee - NETWORK_FEE)
    const crypto = subtotal / fiatPerUsd / asset.priceUsd
    return {
      coinbaseFee: { amount: providerFee.toFixed(2), currency: payment },
      networkFee: { amount: NETWORK_FEE.toFixed(2), currency: payment },
      paymentSubtotal: { amount: subtotal.toFixed(2), currency: payment },
      paymentTotal: { amount: amount.toFixed(2), currency: payment },
      purchaseAmount: { amount: trimDecimals(crypto, Math.min(asset.decimals, 8)), currency: purchase },
      quoteId: randomUUID(),
    }
  }

  /** POST /v1/generators/onrampurl: opens a checkout session and returns its page URL. */
  createSession(raw: unknown, baseUrl: string): { url: string } {
    const body = jsonObject(raw)
    const wallets = body.destinationWallets
    if (wallets === undefined) throw new HttpError(400, 'Missing required field: destinationWallets')
    if (!Array.isArray(wallets) || wallets.length === 0) throw new HttpError(400, 'destinationWallets must be a non-empty array')
    const wallet = jsonObject(wallets[0])
    if (typeof wallet.address !== 'string') throw new HttpError(400, 'destinationWallets[0].address must be a string')
    const assets = wallet.assets
    if (assets !== undefined && (!Array.isArray(assets) || !assets.every((a) => typeof a === 'string'))) throw new HttpError(400, 'destinationWallets[0].assets must be an array of strings')
    const blockchains = wallet.blockchains
    if (blockchains !== undefined && (!Array.isArray(blockchains) || !blockchains.every((b) => typeof b === 'string'))) {
      throw new HttpError(400, 'destinationWallets[0].blockchains must be an array of strings')
    }
    if (body.defaultNetwork !== undefined && typeof body.defaultNetwork !== 'string') throw new HttpError(400, 'defaultNetwork must be a string')
    const solanaAddress = !isEvmAddress(wallet.address) && isSolanaAddress(wallet.address)
    const fallbackNetwork = solanaAddress ? SOLANA_NETWORK_NAME : this.networks[0]!.name
    const network = this.network((body.defaultNetwork as string | undefined) ?? (blockchains as string[] | undefined)?.[0] ?? fallbackNetwork)
    let address: string
    if (network.kind === 'eip155') address = parseEvmAddress(wallet.address, 'destinationWallets[0].address')
    else if (solanaAddress) address = wallet.address
    else throw new HttpError(400, `Invalid Solana address: ${wallet.address}`)
    // SPEC §9: buy SOL on Solana, else USDC, unless the wallet names an asset.
    const symbol = ((assets as string[] | undefined)?.[0] ?? (network.kind === 'solana' ? 'SOL' : 'USDC')).toUpperCase()
    const asset = this.asset(network, symbol)
    if (body.partnerUserId !== undefined && typeof body.partnerUserId !== 'string') throw new HttpError(400, 'partnerUserId must be a string')
    if (body.defaultExperience !== undefined && body.defaultExperience !== 'buy' && body.defaultExperience !== 'send') throw new HttpError(400, 'defaultExperience must be "buy" or "send"')
    let cryptoAmount: number
    let fiatAmount: number | null = null
    if (body.presetCryptoAmount !== undefined) cryptoAmount = parseDecimal(body.presetCryptoAmount, 'presetCryptoAmount')
    else if (body.presetFiatAmount !== undefined) {
      fiatAmount = parseDecimal(body.presetFiatAmount, 'presetFiatAmount')
      cryptoAmount = fiatAmount / asset.priceUsd
    } else cryptoAmount = 100 / asset.priceUsd
    checkLimit(cryptoAmount * asset.priceUsd)
    const session: CheckoutSession = {
      id: randomUUID(),
      address,
      symbol,
      chainId: network.chainId,
      network: network.name,
      cryptoAmount: trimDecimals(cryptoAmount, Math.min(asset.decimals, 8)),
      fiatAmount: fiatAmount === null ? null : fiatAmount.toFixed(2),
      partnerUserId: (body.partnerUserId as string | undefined) ?? '',
      status: 'pending',
      txHash: null,
      createdAt: Date.now(),
      completedAt: null,
    }
    this.sessions.set(session.id, session)
    return { url: `${this.checkoutBaseUrl ?? baseUrl}/onramp/checkout/${session.id}` }
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
    const network = this.network(session.network)
    const asset = this.asset(network, session.symbol)
    const amount = body.amount === undefined ? Number(session.cryptoAmount) : parseDecimal(body.amount, 'amount')
    checkLimit(amount * asset.priceUsd)
    const amountText = trimDecimals(amount, Math.min(asset.decimals, 8))
    // Mark first so a double click cannot deliver twice while the transaction is in flight.
    session.status = 'completed'
    try {
      session.txHash = await this.serialised(network.chainId, () =>
        network.kind === 'eip155' ? this.deliverEvm(network.deployment, asset, session.address as Address, amountText) : this.deliverSolana(network.config, asset, session.address, amountText),
      )
    } catch (error) {
      session.status = 'pending'
      throw error
    }
    session.cryptoAmount = amountText
    session.completedAt = Date.now()
    return session
  }

  /** One operator per chain: its transactions run one at a time so nonces never collide. */
  private serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(task)
    this.queues.set(key, run)
    return run
  }

  private async deliverEvm(deployment: Deployment, asset: Asset, to: Address, amount: string): Promise<Hex> {
    const chain = sandboxChain(deployment.chainId, deployment.rpcUrl)
    const wallet = createWalletClient({ account: testAccount(OPERATOR_INDEX), chain, transport: http(deployment.rpcUrl) })
    const indexer = this.indexer(`eip155:${deployment.chainId}`)!
    const hash = asset.contract
      ? await wallet.writeContract({ address: asset.contract as Address, abi: artifacts.SandboxToken.abi, functionName: 'mint', args: [to, parseUnits(amount, asset.decimals)] })
      : await wallet.sendTransaction({ to, value: parseUnits(amount, asset.decimals) })
    const receipt = await indexer.rpc.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new HttpError(502, 'Delivery transaction reverted')
    return hash
  }

  private async deliverSolana(config: SolanaConfig, asset: Asset, to: string, amount: string): Promise<string> {
    // HTTP only (see sendAndPoll): no WebSocket outlives the Solana node.
    const connection = new Connection(config.rpcUrl, 'confirmed')
    const operator = Keypair.fromSecretKey(config.operatorSecretKey!)
    const owner = new PublicKey(to)
    const raw = parseUnits(amount, asset.decimals)
    const tx = new SolanaTransaction()
    if (!asset.contract) {
      tx.add(SystemProgram.transfer({ fromPubkey: operator.publicKey, toPubkey: owner, lamports: raw }))
    } else {
      const mint = new PublicKey(asset.contract)
      const account = getAssociatedTokenAddressSync(mint, owner, true)
      tx.add(createAssociatedTokenAccountIdempotentInstruction(operator.publicKey, account, owner, mint))
      tx.add(createMintToInstruction(mint, account, operator.publicKey, raw))
    }
    return sendAndPoll(connection, tx, [operator])
  }

  /** Purchases to `address` as history entries (`/history?onramp=coinbase`). */
  history(address: string): Transaction[] {
    return [...this.sessions.values()]
      .filter((s) => s.address.toLowerCase() === address.toLowerCase())
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((s) => {
        const network = this.network(s.network)
        const asset = this.asset(network, s.symbol)
        const operator = network.kind === 'eip155' ? network.deployment.operator : Keypair.fromSecretKey(network.config.operatorSecretKey!).publicKey.toBase58()
        return {
          id: s.id,
          metadata: {
            operationType: 'buy',
            hash: s.txHash ?? '',
            chain: s.chainId,
            minedAt: new Date(s.completedAt ?? s.createdAt).toISOString(),
            sentFrom: operator,
            sentTo: s.address,
            status: s.status === 'completed' ? ('confirmed' as const) : ('pending' as const),
            nonce: 0,
          },
          transfers: [
            {
              fungible_info: { name: asset.name, symbol: s.symbol, icon: { url: asset.iconUrl } },
              direction: 'in' as const,
              quantity: { numeric: s.cryptoAmount },
              value: Number(s.cryptoAmount) * asset.priceUsd,
              price: asset.priceUsd,
            },
          ],
        }
      })
  }
}

function checkLimit(usd: number): void {
  if (usd > 25_000) throw new HttpError(400, 'Purchase exceeds the 25000.00 USD limit')
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
