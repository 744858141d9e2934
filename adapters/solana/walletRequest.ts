/**
 * `Adapter.request` of the Solana adapter: an app's SPEC.md §6 Solana signing methods, sent to the
 * connected wallet whatever its kind (Wallet Standard, WalletConnect, embedded, a host's own
 * connector). Loaded with the adapter's actions (./solanaActions.ts, a lazy chunk); web3.js loads only
 * when a wallet that cannot send makes the adapter send for it.
 *
 * Wire objects (core/adapter.ts `WalletRequest`; bytes as base64, sent signatures as base58):
 * - `solana_signMessage` `{ message }` → `{ signature }`
 * - `solana_signTransaction` `{ transaction }` → `{ transaction }`
 * - `solana_signAllTransactions` `{ transactions }` → `{ transactions }`
 * - `solana_signAndSendTransaction` `{ transaction, options? }` → `{ signature }`
 */
import type { WalletRequest } from '../../core/adapter.ts'
import { InvalidParamsRpcError } from '../../core/errors/InvalidParamsRpcError.ts'
import { InvalidResponseError } from '../../core/errors/InvalidResponseError.ts'
import { ProviderDisconnectedError } from '../../core/errors/ProviderDisconnectedError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import type { JsonValue } from '../../core/events/schema.ts'
import type { CaipNetworkId } from '../../core/types.ts'
import { base58Encode } from './base58.ts'
import { base64Decode, base64Encode } from './base64.ts'
import type { SolanaConnector, SolanaSendOptions } from './createConnector.ts'
import type { IdentifierString } from './identifierString.ts'
import { loadSolanaNode } from './loadSolanaNode.ts'
import { configuredNetwork, connectionFor } from './nodeConnection.ts'
import { readWireTransaction } from './readWireTransaction.ts'
import type { SolanaSession } from './solanaSession.ts'
import { toNodeError } from './toNodeError.ts'
import { toWalletChain } from './toWalletChain.ts'
import { toWalletError } from './toWalletError.ts'

type Params = { readonly [key: string]: JsonValue }
/** What every method works with: the connected wallet, its account and the chain it is asked on. */
type Signer = { connector: SolanaConnector; address: string; chain: IdentifierString; caipNetworkId: CaipNetworkId }

const COMMITMENTS: ReadonlySet<string> = new Set(['processed', 'confirmed', 'finalized'])

const invalid = (details: string): InvalidParamsRpcError => new InvalidParamsRpcError({ details })

function paramsOf(request: WalletRequest, shape: string): Params {
  const { params } = request
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalid(`${request.method} expects ${shape}`)
  return params as Params
}

function bytesOf(value: JsonValue | undefined, what: string): Uint8Array {
  const bytes = typeof value === 'string' ? base64Decode(value) : undefined
  if (!bytes) throw invalid(`${what} must be base64`)
  return bytes
}

/**
 * A transaction the connected account can sign, checked before any prompt (SPEC.md §6): base64
 * wire bytes of a legacy or v0 transaction that names `address` among its required signers.
 */
function transactionOf(value: JsonValue | undefined, what: string, address: string): Uint8Array {
  const bytes = bytesOf(value, what)
  let signers: string[]
  try {
    signers = readWireTransaction(bytes).signers
  } catch (error) {
    throw new InvalidParamsRpcError({ details: `${what} is not a Solana transaction: ${(error as Error).message}`, cause: error })
  }
  if (!signers.includes(address)) throw invalid(`${what} does not need a signature from ${address}`)
  return bytes
}

function optionsOf(value: JsonValue | undefined): SolanaSendOptions {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('options must be an object')
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = value as Params
  const count = (n: JsonValue | undefined, name: string): number | undefined => {
    if (n === undefined) return undefined
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw invalid(`options.${name} must be a whole number`)
    return n
  }
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean') throw invalid('options.skipPreflight must be a boolean')
  if (preflightCommitment !== undefined && (typeof preflightCommitment !== 'string' || !COMMITMENTS.has(preflightCommitment))) {
    throw invalid('options.preflightCommitment must be processed, confirmed or finalized')
  }
  const retries = count(maxRetries, 'maxRetries')
  const slot = count(minContextSlot, 'minContextSlot')
  // Only what the app set: an absent option leaves the wallet's or the adapter's default.
  return {
    ...(skipPreflight !== undefined ? { skipPreflight } : {}),
    ...(preflightCommitment !== undefined ? { preflightCommitment: preflightCommitment as NonNullable<SolanaSendOptions['preflightCommitment']> } : {}),
    ...(retries !== undefined ? { maxRetries: retries } : {}),
    ...(slot !== undefined ? { minContextSlot: slot } : {}),
  }
}

// Wallet failures keep their provider codes (4001 rejected, -32602, …): toWalletError.
async function wallet<T>(run: () => Promise<T>, action: string): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error, action)
  }
}

/** What a wallet returns as a signed transaction must be one, or the app would send garbage. */
function signedOf(bytes: Uint8Array, method: string): string {
  try {
    readWireTransaction(bytes)
  } catch (error) {
    throw new InvalidResponseError({ call: method, field: 'transaction', reason: (error as Error).message, cause: error })
  }
  return base64Encode(bytes)
}

async function signOne(signer: Signer, transaction: Uint8Array): Promise<Uint8Array> {
  const { connector, address, chain } = signer
  if (!connector.signTransaction) throw new UnsupportedProviderMethodError({ details: `${connector.name} cannot sign transactions` })
  return wallet(() => connector.signTransaction!({ address, transaction, chain }), 'Failed to sign transaction')
}

async function signMany(signer: Signer, transactions: Uint8Array[]): Promise<Uint8Array[]> {
  const { connector, address, chain } = signer
  if (connector.signAllTransactions) {
    const signed = await wallet(() => connector.signAllTransactions!({ address, transactions, chain }), 'Failed to sign transaction')
    if (signed.length !== transactions.length) {
      throw new InvalidResponseError({ call: 'solana_signAllTransactions', field: 'transactions', reason: `${signed.length} signed of ${transactions.length}` })
    }
    return signed
  }
  // A wallet without a batch call signs one by one (a prompt each); the first refusal ends it.
  const signed: Uint8Array[] = []
  for (const transaction of transactions) signed.push(await signOne(signer, transaction))
  return signed
}

async function signAndSend(session: SolanaSession, signer: Signer, transaction: Uint8Array, options: SolanaSendOptions): Promise<string> {
  const { connector, address, chain, caipNetworkId } = signer
  if (connector.signAndSendTransaction) {
    const signature = await wallet(() => connector.signAndSendTransaction!({ address, transaction, chain, options }), 'Failed to send transaction')
    if (signature.length !== 64) throw new InvalidResponseError({ call: 'solana_signAndSendTransaction', field: 'signature', reason: 'not 64 bytes' })
    return base58Encode(signature)
  }
  if (!connector.signTransaction) throw new UnsupportedProviderMethodError({ details: `${connector.name} cannot sign transactions` })
  // Checked before the prompt: a network the adapter cannot send on never gets a signature asked.
  const network = configuredNetwork(session, caipNetworkId, 'Unsupported chain')
  const signed = await signOne(signer, transaction)
  signedOf(signed, 'solana_signTransaction')
  try {
    const [solanaNode, connection] = await Promise.all([loadSolanaNode(), connectionFor(session, network)])
    // Resolves once the node took it (web3.js `sendRawTransaction`), as a wallet's own send does.
    return await solanaNode.sendWire(connection, signed, session.options.commitment ?? 'confirmed', options)
  } catch (error) {
    throw toNodeError(error)
  }
}

/**
 * Runs an app's Solana request on the connected wallet (SPEC.md §6 Solana signing methods):
 * parameters are checked first — malformed base64, bytes that are no legacy or v0 transaction, or
 * one the account need not sign are -32602 and never reach a prompt; a wallet's refusal keeps its
 * code (4001); another method is 4200; no connected wallet is 4900. A wallet without
 * `signAndSendTransaction` signs and the adapter sends through its node connection; one without a
 * batch call signs a batch one by one.
 *
 * @example
 * await walletRequest(session, { method: 'solana_signMessage', params: { message: 'aGk=' }, caipNetworkId })
 * // { signature: '<64 bytes, base64>' }
 */
export async function walletRequest(session: SolanaSession, request: WalletRequest): Promise<JsonValue> {
  const active = session.active
  if (!active) throw new ProviderDisconnectedError({ details: 'No Solana wallet is connected' })
  const { connector, address } = active
  const signer: Signer = { connector, address, chain: toWalletChain(request.caipNetworkId, connector.chains), caipNetworkId: request.caipNetworkId }
  switch (request.method) {
    case 'solana_signMessage': {
      const message = bytesOf(paramsOf(request, '{ message: base64 }')['message'], 'message')
      const signature = await wallet(() => connector.signMessage({ address, message }), 'Error signing message')
      if (signature.length !== 64) throw new InvalidResponseError({ call: request.method, field: 'signature', reason: 'not 64 bytes' })
      return { signature: base64Encode(signature) }
    }
    case 'solana_signTransaction': {
      const transaction = transactionOf(paramsOf(request, '{ transaction: base64 }')['transaction'], 'transaction', address)
      return { transaction: signedOf(await signOne(signer, transaction), request.method) }
    }
    case 'solana_signAllTransactions': {
      const list = paramsOf(request, '{ transactions: base64[] }')['transactions']
      if (!Array.isArray(list) || list.length === 0) throw invalid('transactions must be a non-empty array of base64 transactions')
      const transactions = list.map((t, i) => transactionOf(t, `transactions[${i}]`, address))
      const signed = await signMany(signer, transactions)
      return { transactions: signed.map((bytes) => signedOf(bytes, request.method)) }
    }
    case 'solana_signAndSendTransaction': {
      const params = paramsOf(request, '{ transaction: base64, options? }')
      const transaction = transactionOf(params['transaction'], 'transaction', address)
      return { signature: await signAndSend(session, signer, transaction, optionsOf(params['options'])) }
    }
    default:
      throw new UnsupportedProviderMethodError({ details: `${request.method} is not a Solana wallet method` })
  }
}
