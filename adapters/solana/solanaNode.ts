/**
 * Everything the Solana adapter does with @solana/web3.js — the node connection, building,
 * sending and confirming a transfer, pricing its fee — in one module the adapter imports
 * dynamically (`loadSolanaNode`, ./loadSolanaNode.ts), so a host page that configures `latch/solana` loads web3.js only
 * when a Solana action needs it (discovery and connecting need none of it).
 */
// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../../core/coreEntry.ts'
import { Connection, PublicKey, SendTransactionError, SystemProgram, Transaction, type Commitment, type SendOptions } from '@solana/web3.js'
import { TransactionRejectedRpcError } from '../../core/errors/TransactionRejectedRpcError.ts'
import { buildTransfer } from './buildTransfer.ts'

/** The protocol's base fee per signature, should the node not price a message. */
const LAMPORTS_PER_SIGNATURE = 5000

/** A web3.js connection with the adapter's settings (`commitment`, a WebSocket for confirmations). */
export function createConnection(http: string, options: { commitment: Commitment; wsEndpoint: string }): Connection {
  return new Connection(http, { commitment: options.commitment, wsEndpoint: options.wsEndpoint })
}

/** An unsigned transfer, serialised for a wallet, with the blockhash window it must land in. */
export type PreparedTransfer = { transaction: Uint8Array; blockhash: string; lastValidBlockHeight: number }

/** Builds the unsigned transfer of `amount` base units (SOL, or an SPL token) from `from` to `to`. */
export async function prepareTransfer(parameters: { connection: Connection; from: string; to: string; amount: bigint; token?: { address: string; decimals: number } }): Promise<PreparedTransfer> {
  const { connection, from, to, amount, token } = parameters
  const built = await buildTransfer({
    connection,
    from: new PublicKey(from),
    to: new PublicKey(to),
    amount,
    ...(token ? { token: { mint: new PublicKey(token.address), decimals: token.decimals } } : {}),
  })
  return { transaction: built.transaction.serialize(), blockhash: built.blockhash, lastValidBlockHeight: built.lastValidBlockHeight }
}

/** Sends a transaction a wallet only signed. */
export function sendSigned(connection: Connection, signed: Uint8Array, commitment: Commitment): Promise<string> {
  return connection.sendRawTransaction(signed, { preflightCommitment: commitment })
}

/**
 * Sends an app's transaction a wallet only signed, with the app's `options` (SPEC.md §6 Solana
 * signing methods: `solana_signAndSendTransaction`); resolves its base58 signature once the node
 * took it. A preflight refusal keeps the node's JSON-RPC code (-32002), which web3.js's
 * `SendTransactionError` drops, so the app sees what a wallet sending it itself would report.
 */
export async function sendWire(connection: Connection, signed: Uint8Array, commitment: Commitment, options: SendOptions): Promise<string> {
  try {
    return await connection.sendRawTransaction(signed, { preflightCommitment: commitment, ...options })
  } catch (error) {
    if (error instanceof SendTransactionError && /simulation failed/i.test(error.transactionError.message)) {
      throw Object.assign(new Error(error.transactionError.message, { cause: error }), { code: -32002, data: { logs: error.transactionError.logs ?? [] } })
    }
    throw error
  }
}

/** Waits for `signature` at `commitment`; a transaction that landed but failed is rejected. */
export async function confirmTransfer(connection: Connection, signature: string, prepared: PreparedTransfer, commitment: Commitment): Promise<void> {
  const confirmation = await connection.confirmTransaction({ signature, blockhash: prepared.blockhash, lastValidBlockHeight: prepared.lastValidBlockHeight }, commitment)
  if (confirmation.value.err) {
    throw new TransactionRejectedRpcError({ details: `${signature} failed: ${JSON.stringify(confirmation.value.err)}` })
  }
}

/** The fee the node asks for a one-signature SOL transfer (`getFeeForMessage`), in lamports. */
export async function nativeTransferFee(connection: Connection, from: string, to: string): Promise<bigint> {
  const payer = new PublicKey(from)
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(to), lamports: 1 })).compileMessage()
  return BigInt((await connection.getFeeForMessage(message)).value ?? LAMPORTS_PER_SIGNATURE)
}
