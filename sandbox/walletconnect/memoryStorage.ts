/**
 * An in-memory key-value store in the shape @walletconnect/core's `storage` option takes
 * (IKeyValueStorage), so node tests and the bench keep no files. Values are cloned through JSON like
 * the real stores do.
 * @example new Core({ projectId, relayUrl, storage: new MemoryStorage() })
 */
export class MemoryStorage {
  private readonly map = new Map<string, string>()

  async getKeys(): Promise<string[]> {
    return [...this.map.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.map.entries()].map(([k, v]) => [k, JSON.parse(v) as T])
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const value = this.map.get(key)
    return value === undefined ? undefined : (JSON.parse(value) as T)
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.map.set(key, JSON.stringify(value))
  }
  async removeItem(key: string): Promise<void> {
    this.map.delete(key)
  }
}
