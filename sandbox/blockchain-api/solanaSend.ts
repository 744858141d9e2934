import type { Connection, Keypair, Transaction } from '@solana/web3.js'
import { HttpError } from '../http/server.ts'

/**
 * Signs, sends and confirms a Solana transaction over HTTP only, polling getSignatureStatuses.
 * web3.js's sendAndConfirmTransaction subscribes over a WebSocket that keeps reconnecting once
 * the node is gone, which would hold a stopped sandbox's process open.
 * @example const signature = await sendAndPoll(connection, tx, [payer])
 */
export async function sendAndPoll(connection: Connection, tx: Transaction, signers: [Keypair, ...Keypair[]], timeoutMs = 10_000): Promise<string> {
  const { blockhash } = await connection.getLatestBlockhash()
  tx.recentBlockhash = blockhash
  tx.feePayer ??= signers[0].publicKey
  tx.sign(...signers)
  const signature = await connection.sendRawTransaction(tx.serialize())
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    if (status?.err) throw new HttpError(502, `Solana transaction failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return signature
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new HttpError(504, 'Solana transaction was not confirmed in time')
}
