import {
  BaseMessageSignerWalletAdapter,
  WalletConnectionError,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base'
import type { PublicKey } from '@solana/web3.js'
import type { StampedEvent } from '../../core/events/index.ts'
import type { Modal } from '../../core/modalFacade.ts'
import type { SolanaSigner, SolanaTransactionLike } from '../../core/provider/solanaSigner.ts'

/** `LatchWalletAdapter`'s options: how Latch shows in the app's wallet list. */
export type LatchWalletAdapterOptions = { name?: string; icon?: string; url?: string }

/** The wallet-adapter name Latch registers under by default (`useWallet().select(LatchWalletName)`). */
export const LatchWalletName = 'Latch' as WalletName<'Latch'>

/** How long a reload's `autoConnect` waits at most for Latch to start restoring (a storage that never answers). */
const RESTORE_START_MS = 3_000
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzExMSIvPjxwYXRoIGQ9Ik0xMCA4djE2aDEyIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMyIgZmlsbD0ibm9uZSIvPjwvc3ZnPg=='

/**
 * Latch's Solana connection as a `@solana/wallet-adapter-base` adapter (API.md "Other entries"), so
 * `useWallet()`, `useConnection()` and `sendTransaction` of `@solana/wallet-adapter-react` work over
 * whatever the modal connected (Wallet Standard, WalletConnect, the embedded wallet).
 *
 * Why an adapter class and not a Wallet Standard wallet registered by the modal: Latch itself lists
 * the page's Wallet Standard wallets (SPEC.md §9), so a registered "Latch" wallet would show in its
 * own list (and in every other Standard-aware modal on the page) and could be chosen to connect
 * Latch to itself; the host passes the adapter in `wallets` explicitly instead, it costs no
 * `@wallet-standard` dependency, and `autoConnect` can be kept silent (a reload follows the modal's
 * restore and never opens it). `sendTransaction` is wallet-adapter's own: the transaction is
 * prepared and sent over the app's `useConnection()` connection, signed through
 * `modal.getProvider('solana')`.
 *
 * Latch stays the source of truth: a connect, account change or disconnect in the modal is this
 * adapter's `connect` / `disconnect` event; `connect()` opens the modal on Solana and resolves once
 * connected (rejects when the modal closes first); `disconnect()` goes through `modal.disconnect`.
 *
 * @example
 * const wallets = useMemo(() => [new LatchWalletAdapter(modal)], [])
 * <ConnectionProvider endpoint={endpoint}><WalletProvider wallets={wallets} autoConnect>…</WalletProvider></ConnectionProvider>
 */
export class LatchWalletAdapter extends BaseMessageSignerWalletAdapter {
  name: WalletName
  url: string
  icon: string
  readonly supportedTransactionVersions = new Set(['legacy', 0] as const)
  // The modal is part of the page: always there to open (wallet-adapter's `Loadable`).
  readyState = WalletReadyState.Loadable
  private readonly modal: Modal
  private readonly signer: SolanaSigner
  private _connecting = false

  constructor(modal: Modal, options: LatchWalletAdapterOptions = {}) {
    super()
    this.modal = modal
    this.name = (options.name ?? LatchWalletName) as WalletName
    this.icon = options.icon ?? ICON
    this.url = options.url ?? modal.getState().config.metadata?.url ?? 'https://github.com/latch'
    this.signer = modal.getProvider('solana')
    this.signer.on('connect', (key: PublicKey) => this.emit('connect', key))
    // wallet-adapter has no account-change event: a new account is a new `connect` (as Phantom's adapter does).
    this.signer.on('accountChanged', (key: PublicKey) => this.emit('connect', key))
    this.signer.on('disconnect', () => this.emit('disconnect'))
  }

  get publicKey(): PublicKey | null {
    return (this.signer.publicKey as PublicKey | null) ?? null
  }

  get connecting(): boolean {
    return this._connecting
  }

  /**
   * A reload: follows the modal's silent restore (SPEC.md §3 Connection); never opens the modal,
   * never throws. Settles at once when the saved session, read at start, restores nothing (a new
   * visitor), so the app's `connecting` does not linger.
   */
  override async autoConnect(): Promise<void> {
    if (this.signer.connected) return
    this._connecting = true
    let stop = () => {}
    try {
      // The core's restore reports what it restores (`connection/savedSessionLoaded`): seen in the log
      // when the core ran before, or arriving while we wait.
      const nothingRestored = new Promise<false>((resolve) => {
        const check = (event: StampedEvent) => void (event.type === 'connection/savedSessionLoaded' && event.restoring.length === 0 && resolve(false))
        stop = this.modal.subscribeEvents(check)
        for (const event of this.modal.eventLog()) check(event)
      })
      await this.modal.load().catch(() => undefined)
      await Promise.race([nothingRestored, this.settled(RESTORE_START_MS)])
    } finally {
      stop()
      this._connecting = false
    }
  }

  async connect(): Promise<void> {
    if (this.signer.connected) return
    this._connecting = true
    try {
      this.modal.open({ namespace: 'solana' })
      if (!(await this.settled())) throw new WalletConnectionError('Modal closed')
    } catch (error) {
      const walletError = error instanceof WalletConnectionError ? error : new WalletConnectionError((error as Error)?.message, error)
      this.emit('error', walletError)
      throw walletError
    } finally {
      this._connecting = false
    }
  }

  async disconnect(): Promise<void> {
    await this.modal.disconnect('solana')
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transaction: T): Promise<T> {
    this.ready()
    try {
      return (await this.signer.signTransaction(transaction as SolanaTransactionLike)) as T
    } catch (error) {
      throw this.failed(new WalletSignTransactionError((error as Error)?.message, error))
    }
  }

  override async signAllTransactions<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transactions: T[]): Promise<T[]> {
    this.ready()
    try {
      return (await this.signer.signAllTransactions(transactions as SolanaTransactionLike[])) as T[]
    } catch (error) {
      throw this.failed(new WalletSignTransactionError((error as Error)?.message, error))
    }
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    this.ready()
    try {
      return await this.signer.signMessage(message)
    } catch (error) {
      throw this.failed(new WalletSignMessageError((error as Error)?.message, error))
    }
  }

  private ready(): void {
    if (!this.signer.connected) throw this.failed(new WalletNotConnectedError())
  }

  private failed<E extends Error>(error: E): E {
    this.emit('error', error as never)
    return error
  }

  /**
   * Resolves `true` once Latch has a Solana account; `false` when the modal closes without one
   * (`connect`), or — with `startWithinMs` (a reload) — when no restore starts within that time
   * or the one that started ends without an account.
   */
  private settled(startWithinMs?: number): Promise<boolean> {
    return new Promise((resolve) => {
      let seenOpen = false
      let seenConnecting = false
      let stop = () => {}
      const timer = startWithinMs === undefined ? undefined : setTimeout(() => settle(false), startWithinMs)
      const settle = (value: boolean) => {
        clearTimeout(timer)
        stop()
        resolve(value)
      }
      const check = () => {
        const state = this.modal.getState()
        const account = state.accounts.solana
        if (account?.status === 'connected' && account.address) return settle(true)
        if (startWithinMs === undefined) {
          if (state.open) seenOpen = true
          else if (seenOpen) settle(false)
        } else if (account?.status === 'connecting') {
          seenConnecting = true
          clearTimeout(timer)
        } else if (seenConnecting) settle(false)
      }
      stop = this.modal.subscribeState(check)
      check()
    })
  }
}
