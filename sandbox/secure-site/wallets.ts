/**
 * The embedded wallets' keys (issue 13: created and kept by the secure site, never the host page)
 * and what they do on the sandbox chains: read calls pass through to the chain, approved calls
 * (SPEC.md §6: personal_sign, eth_signTypedData_v4, eth_sendTransaction) are signed here.
 */
import { randomBytes } from 'node:crypto'
import { createWalletClient, defineChain, http, type Hex, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type EvmChainConfig = { chainId: number; rpcUrl: string }

/** Native funds a new sandbox wallet gets on each chain (anvil_setBalance): 10 ETH. */
const STARTING_BALANCE = '0x8ac7230489e80000'

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * One key per email, made on first login and funded on every sandbox chain.
 *
 * @example
 * const wallets = new WalletBook([{ chainId: 31337, rpcUrl }])
 * const account = await wallets.accountFor('a@b.c')
 */
export class WalletBook {
  private readonly keys = new Map<string, PrivateKeyAccount>()
  private readonly funding = new Map<string, Promise<void>>()

  constructor(readonly chains: readonly EvmChainConfig[]) {}

  /** The email's account; the first call creates the key and funds it. */
  async accountFor(email: string): Promise<PrivateKeyAccount> {
    let account = this.keys.get(email)
    if (!account) {
      account = privateKeyToAccount(`0x${randomBytes(32).toString('hex')}` as Hex)
      this.keys.set(email, account)
      const address = account.address
      this.funding.set(
        email,
        Promise.all(this.chains.map((c) => rawRpc(c.rpcUrl, 'anvil_setBalance', [address, STARTING_BALANCE]))).then(() => undefined),
      )
    }
    await this.funding.get(email)
    return account
  }

  /** The wallet of `from` is now `to`'s (an email update, issue 13); `to` must have none yet. */
  rekey(from: string, to: string): void {
    const account = this.keys.get(from)
    if (!account) return
    if (this.keys.has(to)) throw new RpcFailure(4001, 'That email already has a wallet')
    this.keys.set(to, account)
    this.keys.delete(from)
    const funded = this.funding.get(from)
    if (funded) this.funding.set(to, funded)
    this.funding.delete(from)
  }

  /** Whether `key` has a wallet yet. */
  has(key: string): boolean {
    return this.keys.has(key)
  }

  chain(chainId: number): EvmChainConfig {
    const chain = this.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new RpcFailure(4901, `Chain ${chainId} is not served by the secure site`)
    return chain
  }

  /** Runs an RPC call for `email`'s wallet on `chainId`: signing ones with its key, others passed through. */
  async request(email: string, chainId: number, method: string, params: unknown): Promise<unknown> {
    const chain = this.chain(chainId)
    const account = await this.accountFor(email)
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'personal_sign': {
        const message = list[0]
        if (typeof message !== 'string') throw new RpcFailure(-32602, 'personal_sign needs a message')
        if (message.startsWith('0x')) return account.signMessage({ message: { raw: message as Hex } })
        return account.signMessage({ message: String(message) })
      }
      case 'eth_signTypedData_v4': {
        const data = typeof list[1] === 'string' ? (JSON.parse(list[1]) as Record<string, unknown>) : list[1]
        if (!data || typeof data !== 'object') throw new RpcFailure(-32602, 'eth_signTypedData_v4 needs typed data')
        const { domain, types, primaryType, message } = data as { domain: never; types: Record<string, unknown>; primaryType: string; message: never }
        const { EIP712Domain: _domain, ...rest } = types
        return account.signTypedData({ domain, types: rest, primaryType, message } as never)
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const client = createWalletClient({
          account,
          chain: defineChain({ id: chainId, name: `Sandbox ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
          transport: http(chain.rpcUrl),
        })
        return client.sendTransaction({
          to: tx.to ?? null,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        } as never)
      }
      default:
        return rawRpc(chain.rpcUrl, method, params)
    }
  }
}

/** One JSON-RPC call to a chain; the node's error becomes an RpcFailure with its code. */
export async function rawRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new RpcFailure(body.error.code, body.error.message)
  return body.result
}
