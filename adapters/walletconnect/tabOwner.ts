// Chunk grouping: a lazy module reaches the whole core statically (see core/effects/walletList.ts),
// so the modules it shares with the core stay in the core's chunk.
import '../../core/coreEntry.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { toErrorData, type ErrorData } from '../../core/errors/LatchError.ts'
import { ProviderDisconnectedError } from '../../core/errors/ProviderDisconnectedError.ts'
import { toRpcError } from '../../core/errors/toRpcError.ts'

/**
 * Why one tab owns the WalletConnect client (SPEC.md §3 Connection: one connection per origin).
 * Every tab of an origin reads the same WalletConnect storage, so every tab's SignClient has the
 * same keychain and client id (the did:key in the relay's `auth`). The relay knows one client, not
 * one per tab: a wallet's answer goes to one of that client's sockets, and a tab whose request
 * history lacks the id drops it ("No matching key. history: …") while the asking tab waits for
 * ever. So only one tab — the holder of a Web Lock, handed to the next tab when it closes — starts
 * the client and talks to the relay; the other tabs send it their calls over a BroadcastChannel and
 * get each answer back by its id, and hear the session's changes from it.
 */

/** A call another tab asks the owner to make on its client. */
export type TabCall =
  | { op: 'session' }
  | { op: 'connect' }
  | { op: 'refresh' }
  | { op: 'cancel' }
  | { op: 'disconnect' }
  | { op: 'request'; args: { method: string; params?: unknown }; chainId: string }

/** What the owner tells the other tabs of its client: the session and the wallet's events; a pairing URI only to the tab pairing. */
export type TabNote = { note: 'session'; session: unknown } | { note: 'event'; name: string; chainId: string; data: unknown } | { note: 'ended' } | { note: 'uri'; uri: string }

type Message =
  | { kind: 'call'; id: string; from: string; call: TabCall }
  | { kind: 'ack'; id: string; to: string; owner: string }
  | { kind: 'result'; id: string; to: string; value?: unknown; error?: ErrorData }
  | { kind: 'owner'; owner: string }
  | { kind: 'note'; note: TabNote; to?: string }

/** The part of `navigator.locks` (Web Locks API) the election uses. */
export type TabLocks = {
  request(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>
}
export type TabChannel = { postMessage(message: unknown): void; close(): void; onmessage: ((event: { data: unknown }) => void) | null }

export type TabOwnerOptions = {
  /** Whose client: the project and storage prefix (two modals of one page keep their own). */
  scope: string
  locks: TabLocks
  channel: TabChannel
  /** Owner side: makes another tab's call on this tab's client. */
  serve(call: TabCall, from: string): Promise<unknown>
  /** Other side: a note from the owner. */
  hear(note: TabNote): void
  /** This tab took over (the owner closed): start the client. */
  promoted(): void
  /** How long the owner may take to acknowledge a call (default SPEC.md §9 RPC timeout, 10 s). */
  ackTimeoutMs?: number
}

export type TabOwner = {
  /** Whether this tab owns the client now (it may become the owner later, never the reverse). */
  readonly owner: boolean
  /** This tab's id on the channel. */
  readonly id: string
  /** Resolves once this tab knows whether it owns the client. */
  readonly ready: Promise<void>
  /** The owner makes `call` (this tab, if it owns the client by now) and its answer (or error) comes back. */
  call(call: TabCall): Promise<unknown>
  /** Owner side: tells the other tabs (or tab `to` alone). */
  notify(note: TabNote, to?: string): void
  close(): void
}

const CALLS = new Set(['session', 'connect', 'refresh', 'cancel', 'disconnect', 'request'])
const NOTES = new Set(['session', 'event', 'ended', 'uri'])
const isString = (value: unknown): value is string => typeof value === 'string'

/** A message of this scope with the fields its kind needs; undefined for anything else on the channel. */
function parse(data: unknown, scope: string): Message | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const m = data as Record<string, unknown> & { message?: Record<string, unknown> }
  if (m.scope !== scope || typeof m.message !== 'object' || m.message === null) return undefined
  const msg = m.message
  switch (msg.kind) {
    case 'call': {
      const call = msg.call as { op?: unknown; args?: { method?: unknown }; chainId?: unknown } | null
      if (!isString(msg.id) || !isString(msg.from) || !call || !CALLS.has(call.op as string)) return undefined
      if (call.op === 'request' && (!isString(call.args?.method) || !isString(call.chainId))) return undefined
      return msg as Message
    }
    case 'ack':
      return isString(msg.id) && isString(msg.to) && isString(msg.owner) ? (msg as Message) : undefined
    case 'result':
      return isString(msg.id) && isString(msg.to) ? (msg as Message) : undefined
    case 'owner':
      return isString(msg.owner) ? (msg as Message) : undefined
    case 'note':
      return NOTES.has((msg.note as { note?: string } | null)?.note as string) ? (msg as Message) : undefined
    default:
      return undefined
  }
}

/** An error as it crosses to the asking tab: its data, keeping a wallet's `{ code, message }` (a plain object, not an Error). */
function wire(error: unknown): ErrorData {
  const data = toErrorData(error)
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (data.code === undefined && (typeof code === 'number' || typeof code === 'string')) data.code = code
  if (!(error instanceof Error) && typeof message === 'string') data.shortMessage = message
  return data
}

/** The owner's error as the asking tab throws it: provider codes typed again (4001 stays a rejection), else the same message. */
function revive(error: ErrorData): Error {
  if (typeof error.code === 'number') return toRpcError({ code: error.code, message: error.details ?? error.shortMessage })
  // The owner's ConnectionError carried one of SPEC.md §8's connection messages.
  if (error.name === 'ConnectionError') return new ConnectionError(error.shortMessage as ConstructorParameters<typeof ConnectionError>[0], error.details ? { details: error.details } : {})
  return new Error(error.shortMessage)
}

const gone = (details: string) => new ProviderDisconnectedError({ details })

/**
 * Elects the tab that owns the client (`navigator.locks`: the first tab to ask holds the lock; the
 * others queue and the next takes over when it closes) and links the others to it. Every call
 * carries an id; the owner acknowledges it at once, then answers. A call acknowledged by an owner
 * that then closed (a new owner announces itself) fails with ProviderDisconnectedError (SPEC.md §8,
 * 4900): the wallet's answer went with the closed tab. One never acknowledged goes to the new owner
 * (or is made here when this tab takes over); nobody acknowledging it in `ackTimeoutMs` fails it alike.
 */
export function linkTabs(options: TabOwnerOptions): TabOwner {
  const { scope, channel, locks } = options
  const id = Math.random().toString(36).slice(2) + Date.now().toString(36)
  const lock = `latch/walletconnect/${scope}`
  const pending = new Map<string, { call: TabCall; resolve(value: unknown): void; reject(error: unknown): void; owner?: string; timer?: ReturnType<typeof setTimeout> }>()
  let owner = false
  let closed = false
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let serial = 0
  const post = (message: Message) => {
    if (!closed) channel.postMessage({ scope, message })
  }
  const settle = (callId: string, outcome: { value?: unknown; error?: unknown }) => {
    const call = pending.get(callId)
    if (!call) return
    pending.delete(callId)
    clearTimeout(call.timer)
    if ('error' in outcome) call.reject(outcome.error)
    else call.resolve(outcome.value)
  }
  const send = (callId: string, call: TabCall) => {
    const entry = pending.get(callId)
    if (!entry) return
    clearTimeout(entry.timer)
    entry.timer = setTimeout(() => settle(callId, { error: gone('No tab holding the WalletConnect session answered') }), options.ackTimeoutMs ?? 10_000)
    post({ kind: 'call', id: callId, from: id, call })
  }
  const take = (): Promise<void> => {
    owner = true
    for (const [callId, entry] of pending) {
      // A call the previous owner acknowledged may have reached the wallet: its answer went with
      // that tab. One it never acknowledged was never made: this tab makes it now.
      if (entry.owner !== undefined) settle(callId, { error: gone('The tab that asked the wallet closed before it answered') })
      else {
        clearTimeout(entry.timer)
        options.serve(entry.call, id).then(
          (value) => settle(callId, { value }),
          (error: unknown) => settle(callId, { error }),
        )
      }
    }
    post({ kind: 'owner', owner: id })
    options.promoted()
    return held
  }

  channel.onmessage = (event) => {
    const message = parse(event.data, scope)
    if (!message) return
    switch (message.kind) {
      case 'call': {
        if (!owner) return
        post({ kind: 'ack', id: message.id, to: message.from, owner: id })
        options.serve(message.call, message.from).then(
          (value) => post({ kind: 'result', id: message.id, to: message.from, value }),
          (error: unknown) => post({ kind: 'result', id: message.id, to: message.from, error: wire(error) }),
        )
        return
      }
      case 'ack': {
        const call = message.to === id ? pending.get(message.id) : undefined
        if (!call) return
        clearTimeout(call.timer)
        call.owner = message.owner
        return
      }
      case 'result':
        if (message.to === id) settle(message.id, message.error ? { error: revive(message.error) } : { value: message.value })
        return
      case 'owner':
        for (const [callId, entry] of pending) {
          // As when this tab takes over: acknowledged by the closed owner → failed; never acknowledged → asked again.
          if (entry.owner === undefined) send(callId, entry.call)
          else if (entry.owner !== message.owner) settle(callId, { error: gone('The tab that asked the wallet closed before it answered') })
        }
        return
      case 'note':
        if (!owner && (message.to === undefined || message.to === id)) options.hear(message.note)
        return
    }
  }

  const ready = new Promise<void>((resolve) => {
    void locks.request(lock, { ifAvailable: true }, async (granted) => {
      if (granted) {
        resolve()
        return take()
      }
      resolve()
      // Queued: this tab owns the client once every tab before it has closed.
      void locks.request(lock, {}, () => (closed ? Promise.resolve() : take()))
      return undefined
    })
  })

  return {
    id,
    ready,
    get owner() {
      return owner
    },
    call(call) {
      // This tab took over while the caller waited for something else: it makes the call itself.
      if (owner) return options.serve(call, id)
      return new Promise((resolve, reject) => {
        const callId = `${id}.${serial++}`
        pending.set(callId, { call, resolve, reject })
        send(callId, call)
      })
    },
    notify(note, to) {
      if (owner) post({ kind: 'note', note, ...(to ? { to } : {}) })
    },
    close() {
      for (const callId of [...pending.keys()]) settle(callId, { error: gone('The modal closed') })
      closed = true
      channel.onmessage = null
      channel.close()
      release()
    },
  }
}
