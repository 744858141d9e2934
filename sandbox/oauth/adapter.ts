/**
 * An in-memory storage adapter for oidc-provider (its built-in one is process-global and warns
 * it is for development): one store per sandbox OAuth server, entries expire with their TTL.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider'

type Entry = { payload: AdapterPayload; expiresAt: number }

export type MemoryStore = Map<string, Entry>

export function memoryAdapter(store: MemoryStore): (name: string) => Adapter {
  return (name) => {
    const key = (id: string): string => `${name}:${id}`
    const live = (k: string): AdapterPayload | undefined => {
      const entry = store.get(k)
      if (!entry) return undefined
      if (entry.expiresAt <= Date.now()) {
        store.delete(k)
        return undefined
      }
      return entry.payload
    }
    const findBy = (field: 'uid' | 'userCode', value: string): AdapterPayload | undefined => {
      for (const [k] of store) {
        if (!k.startsWith(`${name}:`)) continue
        const payload = live(k)
        if (payload?.[field] === value) return payload
      }
      return undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload: { ...payload }, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity })
      },
      async find(id) {
        return live(key(id))
      },
      async findByUid(uid) {
        return findBy('uid', uid)
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode)
      },
      async consume(id) {
        const payload = live(key(id))
        if (payload) payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        store.delete(key(id))
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k)
      },
    }
  }
}
