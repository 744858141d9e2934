/** A minimal event emitter with the EIP-1193 listener API (`on`, `removeListener`, `once`). */
export type Listener = (...args: unknown[]) => void

export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }

  once(event: string, listener: Listener): this {
    const wrapped: Listener = (...args) => {
      this.removeListener(event, wrapped)
      listener(...args)
    }
    return this.on(event, wrapped)
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  /** Calls every listener; a throwing listener does not stop the others. */
  emit(event: string, ...args: unknown[]): boolean {
    const set = this.listeners.get(event)
    if (!set?.size) return false
    for (const listener of [...set]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`[dev-wallet] ${event} listener failed`, error)
      }
    }
    return true
  }
}
