import type { SIWXSession } from '../../core/siwx/types.ts'
import { defaultStorage, type KeyValueStorage } from '../../core/storage.ts'

/** Keeps sessions (`DefaultSIWX`'s third part). */
export interface SIWXStorage {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: string, address: string): Promise<SIWXSession[]>
  delete(chainId: string, address: string): Promise<void>
}

/**
 * Sessions in the browser's storage, through the same key-value storage the modal keeps its
 * state in (`createIdbStorage` / `createMemoryStorage` from `latch`; default IndexedDB, else
 * memory), under one key. Addresses compare case-insensitively on eip155 (checksums differ).
 *
 * @example
 * new LocalStorage({ key: 'my-app/siwx' })
 */
export class LocalStorage implements SIWXStorage {
  readonly #key: string
  readonly #storage: KeyValueStorage

  constructor(options: { key?: string; storage?: KeyValueStorage } = {}) {
    this.#key = options.key ?? 'latch/siwx'
    this.#storage = options.storage ?? defaultStorage()
  }

  async add(session: SIWXSession): Promise<void> {
    await this.set([...(await this.#all()), session])
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    await this.#storage.set(this.#key, sessions.map(plain))
  }

  async get(chainId: string, address: string): Promise<SIWXSession[]> {
    return (await this.#all()).filter((s) => s.data.chainId === chainId && sameAddress(s.data.accountAddress, address))
  }

  async delete(chainId: string, address: string): Promise<void> {
    await this.set((await this.#all()).filter((s) => !(s.data.chainId === chainId && sameAddress(s.data.accountAddress, address))))
  }

  async #all(): Promise<SIWXSession[]> {
    const value = await this.#storage.get(this.#key).catch(() => undefined)
    return Array.isArray(value) ? value.filter(isSession) : []
  }
}

/** JSON-only copy (a message object's `toString` is not kept). */
function plain(session: SIWXSession): SIWXSession {
  return JSON.parse(JSON.stringify({ data: session.data, message: session.message, signature: session.signature })) as SIWXSession
}

export function sameAddress(a: string, b: string): boolean {
  return a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase())
}

function isSession(value: unknown): value is SIWXSession {
  const v = value as SIWXSession | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.message === 'string' &&
    typeof v.signature === 'string' &&
    typeof v.data === 'object' &&
    v.data !== null &&
    typeof v.data.chainId === 'string' &&
    typeof v.data.accountAddress === 'string'
  )
}
