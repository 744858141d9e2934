/**
 * The secure site's keys by wallet key: one key per wallet, made at first use and
 * funded once (the funding awaited by every later use), moved whole by an email update. The EVM
 * book (wallets.ts) and the Solana book (solanaWallets.ts) each keep one.
 */
import { RpcFailure } from './chainRpc.ts'

export class FundedKeys<K> {
  private readonly keys = new Map<string, K>()
  private readonly funding = new Map<string, Promise<void>>()

  constructor(
    private readonly make: () => K,
    private readonly fund: (key: K) => Promise<unknown>,
  ) {}

  /** `walletKey`'s key, made and funded at the first call; resolves once its funds are there. */
  async get(walletKey: string): Promise<K> {
    let key = this.keys.get(walletKey)
    if (!key) {
      key = this.make()
      this.keys.set(walletKey, key)
      this.funding.set(
        walletKey,
        this.fund(key).then(() => undefined),
      )
    }
    await this.funding.get(walletKey)
    return key
  }

  /** The key of `from` is now `to`'s (an email update); `to` must have none yet. */
  rekey(from: string, to: string): void {
    const key = this.keys.get(from)
    if (!key) return
    if (this.keys.has(to)) throw new RpcFailure(4001, 'That email already has a wallet')
    this.keys.set(to, key)
    this.keys.delete(from)
    const funded = this.funding.get(from)
    if (funded) this.funding.set(to, funded)
    this.funding.delete(from)
  }

  /** Whether `walletKey` has a key yet. */
  has(walletKey: string): boolean {
    return this.keys.has(walletKey)
  }
}
