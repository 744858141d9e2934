/**
 * The embedded wallets' Solana keys ("the secure site … signs and sends on the sandbox's
 * EVM chains and Solana node"): one ed25519 keypair per wallet key (an email, or a social login's
 * `provider|sub`), made beside its EVM key and funded on the sandbox Solana node by airdrop. The
 * SPEC.md §6 Solana signing methods are answered here, in the shapes of the WalletConnect Solana
 * RPC reference the other sandbox wallets use: `solana_signMessage {message: base58, pubkey}` →
 * `{signature}`, `solana_signTransaction {transaction: base64}` → `{signature, transaction}`,
 * `solana_signAndSendTransaction {transaction: base64, sendOptions?}` → `{signature}` (sent to the
 * node with the app's send options), `solana_signAllTransactions {transactions}` → `{transactions}`;
 * legacy and v0 transactions alike. Other calls pass through to the node.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import { base58Decode, base58Encode } from '../../adapters/solana/base58.ts'
import { rawRpc, RpcFailure } from './chainRpc.ts'
import { FundedKeys } from './fundedKeys.ts'
import { mintToWallet, type SolanaTokenFaucet } from './solanaFaucet.ts'

export type SolanaNodeConfig = {
  /** CAIP-2 id of the node's chain (`solana:<genesis prefix>`). */
  chainId: string
  rpcUrl: string
  /** Tokens each new wallet is minted too (the sandbox's USDC-like mint), so a token send has something to move. */
  tokens?: SolanaTokenFaucet
}

/** SOL a new sandbox wallet is airdropped: 10 SOL, in lamports. */
export const SOLANA_STARTING_LAMPORTS = 10_000_000_000

/** Wallet Standard's name for a local node: a connector that names no chain sends this one. */
const LOCALNET = 'solana:localnet'

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'base64'))
const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

function paramsOf(params: unknown): Record<string, unknown> {
  // WalletConnect's shape is an object; a one-element array of it is accepted too.
  const value = Array.isArray(params) ? params[0] : params
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function stringParam(params: Record<string, unknown>, name: string, method: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value.length === 0) throw new RpcFailure(-32602, `${method} needs ${name}`)
  return value
}

/**
 * The app's send options of `solana_signAndSendTransaction` (WalletConnect's `sendOptions`), as the
 * node's `sendTransaction` config; anything else in them is refused before the key signs.
 */
function sendOptionsOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw new RpcFailure(-32602, 'sendOptions must be an object')
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = value as Record<string, unknown>
  const whole = (n: unknown) => n === undefined || (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean') throw new RpcFailure(-32602, 'sendOptions.skipPreflight must be a boolean')
  if (preflightCommitment !== undefined && !['processed', 'confirmed', 'finalized'].includes(preflightCommitment as string)) {
    throw new RpcFailure(-32602, 'sendOptions.preflightCommitment must be processed, confirmed or finalized')
  }
  if (!whole(maxRetries) || !whole(minContextSlot)) throw new RpcFailure(-32602, 'sendOptions.maxRetries and minContextSlot must be whole numbers')
  return Object.fromEntries(Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(([, v]) => v !== undefined))
}

/**
 * One Solana keypair per wallet key, made on first use and funded on the sandbox node.
 *
 * @example
 * const solana = new SolanaWalletBook({ chainId: 'solana:rLwf…', rpcUrl })
 * const address = (await solana.keypairFor('a@b.c')).publicKey.toBase58()
 */
export class SolanaWalletBook {
  private readonly keys: FundedKeys<Keypair>

  constructor(readonly node: SolanaNodeConfig) {
    this.keys = new FundedKeys(
      () => Keypair.generate(),
      ({ publicKey: owner }) =>
        Promise.all([rawRpc(node.rpcUrl, 'requestAirdrop', [owner.toBase58(), SOLANA_STARTING_LAMPORTS]), node.tokens ? mintToWallet(node.rpcUrl, node.tokens, owner) : undefined]),
    )
  }

  /** The wallet's keypair; the first call creates it and airdrops it SOLANA_STARTING_LAMPORTS (and mints it the faucet's tokens). */
  keypairFor(walletKey: string): Promise<Keypair> {
    return this.keys.get(walletKey)
  }

  /** The base58 address of the wallet's Solana account. */
  async addressOf(walletKey: string): Promise<string> {
    return (await this.keypairFor(walletKey)).publicKey.toBase58()
  }

  /** The wallet of `from` is now `to`'s (an email update moves both keys). */
  rekey(from: string, to: string): void {
    this.keys.rekey(from, to)
  }

  /** Whether `chainId` names the node this book serves (its CAIP-2 id, or Wallet Standard's localnet). */
  serves(chainId: string): boolean {
    return this.chains().includes(chainId)
  }

  /** The chain ids that name the node this book serves. */
  chains(): string[] {
    return [this.node.chainId, LOCALNET]
  }

  /** Runs a Solana call for `walletKey`'s account: SPEC.md §6 signing methods with its key, others passed to the node. */
  async request(walletKey: string, chainId: string, method: string, params: unknown): Promise<unknown> {
    if (!this.serves(chainId)) throw new RpcFailure(4901, `Chain ${chainId} is not served by the secure site`)
    const keypair = await this.keypairFor(walletKey)
    const address = keypair.publicKey.toBase58()
    switch (method) {
      case 'solana_signMessage': {
        const p = paramsOf(params)
        const pubkey = p['pubkey']
        if (pubkey !== undefined && pubkey !== address) throw new RpcFailure(4100, `${String(pubkey).slice(0, 60)} is not this wallet's account`)
        const message = base58Decode(stringParam(p, 'message', method))
        if (!message) throw new RpcFailure(-32602, 'solana_signMessage needs a base58 message')
        return { signature: base58Encode(ed25519.sign(message, keypair.secretKey.subarray(0, 32))) }
      }
      case 'solana_signTransaction': {
        const { signed, signature } = this.sign(keypair, stringParam(paramsOf(params), 'transaction', method))
        return { signature, transaction: toBase64(signed.serialize()) }
      }
      case 'solana_signAndSendTransaction': {
        const p = paramsOf(params)
        const { signed } = this.sign(keypair, stringParam(p, 'transaction', method))
        const config = { encoding: 'base64', preflightCommitment: 'confirmed', ...sendOptionsOf(p['sendOptions']) }
        const signature = await rawRpc(this.node.rpcUrl, 'sendTransaction', [toBase64(signed.serialize()), config])
        return { signature: String(signature) }
      }
      case 'solana_signAllTransactions': {
        // WalletConnect's shape: { transactions: base64[] } → { transactions: base64[] }, all or none signed.
        const list = paramsOf(params)['transactions']
        if (!Array.isArray(list) || list.length === 0 || !list.every((t): t is string => typeof t === 'string' && t.length > 0)) {
          throw new RpcFailure(-32602, 'solana_signAllTransactions needs transactions')
        }
        return { transactions: list.map((t) => toBase64(this.sign(keypair, t).signed.serialize())) }
      }
      default:
        return rawRpc(this.node.rpcUrl, method, params)
    }
  }

  /** Decodes a wire transaction and adds this wallet's signature; a transaction it need not sign is refused. */
  private sign(keypair: Keypair, base64: string): { signed: VersionedTransaction; signature: string } {
    let tx: VersionedTransaction
    try {
      tx = VersionedTransaction.deserialize(fromBase64(base64))
    } catch (error) {
      throw new RpcFailure(-32602, `Not a Solana transaction: ${(error as Error).message}`)
    }
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
    const index = signers.findIndex((key) => key.equals(keypair.publicKey))
    if (index < 0) throw new RpcFailure(-32602, "The transaction does not need this wallet's signature")
    tx.sign([keypair])
    return { signed: tx, signature: base58Encode(tx.signatures[index]!) }
  }
}
