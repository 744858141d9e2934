/**
 * How the test mobile wallet answers a WalletConnect session request: EVM methods go to the dev
 * wallet's EIP-1193 provider (its approve/reject prompt, real signing, eth_sendRawTransaction on
 * anvil; EIP-5792 bundles through the dev wallet's own bundle bookkeeping, callBundles.ts, so
 * both wallets answer them alike); Solana methods to its Wallet Standard features (real signing,
 * sending to the sandbox node). Results are in the shapes the WalletConnect RPC references give.
 */
import type { DevWallet } from '../../dev-wallet/index.ts'
import { base58Decode, base58Encode } from '../../dev-wallet/encoding.ts'
import { parseWireTransaction } from '../../dev-wallet/wireTransaction.ts'

export type WcRequest = { chainId: string; method: string; params: unknown }
export type WcError = { code: number; message: string }

export const EVM_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
] as const

/**
 * Methods that act on no chain of their own: answered without moving the wallet. A bundle's
 * status is read on the bundle's own chain; a switch or add names its chain in its params.
 */
const CHAIN_FREE = new Set(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCallsStatus', 'wallet_showCallsStatus', 'wallet_getCapabilities'])
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** Runs a request; throws a `{ code, message }` the wallet sends back as the JSON-RPC error. */
export async function answer(wallet: DevWallet, request: WcRequest): Promise<unknown> {
  const [namespace, reference] = request.chainId.split(':') as [string, string]
  try {
    if (namespace === 'eip155') {
      const provider = wallet.provider
      if (!provider) throw { code: 4200, message: 'No EVM account' }
      // The request names its chain: the wallet signs there (switching is not prompted).
      if (!CHAIN_FREE.has(request.method)) {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(reference).toString(16)}` }] })
      }
      return await provider.request({ method: request.method, params: request.params as unknown[] })
    }
    if (namespace === 'solana') return await answerSolana(wallet, request)
    throw { code: 5100, message: `Unsupported chain ${request.chainId}` }
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown }
    throw { code: typeof e.code === 'number' ? e.code : -32603, message: typeof e.message === 'string' ? e.message : String(error) } satisfies WcError
  }
}

/** A base64 transaction parameter; anything else is the app's mistake (-32602), told before a prompt. */
function transactionParam(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || value.length === 0) throw { code: -32602, message: `${what} must be base64` }
  try {
    return fromBase64(value)
  } catch {
    throw { code: -32602, message: `${what} must be base64` }
  }
}

/**
 * Solana methods in the WalletConnect Solana RPC reference's shapes, legacy and v0 transactions
 * alike (the dev wallet reads both): `solana_signTransaction` answers the signed `transaction` and
 * the account's `signature`; `solana_signAllTransactions` signs a batch in one prompt;
 * `solana_signAndSendTransaction` sends with the dapp's `sendOptions`.
 */
async function answerSolana(wallet: DevWallet, request: WcRequest): Promise<unknown> {
  const solana = wallet.solanaWallet
  if (!solana) throw { code: 4200, message: 'No Solana account' }
  const [account] = (await solana.features['standard:connect'].connect({ silent: true })).accounts
  if (!account) throw { code: 4100, message: 'Not connected' }
  const params = (request.params ?? {}) as { message?: string; transaction?: unknown; transactions?: unknown; sendOptions?: Record<string, unknown> }
  const chain = request.chainId as `${string}:${string}`
  switch (request.method) {
    case 'solana_signMessage': {
      const [out] = await solana.features['solana:signMessage'].signMessage({ account, message: base58Decode(params.message ?? '') })
      return { signature: base58Encode(out!.signature) }
    }
    case 'solana_signTransaction': {
      const transaction = transactionParam(params.transaction, 'transaction')
      const [out] = await solana.features['solana:signTransaction'].signTransaction({ account, chain, transaction })
      const signed = parseWireTransaction(out!.signedTransaction)
      // The account's own slot: it need not be the fee payer's (the first).
      const slot = signed.staticAccountKeys.slice(0, signed.requiredSignatures).findIndex((key) => base58Encode(key) === account.address)
      const at = signed.signaturesAt + slot * 64
      return { signature: base58Encode(signed.bytes.slice(at, at + 64)), transaction: toBase64(signed.bytes) }
    }
    case 'solana_signAllTransactions': {
      const list = params.transactions
      if (!Array.isArray(list) || list.length === 0) throw { code: -32602, message: 'transactions must be a non-empty array' }
      const transactions = list.map((t, i) => transactionParam(t, `transactions[${i}]`))
      const outs = await solana.features['solana:signTransaction'].signTransaction(...transactions.map((transaction) => ({ account, chain, transaction })))
      return { transactions: outs.map((o) => toBase64(o.signedTransaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const transaction = transactionParam(params.transaction, 'transaction')
      const [out] = await solana.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, chain, transaction, ...(params.sendOptions ? { options: params.sendOptions } : {}) })
      return { signature: base58Encode(out!.signature) }
    }
    default:
      throw { code: 4200, message: `Unsupported method ${request.method}` }
  }
}
