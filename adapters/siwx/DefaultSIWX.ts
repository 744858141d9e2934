import type { SIWXConfig, SIWXMessage, SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { formatMessage } from './formatMessage.ts'
import { InformalMessenger, type SIWXMessenger } from './InformalMessenger.ts'
import { LocalStorage, type SIWXStorage } from './storage.ts'
import { EIP155Verifier, SolanaVerifier, type SIWXVerifier } from './verifiers.ts'

/** Options of `DefaultSIWX`: how messages are made, verified and where sessions are kept (all optional). */
export type DefaultSIWXOptions = {
  /** Makes the messages; default an `InformalMessenger` for the page's host and address. */
  messenger?: SIWXMessenger
  /** One per namespace signed in on; default EIP-155 (against `networks`) and Solana. */
  verifiers?: SIWXVerifier[]
  /** Where sessions are kept; default `LocalStorage` (the modal's key-value storage). */
  storage?: SIWXStorage
  /** The networks whose RPC URLs the default EVM verifier calls (smart accounts verify on chain). */
  networks?: readonly CaipNetwork[]
  required?: boolean
  signOutOnDisconnect?: boolean
  /** The clock (ms) expiry is judged by; default `Date.now`. */
  now?: () => number
  /**
   * The EIP-4361 `domain` a session must name; default the page's host when the default
   * messenger makes the messages (a custom messenger's domain, or a page-less runtime's, is not
   * known here: unchecked).
   */
  domain?: string
}

/**
 * The default `siwx`: a messenger, verifiers and a storage, each replaceable (the shape hosts of
 * the leading product know). `addSession` refuses a signature no verifier accepts, a message that
 * is not the EIP-4361 / CAIP-122 text of its data (a signature relabelled to another chain, domain
 * or account), another site's domain, an expired message or one not valid yet (`Not Before`);
 * `getSessions` returns only sessions that still pass, so a relabelled one in storage is dropped.
 *
 * @example
 * createModal({ projectId, networks, siwx: new DefaultSIWX({ networks, required: true }) })
 */
export class DefaultSIWX implements SIWXConfig {
  readonly signOutOnDisconnect: boolean
  readonly #messenger: SIWXMessenger
  readonly #verifiers: SIWXVerifier[]
  readonly #storage: SIWXStorage
  readonly #required: boolean
  readonly #now: () => number
  readonly #domain: string | undefined

  constructor(options: DefaultSIWXOptions = {}) {
    const location = (globalThis as { location?: { host: string; href: string } }).location
    const host = location?.host ?? 'localhost'
    this.#messenger = options.messenger ?? new InformalMessenger({ domain: host, uri: location?.href ?? 'http://localhost' })
    this.#domain = options.domain ?? (options.messenger ? undefined : location?.host)
    this.#verifiers = options.verifiers ?? [new EIP155Verifier({ networks: options.networks ?? [] }), new SolanaVerifier()]
    this.#storage = options.storage ?? new LocalStorage()
    this.#required = options.required ?? false
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? false
    this.#now = options.now ?? Date.now
  }

  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    return this.#messenger.createMessage(input)
  }

  async addSession(session: SIWXSession): Promise<void> {
    if (!(await this.#isValid(session))) throw new Error('Invalid SIWX session: the message is not its data, names another domain, is expired or not valid yet, or the signature does not verify')
    await this.#storage.add(session)
  }

  revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    return this.#storage.delete(chainId, address)
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const valid = await Promise.all(sessions.map((s) => this.#isValid(s)))
    await this.#storage.set(sessions.filter((_, i) => valid[i]))
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const sessions = await this.#storage.get(chainId, address)
    const valid = await Promise.all(sessions.map((s) => this.#isValid(s)))
    return sessions.filter((_, i) => valid[i])
  }

  getRequired(): boolean {
    return this.#required
  }

  async #isValid(session: SIWXSession): Promise<boolean> {
    // The signature covers the text only: the data (what getSessions is asked by) must be that text.
    if (!isTextOfData(session)) return false
    if (this.#domain !== undefined && session.data.domain !== this.#domain) return false
    const now = this.#now()
    if (isExpired(session, now) || isNotYetValid(session, now)) return false
    const namespace = session.data.chainId.split(':')[0]
    const verifier = this.#verifiers.find((v) => v.chainNamespace === namespace)
    return verifier ? verifier.verify(session) : false
  }
}

/** Whether the signed text is exactly the EIP-4361 / CAIP-122 text of the data (false for malformed data, e.g. from storage). */
function isTextOfData(session: SIWXSession): boolean {
  try {
    return typeof session.message === 'string' && formatMessage(session.data) === session.message
  } catch {
    return false
  }
}

/** A session whose `notBefore` (EIP-4361 Not Before) is still ahead (or is not a date) at `now` (ms). */
export function isNotYetValid(session: Pick<SIWXSession, 'data'>, now: number): boolean {
  const from = session.data.notBefore
  if (from === undefined) return false
  const at = Date.parse(from)
  return !Number.isFinite(at) || at > now
}

/** A session whose `expirationTime` has passed (or is not a date) at `now` (ms). */
export function isExpired(session: Pick<SIWXSession, 'data'>, now: number): boolean {
  const expiry = session.data.expirationTime
  if (expiry === undefined) return false
  const at = Date.parse(expiry)
  return !Number.isFinite(at) || at <= now
}
