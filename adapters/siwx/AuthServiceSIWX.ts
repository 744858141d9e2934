import type { SIWXConfig, SIWXMessage, SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetworkId } from '../../core/types.ts'
import { defaultStorage, type KeyValueStorage } from '../../core/storage.ts'
import { InformalMessenger, type InformalMessengerOptions } from './InformalMessenger.ts'

/** Options of `AuthServiceSIWX`: the message fields, and the auth service that issues nonces and keeps sessions. */
export type AuthServiceSIWXOptions = Omit<InformalMessengerOptions, 'getNonce'> & {
  /** The auth service's base URL (the sandbox's prints as "auth service"). */
  url: string
  /** Where the client token is kept; default the modal's key-value storage (IndexedDB, else memory). */
  storage?: KeyValueStorage
  /** Storage key of the client token. */
  key?: string
  required?: boolean
  signOutOnDisconnect?: boolean
  fetch?: typeof globalThis.fetch
}

/**
 * A server-backed `siwx`: nonces come from the auth service, which verifies each signature and
 * keeps the sessions; the browser keeps only the client token the service issued (never in the
 * event log). A service that does not answer makes `createMessage` throw — SPEC.md §8 'A problem
 * occurred while trying initialize authentication'.
 *
 * @example
 * createModal({ projectId, networks, siwx: new AuthServiceSIWX({ url: 'https://auth.example', domain: location.host, uri: location.href }) })
 */
export class AuthServiceSIWX implements SIWXConfig {
  readonly signOutOnDisconnect: boolean
  readonly #options: AuthServiceSIWXOptions
  readonly #storage: KeyValueStorage
  readonly #key: string
  readonly #messenger: InformalMessenger

  constructor(options: AuthServiceSIWXOptions) {
    this.#options = options
    this.#storage = options.storage ?? defaultStorage()
    this.#key = options.key ?? 'latch/siwx-token'
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? false
    this.#messenger = new InformalMessenger({
      ...options,
      getNonce: async () => {
        const { nonce } = await this.#call<{ nonce: string }>('GET', '/auth/v1/nonce')
        if (typeof nonce !== 'string' || nonce.length < 8) throw new Error('auth service: no nonce')
        return nonce
      },
    })
  }

  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    return this.#messenger.createMessage(input)
  }

  async addSession(session: SIWXSession): Promise<void> {
    const token = await this.#token()
    const answer = await this.#call<{ token: string }>('POST', '/auth/v1/verify', { session: plain(session), ...(token ? { token } : {}) })
    await this.#storage.set(this.#key, answer.token)
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    const token = await this.#token()
    if (token) await this.#call('POST', '/auth/v1/revoke', { token, chainId, address })
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const token = await this.#token()
    const answer = await this.#call<{ token: string }>('POST', '/auth/v1/set', { sessions: sessions.map(plain), ...(token ? { token } : {}) })
    await this.#storage.set(this.#key, answer.token)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const token = await this.#token()
    if (!token) return []
    try {
      return (await this.#call<{ sessions: SIWXSession[] }>('POST', '/auth/v1/sessions', { token, chainId, address })).sessions
    } catch (error) {
      // A token the service no longer knows (it restarted, or revoked it): no session.
      if ((error as { status?: number }).status === 401) return []
      throw error
    }
  }

  getRequired(): boolean {
    return this.#options.required ?? false
  }

  async #token(): Promise<string | undefined> {
    const value = await this.#storage.get(this.#key).catch(() => undefined)
    return typeof value === 'string' ? value : undefined
  }

  async #call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const fetch = this.#options.fetch ?? globalThis.fetch
    const response = await fetch(`${this.#options.url.replace(/\/$/, '')}${path}`, {
      method,
      ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    })
    const json = (await response.json().catch(() => ({}))) as T & { message?: string }
    if (!response.ok) throw Object.assign(new Error(`auth service: ${json.message ?? response.status}`), { status: response.status })
    return json
  }
}

function plain(session: SIWXSession): SIWXSession {
  return { data: JSON.parse(JSON.stringify(session.data)) as SIWXSession['data'], message: session.message, signature: session.signature }
}
