import type { SIWXConfig, SIWXMessage, SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { InformalMessenger, type SIWXMessenger } from './InformalMessenger.ts'
import { LocalStorage, type SIWXStorage } from './storage.ts'
import { EIP155Verifier, SolanaVerifier, type SIWXVerifier } from './verifiers.ts'

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
}

/**
 * The default `siwx`: a messenger, verifiers and a storage, each replaceable (the shape hosts of
 * the leading product know). `addSession` refuses a signature no verifier accepts, or an expired
 * message; `getSessions` returns only sessions that still verify and have not expired.
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

  constructor(options: DefaultSIWXOptions = {}) {
    const location = (globalThis as { location?: { host: string; href: string } }).location
    this.#messenger = options.messenger ?? new InformalMessenger({ domain: location?.host ?? 'localhost', uri: location?.href ?? 'http://localhost' })
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
    if (!(await this.#isValid(session))) throw new Error('Invalid SIWX session: the signature does not verify or the message expired')
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
    if (isExpired(session, this.#now())) return false
    const namespace = session.data.chainId.split(':')[0]
    const verifier = this.#verifiers.find((v) => v.chainNamespace === namespace)
    return verifier ? verifier.verify(session) : false
  }
}

/** A session whose `expirationTime` has passed (or is not a date) at `now` (ms). */
export function isExpired(session: Pick<SIWXSession, 'data'>, now: number): boolean {
  const expiry = session.data.expirationTime
  if (expiry === undefined) return false
  const at = Date.parse(expiry)
  return !Number.isFinite(at) || at <= now
}
