// Chunk grouping: reaches the whole core statically, so bundlers keep one core chunk.
import '../../core/coreEntry.ts'
/**
 * The modal's side of the frame protocol (SPEC.md §4): creates the secure site's iframe
 * on the configured origin, waits for its `ready`, sends app-requests with fresh ids and matches
 * the answers, with a timeout per request (SPEC.md §9 RPC timeout, 10 s) unless the request waits
 * on the user. Messages from another origin or window, malformed ones and answers to no pending
 * request (a forged id) are ignored and counted. The §8 alerts are reported through `onAlert`.
 */
import { asyncScheduler, type SchedulerLike } from 'rxjs'
import { AlertError } from '../../core/errors/AlertError.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { FrameRequestError } from '../../core/errors/FrameRequestError.ts'
import { RpcNotAllowedError } from '../../core/errors/RpcNotAllowedError.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import { EMBEDDED_REQUEST_TIMEOUT_MS } from '../../core/rules/constants.ts'
import {
  PROTOCOL_CHANNEL,
  isFromPeer,
  newRefusedCounts,
  normaliseOrigin,
  parseMessage,
  type FrameErrorPayload,
  type FrameEvent,
  type RefusedCounts,
  type RequestPayload,
  type RequestType,
  type SuccessPayload,
} from './protocol.ts'

export type EmbeddedAlert = 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT' | 'JWT_TOKEN_NOT_VALID'

export type FrameManagerOptions = {
  secureSiteOrigin: string
  sdkUrl: string
  /** The project whose allowed origins (SPEC.md §7) the secure site checks this page against. */
  projectId?: string
  window: Window
  /** Timers (virtual in tests). */
  scheduler?: SchedulerLike
  /** Per-request bound (default SPEC.md §9's 10 s); also how long the frame has to say `ready`. */
  timeoutMs?: number
  onAlert?(alert: EmbeddedAlert): void
  onEvent?(event: FrameEvent): void
}

type Pending = { type: RequestType; resolve(value: unknown): void; reject(error: unknown): void; cancelTimer(): void }

/** Maps a frame-error to the error the caller sees (SPEC.md §8 texts). */
export function errorOfFrame(payload: FrameErrorPayload, method?: string): Error {
  // The wallet's own code (5730, -32602, a node's): a coded error the eip155 adapter maps in its one
  // switch (toProviderError → toRpcError), so the app sees the code (SPEC.md §8).
  if (payload.rpcCode !== undefined && payload.code !== 'REJECTED') return Object.assign(new Error(payload.message), { code: payload.rpcCode })
  switch (payload.code) {
    case 'SESSION_EXPIRED':
      return new AlertError('JWT_TOKEN_NOT_VALID')
    case 'NOT_CONNECTED':
      return new ConnectionError('Not connected to email or social')
    case 'NOT_ALLOWED':
      return new RpcNotAllowedError(method ?? 'unknown')
    case 'REJECTED':
      return new UserRejectedRequestError({ details: payload.message })
    case 'THROTTLED':
      return new FrameRequestError(`Please try again after ${payload.retryAfter ?? 30} seconds`, { code: 'THROTTLED', retryAfter: payload.retryAfter ?? 30 })
    case 'INVALID_OTP':
    case 'BAD_REQUEST':
    case 'INTERNAL':
      return new FrameRequestError(payload.message || 'Embedded wallet error', { code: payload.code })
  }
}

/**
 * One frame per modal.
 *
 * @example
 * const frame = new FrameManager({ secureSiteOrigin, sdkUrl, window })
 * const { isConnected } = await frame.request('isConnected', {})
 */
export class FrameManager {
  readonly refused: RefusedCounts = newRefusedCounts()
  readonly origin: string
  private iframe: HTMLIFrameElement | undefined
  private loading: Promise<void> | undefined
  private readonly pending = new Map<string, Pending>()
  private counter = 0
  private readonly prefix: string
  private onReady: (() => void) | undefined
  private readonly listener = (event: MessageEvent): void => this.receive(event)

  constructor(private readonly options: FrameManagerOptions) {
    this.origin = normaliseOrigin(options.secureSiteOrigin)
    const random = options.window.crypto?.getRandomValues?.(new Uint32Array(2)) ?? [0, 0]
    this.prefix = Array.from(random, (n) => n.toString(36)).join('')
  }

  private get scheduler(): SchedulerLike {
    return this.options.scheduler ?? asyncScheduler
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? EMBEDDED_REQUEST_TIMEOUT_MS
  }

  /** The iframe element, once created (ApproveTransaction places it over its own box). */
  get element(): HTMLIFrameElement | undefined {
    return this.iframe
  }

  /** Creates the iframe (once) and waits for its `ready`; 'Network Error - Could not load embedded wallet' after the bound. */
  ready(): Promise<void> {
    this.loading ??= new Promise<void>((resolve, reject) => {
      const { window } = this.options
      if (!this.origin || normaliseOrigin(this.options.sdkUrl) !== this.origin) {
        reject(this.alert('IFRAME_LOAD_FAILED'))
        return
      }
      window.addEventListener('message', this.listener)
      const iframe = window.document.createElement('iframe')
      iframe.setAttribute('data-latch-embedded-frame', '')
      iframe.title = 'Latch embedded wallet'
      iframe.style.cssText = 'position:fixed;border:0;width:0;height:0;opacity:0;pointer-events:none;z-index:1000;border-radius:16px;'
      const url = new URL(this.options.sdkUrl)
      url.searchParams.set('origin', window.location.origin)
      if (this.options.projectId !== undefined) url.searchParams.set('projectId', this.options.projectId)
      iframe.src = url.toString()
      const timer = this.scheduler.schedule(() => {
        this.onReady = undefined
        this.loading = undefined
        iframe.remove()
        window.removeEventListener('message', this.listener)
        if (this.iframe === iframe) this.iframe = undefined
        reject(this.alert('IFRAME_LOAD_FAILED'))
      }, this.timeoutMs)
      this.onReady = () => {
        timer.unsubscribe()
        this.onReady = undefined
        resolve()
      }
      this.iframe = iframe
      window.document.body.appendChild(iframe)
    })
    return this.loading
  }

  /**
   * Sends one request and resolves with the frame's success payload. `timeout: null` for requests
   * the user paces (a device approval, an ApproveTransaction): no bound, the user ends them.
   */
  async request<T extends RequestType>(type: T, payload: RequestPayload<T>, options: { timeout?: number | null; id?: string } = {}): Promise<SuccessPayload<T>> {
    await this.ready()
    const id = options.id ?? this.nextId()
    const bound = options.timeout === undefined ? this.timeoutMs : options.timeout
    return new Promise<SuccessPayload<T>>((resolve, reject) => {
      const timer =
        bound === null
          ? undefined
          : this.scheduler.schedule(() => {
              this.pending.delete(id)
              reject(this.alert('IFRAME_REQUEST_TIMEOUT'))
            }, bound)
      this.pending.set(id, { type, resolve: resolve as (v: unknown) => void, reject, cancelTimer: () => timer?.unsubscribe() })
      // Built inline: the generic `appRequest` is too deep for the checker at this call site.
      const message: unknown = { channel: PROTOCOL_CHANNEL, kind: 'app-request', id, type, payload }
      this.iframe?.contentWindow?.postMessage(message, this.origin)
    })
  }

  /** A fresh request id (the caller needs it first to abort an approval). */
  nextId(): string {
    return `${this.prefix}-${++this.counter}`
  }

  /** Shows the frame over `rect` (ApproveTransaction) or hides it (`undefined`). */
  place(rect: { top: number; left: number; width: number; height: number } | undefined): void {
    const iframe = this.iframe
    if (!iframe) return
    if (!rect) {
      iframe.style.cssText = 'position:fixed;border:0;width:0;height:0;opacity:0;pointer-events:none;z-index:1000;border-radius:16px;'
      return
    }
    iframe.style.cssText = `position:fixed;border:0;top:${rect.top}px;left:${rect.left}px;width:${rect.width}px;height:${rect.height}px;opacity:1;pointer-events:auto;z-index:1000;border-radius:16px;`
  }

  /** Rejects every pending request and removes the frame. */
  destroy(): void {
    this.options.window.removeEventListener('message', this.listener)
    this.iframe?.remove()
    this.iframe = undefined
    this.loading = undefined
    for (const [id, pending] of this.pending) {
      pending.cancelTimer()
      pending.reject(new ConnectionError('Modal closed'))
      this.pending.delete(id)
    }
  }

  private alert(alert: EmbeddedAlert): AlertError {
    this.options.onAlert?.(alert)
    return new AlertError(alert)
  }

  private receive(event: MessageEvent): void {
    const parsed = parseMessage(event.data)
    if (!parsed.ok && parsed.reason === 'foreign') return
    // Our channel, but from another origin or another window: a page pretending to be the frame.
    if (!this.iframe || !isFromPeer(event, this.origin, this.iframe.contentWindow)) {
      this.refused.wrongOrigin++
      return
    }
    if (!parsed.ok) {
      this.refused.malformed++
      return
    }
    const message = parsed.message
    if (message.kind === 'frame-event') {
      if (message.type === 'ready') this.onReady?.()
      this.options.onEvent?.(message)
      return
    }
    if (message.kind === 'app-request') {
      this.refused.malformed++
      return
    }
    const pending = this.pending.get(message.id)
    // An id no request of ours carries, or the answer to another type: forged or stale.
    if (!pending || pending.type !== message.type) {
      this.refused.unknownId++
      return
    }
    this.pending.delete(message.id)
    pending.cancelTimer()
    if (message.kind === 'frame-success') pending.resolve(message.payload)
    else {
      const error = errorOfFrame(message.payload)
      if (error instanceof AlertError) this.options.onAlert?.(error.alert as EmbeddedAlert)
      pending.reject(error)
    }
  }
}
