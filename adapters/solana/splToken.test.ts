import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Keypair, PublicKey, type TransactionInstruction } from '@solana/web3.js'
import * as spl from '@solana/spl-token'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  readMint,
} from './splToken.ts'

const key = () => Keypair.generate().publicKey
const plain = (ix: TransactionInstruction) => ({
  programId: ix.programId.toBase58(),
  keys: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
  data: [...ix.data],
})

test('behavior: program ids and associated token addresses equal @solana/spl-token (Token and Token-2022, PDA owners)', () => {
  assert.ok(TOKEN_PROGRAM_ID.equals(spl.TOKEN_PROGRAM_ID))
  assert.ok(TOKEN_2022_PROGRAM_ID.equals(spl.TOKEN_2022_PROGRAM_ID))
  assert.ok(ASSOCIATED_TOKEN_PROGRAM_ID.equals(spl.ASSOCIATED_TOKEN_PROGRAM_ID))
  const pda = PublicKey.findProgramAddressSync([Uint8Array.of(1)], TOKEN_PROGRAM_ID)[0]
  for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
    for (const owner of [key(), key(), pda]) {
      const mint = key()
      assert.is(getAssociatedTokenAddressSync(mint, owner, programId).toBase58(), spl.getAssociatedTokenAddressSync(mint, owner, true, programId).toBase58())
    }
  }
})

test('behavior: TransferChecked and CreateIdempotent instructions are byte-identical to @solana/spl-token', () => {
  for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
    const [source, mint, destination, owner, payer] = [key(), key(), key(), key(), key()]
    for (const [amount, decimals] of [
      [2_000_000n, 6],
      [1n, 0],
      [18_446_744_073_709_551_615n, 9],
    ] as const) {
      assert.equal(
        plain(createTransferCheckedInstruction(source, mint, destination, owner, amount, decimals, programId)),
        plain(spl.createTransferCheckedInstruction(source, mint, destination, owner, amount, decimals, [], programId)),
      )
    }
    assert.equal(
      plain(createAssociatedTokenAccountIdempotentInstruction(payer, destination, owner, mint, programId)),
      plain(spl.createAssociatedTokenAccountIdempotentInstruction(payer, destination, owner, mint, programId)),
    )
  }
})

test('behavior: readMint reads decimals and program of Token and Token-2022 mints', () => {
  const data = Buffer.alloc(spl.MINT_SIZE)
  spl.MintLayout.encode({ mintAuthorityOption: 0, mintAuthority: PublicKey.default, supply: 5n, decimals: 6, isInitialized: true, freezeAuthorityOption: 0, freezeAuthority: PublicKey.default }, data)
  const info = (owner: PublicKey, bytes: Uint8Array) => ({ owner, data: bytes, lamports: 1, executable: false })
  assert.equal(readMint(info(TOKEN_PROGRAM_ID, data)), { programId: TOKEN_PROGRAM_ID, decimals: 6 })
  assert.equal(readMint(info(TOKEN_2022_PROGRAM_ID, data)), { programId: TOKEN_2022_PROGRAM_ID, decimals: 6 })
  // Token-2022 mint with extensions: padded to 165 bytes, account type 1 (mint), then TLV data.
  const extended = new Uint8Array(200)
  extended.set(data)
  extended[165] = 1
  assert.equal(readMint(info(TOKEN_2022_PROGRAM_ID, extended))?.decimals, 6)
})

test('error: readMint refuses what is no initialised mint (missing, other owner, token account, uninitialised)', () => {
  const info = (owner: PublicKey, bytes: Uint8Array) => ({ owner, data: bytes, lamports: 1, executable: false })
  assert.is(readMint(null), undefined)
  const mint = new Uint8Array(82)
  mint[44] = 6
  mint[45] = 1
  assert.is(readMint(info(key(), mint)), undefined, 'not owned by a token program')
  const account = new Uint8Array(165)
  account[45] = 1 // a byte of the owner key that happens to be 1
  assert.is(readMint(info(TOKEN_PROGRAM_ID, account)), undefined, 'a token account')
  const account2022 = new Uint8Array(170)
  account2022[45] = 1
  account2022[165] = 2
  assert.is(readMint(info(TOKEN_2022_PROGRAM_ID, account2022)), undefined, 'a Token-2022 token account')
  assert.is(readMint(info(TOKEN_PROGRAM_ID, new Uint8Array(82))), undefined, 'uninitialised')
})

test.run()
