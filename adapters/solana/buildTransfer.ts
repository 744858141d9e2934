import { SystemProgram, TransactionMessage, VersionedTransaction, type Connection, type PublicKey, type TransactionInstruction } from '@solana/web3.js'
import { ValidationError } from '../../core/errors/ValidationError.ts'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync, readMint } from './splToken.ts'

/** An unsigned transfer, with the blockhash window it must land in (for confirmation). */
export type BuiltTransfer = {
  transaction: VersionedTransaction
  blockhash: string
  lastValidBlockHeight: number
  /** Whether the transaction creates the receiver's associated token account. */
  createsTokenAccount: boolean
}

/**
 * Builds the unsigned legacy-format transaction of a transfer (every wallet accepts legacy):
 * SOL with `SystemProgram.transfer`; an SPL token (Token or Token-2022, read from the mint's owner)
 * with `transferChecked` between the associated token accounts, first creating the receiver's
 * when it does not exist yet (idempotent, paid by the sender).
 *
 * @example
 * const { transaction } = await buildTransfer({ connection, from, to, amount: 500_000_000n })
 */
export async function buildTransfer(parameters: {
  connection: Connection
  from: PublicKey
  to: PublicKey
  /** base units (lamports, or the token's smallest unit) */
  amount: bigint
  token?: { mint: PublicKey; decimals: number }
}): Promise<BuiltTransfer> {
  const { connection, from, to, amount, token } = parameters
  const instructions: TransactionInstruction[] = []
  let createsTokenAccount = false
  if (!token) {
    instructions.push(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount }))
  } else {
    const mint = readMint(await connection.getAccountInfo(token.mint, 'confirmed'))
    if (!mint) {
      throw new ValidationError('Token not found', { details: `${token.mint.toBase58()} is not an SPL token mint on this network` })
    }
    if (mint.decimals !== token.decimals) {
      throw new ValidationError('Invalid token decimals', { details: `the mint has ${mint.decimals} decimals, the request ${token.decimals}` })
    }
    const { programId } = mint
    // Both owners may be program-derived addresses (a vault, a multisig): no on-curve check.
    const source = getAssociatedTokenAddressSync(token.mint, from, programId)
    const destination = getAssociatedTokenAddressSync(token.mint, to, programId)
    if ((await connection.getAccountInfo(destination, 'confirmed')) === null) {
      createsTokenAccount = true
      instructions.push(createAssociatedTokenAccountIdempotentInstruction(from, destination, to, token.mint, programId))
    }
    instructions.push(createTransferCheckedInstruction(source, token.mint, destination, from, amount, token.decimals, programId))
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
  const message = new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions }).compileToLegacyMessage()
  return { transaction: new VersionedTransaction(message), blockhash, lastValidBlockHeight, createsTokenAccount }
}
