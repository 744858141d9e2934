/**
 * How the test mobile wallet answers a WalletConnect session request: EVM methods go to the dev
 * wallet's EIP-1193 provider (its approve/reject prompt, real signing, eth_sendRawTransaction on
 * anvil; EIP-5792 bundles through the dev wallet's own bundle bookkeeping, callBundles.ts, so
 * both wallets answer them alike); Solana methods to its Wallet Standard features (real signing,
 * sending to the sandbox node). Results are in the shapes the WalletConnect RPC references give.
 */
import type { DevWallet } from '../../dev-wallet/index.ts'
import { base58Decode, base58Encode } from '../../dev-wallet/encoding.ts'

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
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

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

async function answerSolana(wallet: DevWallet, request: WcRequest): Promise<unknown> {
  const solana = wallet.solanaWallet
  if (!solana) throw { code: 4200, message: 'No Solana account' }
  const [account] = (await solana.features['standard:connect'].connect({ silent: true })).accounts
  if (!account) throw { code: 4100, message: 'Not connected' }
  const params = request.params as { message?: string; transaction?: string }
  const chain = request.chainId as `${string}:${string}`
  switch (request.method) {
    case 'solana_signMessage': {
      const [out] = await solana.features['solana:signMessage'].signMessage({ account, message: base58Decode(params.message ?? '') })
      return { signature: base58Encode(out!.signature) }
    }
    case 'solana_signTransaction': {
      const [out] = await solana.features['solana:signTransaction'].signTransaction({ account, chain, transaction: fromBase64(params.transaction ?? '') })
      const signed = out!.signedTransaction
      // A legacy/v0 wire transaction starts with the signature count (1 here) then the signatures.
      return { signature: base58Encode(signed.slice(1, 65)), transaction: toBase64(signed) }
    }
    case 'solana_signAndSendTransaction': {
      const [out] = await solana.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, chain, transaction: fromBase64(params.transaction ?? '') })
      return { signature: base58Encode(out!.signature) }
    }
    default:
      throw { code: 4200, message: `Unsupported method ${request.method}` }
  }
}
