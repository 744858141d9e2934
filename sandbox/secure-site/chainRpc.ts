/**
 * The secure site's calls to the sandbox chains: raw JSON-RPC with the node's error
 * codes kept, wallet clients of the wallets' keys, and the key's own signatures (SPEC.md §6
 * personal_sign and eth_signTypedData_v4) that both an EOA and a smart account answer with.
 */
import { createWalletClient, defineChain, http, type Address, type Hex, type PrivateKeyAccount, type WalletClient } from 'viem'

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
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

/** A wallet client of `account` on a sandbox chain. */
export function walletClientOf(account: PrivateKeyAccount, chainId: number, rpcUrl: string): WalletClient {
  return createWalletClient({
    account,
    chain: defineChain({ id: chainId, name: `Sandbox ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }),
    transport: http(rpcUrl),
  })
}

/** Whether code lives at `address` (a smart account is deployed). */
export async function isDeployed(rpcUrl: string, address: Address): Promise<boolean> {
  const code = await rawRpc(rpcUrl, 'eth_getCode', [address, 'latest'])
  return typeof code === 'string' && code !== '0x' && code !== '0x0'
}

/** The key's signature for `personal_sign` (a UTF-8 or 0x message) or `eth_signTypedData_v4` (typed data as JSON or object). */
export async function ownerSignature(account: PrivateKeyAccount, method: 'personal_sign' | 'eth_signTypedData_v4', params: readonly unknown[]): Promise<Hex> {
  if (method === 'personal_sign') {
    const message = params[0]
    if (typeof message !== 'string') throw new RpcFailure(-32602, 'personal_sign needs a message')
    if (message.startsWith('0x')) return account.signMessage({ message: { raw: message as Hex } })
    return account.signMessage({ message })
  }
  const data = typeof params[1] === 'string' ? (JSON.parse(params[1]) as Record<string, unknown>) : params[1]
  if (!data || typeof data !== 'object') throw new RpcFailure(-32602, 'eth_signTypedData_v4 needs typed data')
  const { domain, types, primaryType, message } = data as { domain: never; types: Record<string, unknown>; primaryType: string; message: never }
  const { EIP712Domain: _domain, ...rest } = types
  return account.signTypedData({ domain, types: rest, primaryType, message } as never)
}
