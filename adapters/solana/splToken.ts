/**
 * The three SPL Token pieces a transfer needs, written against web3.js alone. @solana/spl-token
 * would need the host to polyfill a global `Buffer` in browsers (its ESM build calls
 * `Buffer.alloc` without importing it) and is only a dev dependency of this package; these build
 * byte-identical instructions (proved against @solana/spl-token in the repository's tests).
 */
import { PublicKey, SystemProgram, TransactionInstruction, type AccountInfo } from '@solana/web3.js'

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** Token program instruction index of TransferChecked. */
const TRANSFER_CHECKED = 12
/** Associated Token Account program instruction index of CreateIdempotent. */
const CREATE_IDEMPOTENT = 1
/** Mint layout: decimals (u8) at 44, is_initialized (bool) at 45, base size 82. */
const MINT_SIZE = 82
/** Token account size; Token-2022 puts the account-type byte right after it (1 mint, 2 account). */
const ACCOUNT_SIZE = 165
const ACCOUNT_TYPE_MINT = 1

// web3.js types instruction data as Buffer; any Uint8Array serialises the same (it is base58'd).
const asData = (bytes: Uint8Array) => bytes as unknown as TransactionInstruction['data']

/**
 * The associated token account of `owner` for `mint` (same as spl-token's
 * `getAssociatedTokenAddressSync` with `allowOwnerOffCurve`: the owner may be a PDA).
 *
 * @example
 * getAssociatedTokenAddressSync(usdcMint, owner) // the owner's USDC account
 */
export function getAssociatedTokenAddressSync(mint: PublicKey, owner: PublicKey, programId = TOKEN_PROGRAM_ID): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), programId.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0]
}

/**
 * Creates `owner`'s associated token account, paid by `payer`; does nothing if it exists.
 *
 * @example
 * createAssociatedTokenAccountIdempotentInstruction(payer, ata, owner, mint)
 */
export function createAssociatedTokenAccountIdempotentInstruction(
  payer: PublicKey,
  associatedToken: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
  programId = TOKEN_PROGRAM_ID,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedToken, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: programId, isSigner: false, isWritable: false },
    ],
    data: asData(Uint8Array.of(CREATE_IDEMPOTENT)),
  })
}

/**
 * TransferChecked: moves `amount` base units from `source` to `destination`; the program checks
 * `decimals` against the mint, so a wrong decimals value fails instead of moving a wrong amount.
 *
 * @example
 * createTransferCheckedInstruction(fromAta, mint, toAta, owner, 2_000_000n, 6)
 */
export function createTransferCheckedInstruction(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
  programId = TOKEN_PROGRAM_ID,
): TransactionInstruction {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return new TransactionInstruction({
    programId,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: asData(data),
  })
}

/**
 * Reads a mint account: its token program (Token or Token-2022) and decimals; `undefined` when
 * the account is no initialised mint of either program.
 *
 * @example
 * readMint(await connection.getAccountInfo(mint)) // { programId: TOKEN_PROGRAM_ID, decimals: 6 }
 */
export function readMint(info: AccountInfo<Uint8Array> | null): { programId: PublicKey; decimals: number } | undefined {
  if (!info) return undefined
  const programId = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find((id) => info.owner.equals(id))
  if (!programId) return undefined
  const size = info.data.length
  // A mint is exactly 82 bytes; a Token-2022 mint with extensions is padded to the account size
  // and marked by its account-type byte. A token account (165 bytes) is never taken for one.
  const isMint = size === MINT_SIZE || (programId.equals(TOKEN_2022_PROGRAM_ID) && size > ACCOUNT_SIZE && info.data[ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT)
  if (!isMint || info.data[45] !== 1) return undefined
  return { programId, decimals: info.data[44]! }
}
