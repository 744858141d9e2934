import type UniversalProvider from '@walletconnect/universal-provider'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { importPeer, type OptionalPeer } from '../../core/importPeer.ts'
import { sessionNamespaces } from './namespaces.ts'
import { APPROVAL, openWalletApp, reusesPairings, type WalletAppWindow } from './walletApp.ts'
import type { TabCall, TabChannel, TabLocks, TabNote, TabOwner } from './tabOwner.ts'

/** latch/walletconnect's optional peer (package.json peerDependenciesMeta). */
export const WALLET_CONNECT_PEER: OptionalPeer = {
  packageName: '@walletconnect/universal-provider',
  entry: 'latch/walletconnect',
  install: '@walletconnect/universal-provider@2',
}

/** Options of `walletConnect()`. */
export type WalletConnectOptions = {
  /** The WalletConnect Cloud project id. */
  projectId: string
  /** The relay (default WalletConnect's; the sandbox prints its own `ws://127.0.0.1:…`). */
  relayUrl?: string
  /**
   * The Verify service base (default WalletConnect's). Offline, each connect and request waited
   * 5 s for the Verify iframe to time out; the sandbox serves a local one (`…/verify/v3`).
   */
  verifyUrl?: string
  /** The dapp as the wallet shows it. */
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** The networks the session asks for (eip155 and solana ones; the modal's `networks`). */
  networks: readonly CaipNetwork[]
  /** How long the relay may take to issue a pairing before 'Failed to connect' (ms, default 15 000). */
  relayTimeoutMs?: number
  /** Storage prefix of the provider's keys (default none); two modals in one page need their own. */
  customStoragePrefix?: string
  /**
   * SPEC.md §4: keep a pending pairing when the modal closes and reuse it on the next connect
   * (default: on Telegram and Safari on iOS, where the user leaves for the wallet and comes back).
   */
  reusePendingPairing?: boolean
  /** The provider's key-value storage (default the platform's: IndexedDB in browsers). */
  /** The page (default `globalThis`): on a phone, a request opens the wallet's app through it. */
  window?: WalletAppWindow
  storage?: {
    getKeys(): Promise<string[]>
    getEntries<T = unknown>(): Promise<[string, T][]>
    getItem<T = unknown>(key: string): Promise<T | undefined>
    setItem<T = unknown>(key: string, value: T): Promise<void>
    removeItem(key: string): Promise<void>
  }
}

export type Session = NonNullable<UniversalProvider['session']>
export type ClientListener = {
  uri?(uri: string): void
  /** The session's namespaces changed (approved, updated). */
  session?(session: Session): void
  /** A wallet event: `chainChanged` / `accountsChanged` for a CAIP chain. */
  event?(name: string, chainId: string, data: unknown): void
  /** The session ended (deleted by the wallet, expired, or disconnected here). */
  ended?(): void
}

export { openWalletApp, reusesPairings, type WalletAppWindow } from './walletApp.ts'

type Pending = { resolve(session: Session): void; reject(error: unknown): void; promise: Promise<Session> }

/** WalletConnect's rejection codes (5000 user rejected, 5001–5003 rejected chains/methods/events) as EIP-1193 4001. */
function toProviderError(error: unknown): unknown {
  const code = (error as { code?: unknown } | undefined)?.code
  if (typeof code === 'number' && code >= 5000 && code <= 5003) return new UserRejectedRequestError({ cause: error, details: (error as Error).message })
  return error
}

/**
 * One WalletConnect session for every namespace, over @walletconnect/universal-provider loaded on
 * first use (a chunk of its own: a page that never takes a WalletConnect path never loads it).
 * Pairing attempts are generations: a refresh starts a new pairing (new URI) and the first one the
 * wallet approves settles the connect; only the newest attempt's failure fails it. Across the tabs
 * of an origin one tab starts the provider and the others' calls are made by it (SPEC.md §3
 * Connection; tabOwner.ts says why): every public method here works the same in either tab.
 */
export class WalletConnectClient {
  private provider: Promise<UniversalProvider> | undefined
  private pending: Pending | undefined
  private generation = 0
  private uriGeneration = 0
  private readonly listeners = new Set<ClientListener>()
  private tabOwner: Promise<TabOwner | undefined> | undefined
  private linked: TabOwner | undefined
  /** The tab a pairing made for another tab belongs to: its URI and session go there alone. */
  private pairingFor: string | undefined

  constructor(readonly options: WalletConnectOptions) {}

  listen(listener: ClientListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Loads and starts the provider once (restoring a saved session from its storage). */
  load(): Promise<UniversalProvider> {
    // Without the optional peer, a PeerDependencyMissingError names it and this entry.
    this.provider ??= importPeer(() => import('@walletconnect/universal-provider'), WALLET_CONNECT_PEER).then(async ({ UniversalProvider }) => {
      const { projectId, relayUrl, metadata, customStoragePrefix, verifyUrl, storage } = this.options
      const up = await UniversalProvider.init({
        projectId,
        metadata,
        logger: 'error',
        ...(relayUrl ? { relayUrl } : {}),
        ...(customStoragePrefix ? { customStoragePrefix } : {}),
        ...(storage ? { storage: storage as never } : {}),
      })
      if (verifyUrl) (up.client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = verifyUrl
      up.on('display_uri', (uri: string) => {
        this.uriGeneration = this.generation
        this.toPairing({ note: 'uri', uri })
      })
      up.on('session_event', (e: { params: { chainId: string; event: { name: string; data: unknown } } }) => {
        this.broadcast({ note: 'event', name: e.params.event.name, chainId: e.params.chainId, data: e.params.event.data })
      })
      up.on('session_update', () => {
        if (up.session) this.broadcast({ note: 'session', session: up.session })
      })
      const ended = () => this.broadcast({ note: 'ended' })
      up.on('session_delete', ended)
      up.on('session_expire', ended)
      return up
    })
    return this.provider
  }

  /** The live session, if any (after loading the provider: a reload finds the saved one). */
  async session(): Promise<Session | undefined> {
    const remote = await this.remote({ op: 'session' })
    return remote ? (remote.value as Session | undefined) : (await this.load()).session
  }

  /** Resolves with the session: the live one, or one a wallet approves after pairing. */
  async connect(): Promise<Session> {
    const remote = await this.remote({ op: 'connect' })
    if (remote) return remote.value as Session
    const up = await this.load()
    if (up.session) return up.session
    if (!this.pending) {
      let resolve!: (s: Session) => void
      let reject!: (e: unknown) => void
      const promise = new Promise<Session>((res, rej) => {
        resolve = res
        reject = rej
      })
      this.pending = { resolve, reject, promise }
      this.pair(up)
    }
    return this.pending.promise
  }

  /** A fresh pairing (new URI) for the pending connect; no-op without one. */
  async refresh(): Promise<void> {
    if (await this.remote({ op: 'refresh' })) return
    if (this.pending) this.pair(await this.load())
  }

  /**
   * Drops the pending connect (the modal closed mid-pairing) and its pairings — except where a
   * pending pairing is reused (Telegram, Safari on iOS: SPEC.md §4), where it stays for the next
   * connect.
   */
  async cancel(): Promise<void> {
    if (await this.remote({ op: 'cancel' })) return
    const pending = this.pending
    if (!pending || (this.options.reusePendingPairing ?? reusesPairings())) return
    this.finish()
    pending.reject(new ConnectionError('Failed to connect', { details: 'Modal closed' }))
    await (await this.load()).cleanupPendingPairings({ deletePairings: true })
  }

  /** A request through the session for `chainId` (CAIP-2). */
  async request(args: { method: string; params?: unknown }, chainId: string): Promise<unknown> {
    // On a phone the wallet is another app: take the user there to approve, as the pairing did
    // (from the tab that asked, whichever tab carries the request).
    const session = APPROVAL.test(args.method) ? await this.session() : undefined
    if (session) openWalletApp(session, this.options.window)
    const remote = await this.remote({ op: 'request', args, chainId })
    return remote ? remote.value : this.ask(args, chainId)
  }

  async disconnect(): Promise<void> {
    if (await this.remote({ op: 'disconnect' })) return
    const up = await this.load()
    if (up.session) await up.disconnect()
    this.broadcast({ note: 'ended' })
  }

  private async ask(args: { method: string; params?: unknown }, chainId: string): Promise<unknown> {
    const up = await this.load()
    try {
      return await up.request(args as { method: string; params: unknown[] }, chainId)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  /**
   * SPEC.md §3 Connection: the tabs of an origin share one WalletConnect client (tabOwner.ts says
   * why, loaded with the first WalletConnect call); undefined where the page lacks Web Locks or
   * BroadcastChannel, each tab then keeping its own client as before.
   */
  private tabs(): Promise<TabOwner | undefined> {
    this.tabOwner ??= (async () => {
      const locks = (globalThis as { navigator?: { locks?: TabLocks } }).navigator?.locks
      if (!locks || typeof BroadcastChannel !== 'function') return undefined
      const { linkTabs } = await import('./tabOwner.ts')
      const { projectId, customStoragePrefix = '' } = this.options
      const link = linkTabs({
        scope: `${projectId}/${customStoragePrefix}`,
        locks,
        channel: new BroadcastChannel(`latch/walletconnect/${projectId}`) as unknown as TabChannel,
        serve: (call, from) => this.serve(call, from),
        hear: (note) => this.deliver(note),
        // The new owner starts the client at once: the session's wallet events reach every tab again.
        promoted: () => void this.load().catch(() => undefined),
      })
      this.linked = link
      await link.ready
      return link
    })()
    return this.tabOwner
  }

  /** The owner's answer to `call` when another tab owns the client; undefined when this tab does. */
  private async remote(call: TabCall): Promise<{ value: unknown } | undefined> {
    const link = await this.tabs()
    return link && !link.owner ? { value: await link.call(call) } : undefined
  }

  /** Owner side: another tab's call on this tab's client. */
  private async serve(call: TabCall, from: string): Promise<unknown> {
    switch (call.op) {
      case 'session':
        return this.session()
      case 'connect':
        // A pairing this call starts is the asking tab's: its URI and session go there.
        if (!this.pending && !(await this.load()).session) this.pairingFor = from
        return this.connect()
      case 'refresh':
        return this.refresh()
      case 'cancel':
        return this.cancel()
      case 'disconnect':
        return this.disconnect()
      case 'request':
        return this.ask(call.args, call.chainId)
    }
  }

  /** A note for this tab's listeners (the session, a wallet event, the end; a pairing URI). */
  private deliver(note: TabNote): void {
    for (const l of this.listeners) {
      if (note.note === 'uri') l.uri?.(note.uri)
      else if (note.note === 'session') l.session?.(note.session as Session)
      else if (note.note === 'event') l.event?.(note.name, note.chainId, note.data)
      else l.ended?.()
    }
  }

  /** The session's news, for this tab and every other tab of the origin. */
  private broadcast(note: TabNote): void {
    this.deliver(note)
    this.linked?.notify(note)
  }

  /** A pairing's news, for the tab that pairs. */
  private toPairing(note: TabNote): void {
    if (this.pairingFor) this.linked?.notify(note, this.pairingFor)
    else this.deliver(note)
  }

  private finish(): void {
    this.pending = undefined
    this.pairingFor = undefined
    this.generation++
  }

  private pair(up: UniversalProvider): void {
    const generation = ++this.generation
    const namespaces = sessionNamespaces(this.options.networks)
    // The relay must hand out a pairing within the timeout: an unreachable relay fails the
    // connect clearly instead of the provider's 75 s wait.
    const timeout = setTimeout(() => {
      if (this.generation === generation && this.uriGeneration !== generation) {
        this.fail(new ConnectionError('Failed to connect', { details: 'The WalletConnect relay did not answer' }))
      }
    }, this.options.relayTimeoutMs ?? 15_000)
    up.connect({ optionalNamespaces: namespaces }).then(
      (session) => {
        clearTimeout(timeout)
        const pending = this.pending
        if (!session || !pending) return
        const note: TabNote = { note: 'session', session }
        this.toPairing(note)
        this.finish()
        pending.resolve(session)
      },
      (error: unknown) => {
        clearTimeout(timeout)
        // An older pairing replaced by a fresh one may expire: only the newest attempt counts.
        if (this.generation === generation) this.fail(toProviderError(error))
      },
    )
  }

  private fail(error: unknown): void {
    const pending = this.pending
    if (!pending) return
    this.finish()
    pending.reject(error)
  }
}
