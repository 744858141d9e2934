/**
 * The sandbox's token faucet for embedded Solana wallets: the USDC-like mint's
 * authority mints a new wallet its starting tokens in one real transaction on the node (its
 * associated token account created on the way), so a token send from the embedded wallet has
 * something to move. Supply grows; no other sandbox account's balance changes.
 */
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '../../adapters/solana/splToken.ts'
import { rawRpc, RpcFailure } from './chainRpc.ts'

export type SolanaTokenFaucet = {
  /** base58 address of the mint */
  mint: string
  /** the mint authority's 64-byte secret key (the sandbox's account 0) */
  authoritySecretKey: Uint8Array
  /** base units each new wallet gets */
  amount: bigint
}

/** SPL Token's MintTo (instruction 7): `amount` base units to `destination`, signed by the mint authority. */
function mintToInstruction(mint: PublicKey, destination: PublicKey, authority: PublicKey, amount: bigint): TransactionInstruction {
  const data = new Uint8Array(9)
  data[0] = 7
  new DataView(data.buffer).setBigUint64(1, amount, true)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.from(data),
  })
}

/** Mints `faucet.amount` to `owner`'s associated token account on the node at `rpcUrl`; resolves once sent. */
export async function mintToWallet(rpcUrl: string, faucet: SolanaTokenFaucet, owner: PublicKey): Promise<void> {
  const authority = Keypair.fromSecretKey(faucet.authoritySecretKey)
  const mint = new PublicKey(faucet.mint)
  const ata = getAssociatedTokenAddressSync(mint, owner)
  const latest = (await rawRpc(rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }])) as { value?: { blockhash?: string } }
  const blockhash = latest.value?.blockhash
  if (!blockhash) throw new RpcFailure(-32000, 'The Solana node gave no blockhash')
  const message = new TransactionMessage({
    payerKey: authority.publicKey,
    recentBlockhash: blockhash,
    instructions: [createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, mint), mintToInstruction(mint, ata, authority.publicKey, faucet.amount)],
  }).compileToV0Message()
  const tx = new VersionedTransaction(message)
  tx.sign([authority])
  await rawRpc(rpcUrl, 'sendTransaction', [Buffer.from(tx.serialize()).toString('base64'), { encoding: 'base64', preflightCommitment: 'confirmed' }])
}
