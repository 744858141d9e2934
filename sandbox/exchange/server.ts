import { randomUUID } from 'node:crypto'
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, toHex, type Address, type Hex } from 'viem'
import { HttpError, route, startHttpService, type HttpService } from '../http/server.ts'
import { testAccount } from '../evm/accounts.ts'
import { sandboxChain } from '../evm/viemChain.ts'
import { exchangePage } from './page.ts'

/**
 * The exchange's own account (test mnemonic, index 12: beyond anvil's ten funded ones, so no test
 * account's nonce is shared); topped up with `anvil_setBalance` at start.
 */
export const EXCHANGE_ACCOUNT_INDEX = 12
const EXCHANGE_BALANCE = parseEther('1000')

/** One payment the exchange was asked for, as the modal polls it (`GET /payments/:id`). */
export type ExchangePayment = {
  id: string
  recipient: string
  /** CAIP-19 asset, e.g. `eip155:31337/slip44:60` (the native coin). */
  asset: string
  amount: string
  status: 'pending' | 'confirmed' | 'cancelled' | 'failed'
  /** The visitor logged in on the exchange's page. */
  loggedIn: boolean
  hash?: string
  message?: string
}

export type ExchangeService = HttpService & {
  /** The exchange account that pays (its address). */
  address: Address
  payments: Map<string, ExchangePayment>
}

const NATIVE_DECIMALS = 18

/**
 * The sandbox exchange (SPEC.md §6 `pay` "from an exchange account"): a server on an origin of its
 * own, like a real exchange. `POST /payments` starts a payment and answers the page the modal
 * opens; on that page the visitor "logs in" and confirms, and the exchange sends the asset on chain
 * from its funded account to the recipient; `GET /payments/:id` is what the modal polls (pending,
 * confirmed with the hash, cancelled, failed). The native coin of each sandbox EVM chain is offered.
 *
 * @example
 * const exchange = await startExchange({ evm: [{ chainId: 31337, rpcUrl }] })
 * await exchange.close()
 */
export async function startExchange(options: { evm: { chainId: number; rpcUrl: string }[]; port?: number }): Promise<ExchangeService> {
  const payments = new Map<string, ExchangePayment>()
  const account = testAccount(EXCHANGE_ACCOUNT_INDEX)
  for (const chain of options.evm) {
    const client = createPublicClient({ chain: sandboxChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [account.address, toHex(EXCHANGE_BALANCE)] as never })
  }
  // One send at a time per chain: the account's nonces stay in order.
  const queues = new Map<number, Promise<unknown>>()
  const payment = (id: string): ExchangePayment => {
    const found = payments.get(id)
    if (!found) throw new HttpError(404, 'Unknown payment')
    return found
  }
  const chainOf = (asset: string) => {
    const match = /^eip155:(\d+)\/slip44:60$/.exec(asset)
    const chain = match ? options.evm.find((c) => c.chainId === Number(match[1])) : undefined
    if (!chain) throw new HttpError(400, `The exchange does not offer ${asset}`)
    return chain
  }

  async function send(p: ExchangePayment): Promise<void> {
    const chain = chainOf(p.asset)
    const viemChain = sandboxChain(chain.chainId, chain.rpcUrl)
    const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
    const reader = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
    const run = (queues.get(chain.chainId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const hash: Hex = await wallet.sendTransaction({ to: p.recipient as Address, value: parseUnits(p.amount, NATIVE_DECIMALS) })
        p.hash = hash
        const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success') throw new Error('The payment transaction reverted')
      })
    queues.set(chain.chainId, run)
    await run
  }

  const service = await startHttpService(
    [
      route('POST', '/payments', (ctx) => {
        const body = ctx.json() as Partial<ExchangePayment>
        if (typeof body.recipient !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(body.recipient)) throw new HttpError(400, 'recipient: expected an address')
        if (typeof body.amount !== 'string' || !/^\d+(\.\d+)?$/.test(body.amount)) throw new HttpError(400, 'amount: expected a decimal')
        if (typeof body.asset !== 'string') throw new HttpError(400, 'asset: expected a CAIP-19 id')
        chainOf(body.asset)
        const id = randomUUID()
        payments.set(id, { id, recipient: body.recipient, asset: body.asset, amount: body.amount, status: 'pending', loggedIn: false })
        return { json: { id, url: `${service.url}/pay/${id}`, status: 'pending' } }
      }),
      route('GET', '/payments/:id', (ctx) => {
        const { loggedIn: _, ...status } = payment(ctx.params.id!)
        return { json: status }
      }),
      route('GET', '/pay/:id', (ctx) => ({ body: exchangePage(payment(ctx.params.id!)), contentType: 'text/html; charset=utf-8' })),
      route('POST', '/pay/:id/login', (ctx) => {
        const p = payment(ctx.params.id!)
        const { email } = ctx.json() as { email?: unknown }
        if (typeof email !== 'string' || !email.includes('@')) throw new HttpError(400, 'Enter your exchange email')
        p.loggedIn = true
        return { json: { ok: true } }
      }),
      route('POST', '/pay/:id/confirm', async (ctx) => {
        const p = payment(ctx.params.id!)
        if (!p.loggedIn) throw new HttpError(401, 'Log in first')
        if (p.status !== 'pending' || p.hash) throw new HttpError(409, `This payment is ${p.status}`)
        try {
          await send(p)
          p.status = 'confirmed'
        } catch (error) {
          p.status = 'failed'
          p.message = error instanceof Error ? error.message : String(error)
        }
        return { json: { status: p.status, hash: p.hash } }
      }),
      route('POST', '/pay/:id/cancel', (ctx) => {
        const p = payment(ctx.params.id!)
        if (p.status === 'pending' && !p.hash) p.status = 'cancelled'
        return { json: { status: p.status } }
      }),
    ],
    { port: options.port, name: 'exchange' },
  )
  return Object.assign(service, { address: account.address, payments })
}
