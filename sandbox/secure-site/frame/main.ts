/**
 * The secure site's frame page script: listens for the app's requests (only from the parent
 * window at the parent origin named in the page), answers each with frame-success or frame-error,
 * announces `ready`, and shows the approval panel for approval-needing RPC calls (SPEC.md §6).
 */
import { frameErrorOf, frameEvent, frameSuccess, isFromPeer, normaliseOrigin, parseMessage, PROTOCOL_VERSION, type AppRequest, type ProtocolMessage } from '../../../adapters/embedded/protocol.ts'
import { FrameFailure, handle, KEYS, type FrameContext } from './handlers.ts'
import { describeSolanaRequest } from './describeSolana.ts'
import { describeEvmRequest } from './describeEvm.ts'
import type { ApprovalPreview } from './bundles.ts'

const parentOrigin = normaliseOrigin(document.body.dataset['parentOrigin'] ?? '')
const DEVICE_KEY = 'latch-secure/device'
/** What the frame refused, for tests (window.__latchFrameRefused). */
const refused = { wrongOrigin: 0, malformed: 0 }
;(window as unknown as { __latchFrameRefused: typeof refused }).__latchFrameRefused = refused

const post = (message: ProtocolMessage): void => {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin)
}

const storage: FrameContext['storage'] = {
  get: (key) => localStorage.getItem(key),
  set: (key, value) => localStorage.setItem(key, value),
  remove: (key) => localStorage.removeItem(key),
}

async function api(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  } catch {
    throw new FrameFailure('INTERNAL', 'The secure site is unreachable')
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return json
  const code = String(json['code'] ?? 'INTERNAL')
  const message = String(json['message'] ?? `HTTP ${response.status}`)
  if (code === 'SESSION_EXPIRED') {
    // Ended elsewhere (a sign-out in another frame, an expiry): the host is told, not left "connected".
    if (storage.get(KEYS.token) !== null) {
      storage.remove(KEYS.token)
      post(frameEvent('sessionUpdate', { connected: false }))
    }
    throw new FrameFailure('SESSION_EXPIRED', message)
  }
  if (code === 'THROTTLED') throw new FrameFailure('THROTTLED', message, Number(json['retryAfter']) || 30)
  if (code === 'INVALID_OTP') throw new FrameFailure('INVALID_OTP', message)
  if (code === 'BAD_REQUEST') throw new FrameFailure('BAD_REQUEST', message)
  // The wallet's own refusal (5730, -32602, a node's error): its code goes back to the app (SPEC.md §8).
  if (code === 'RPC_ERROR') throw new FrameFailure('BAD_REQUEST', message, undefined, Number.isInteger(json['rpcCode']) ? Number(json['rpcCode']) : undefined)
  throw new FrameFailure('INTERNAL', message)
}

// The approval panel: one pending approval at a time (the modal shows one ApproveTransaction).
const panel = document.querySelector<HTMLElement>('[data-approval]')!
let pending: { id: string; settle: (ok: boolean) => void } | undefined
const settle = (ok: boolean): void => {
  const current = pending
  pending = undefined
  panel.hidden = true
  current?.settle(ok)
}
panel.querySelector('[data-approve]')!.addEventListener('click', () => settle(true))
panel.querySelector('[data-reject]')!.addEventListener('click', () => settle(false))

function describe(method: string, params: unknown, chainId: string | undefined, preview?: ApprovalPreview): [string, string][] {
  // Solana: a transfer's receiver and value, read from the transaction itself.
  if (chainId?.startsWith('solana:')) return describeSolanaRequest(method, params, chainId)
  // SPEC.md §6: what is signed — the network by name, typed data's primary type and domain, a bundle's calls.
  if (chainId?.startsWith('eip155:')) return describeEvmRequest(method, params, chainId, preview)
  return [
    ['Method', method],
    ['Data', JSON.stringify(params ?? []).slice(0, 200)],
  ]
}

const context: FrameContext = {
  storage,
  parentOrigin,
  siteOrigin: location.origin,
  api,
  approve: ({ id, method, params, chainId, preview }) =>
    new Promise<boolean>((resolve) => {
      if (pending) settle(false)
      pending = { id, settle: resolve }
      panel.querySelector('[data-approval-site]')!.textContent = `Requested by ${parentOrigin}`
      const details = panel.querySelector('[data-approval-details]')!
      const rows = describe(method, params, chainId, preview)
      // SPEC.md §6: the user sees the chain they approve on (the handler checked it is served).
      if (chainId && !rows.some(([term]) => term === 'Network')) rows.splice(1, 0, ['Network', chainId.startsWith('eip155:') ? `EVM chain ${chainId.slice(7)} (${chainId})` : chainId])
      details.replaceChildren(
        ...rows.flatMap(([term, value]) => {
          const dt = document.createElement('dt')
          dt.textContent = term
          const dd = document.createElement('dd')
          dd.textContent = value
          return [dt, dd]
        }),
      )
      panel.hidden = false
      panel.querySelector<HTMLButtonElement>('[data-approve]')!.focus()
    }),
  abortApproval: (id) => {
    if (pending?.id !== id) return false
    settle(false)
    return true
  },
  sessionChanged: (user) => post(frameEvent('sessionUpdate', user ? { connected: true, user } : { connected: false })),
  setTheme: (mode) => {
    document.body.dataset['theme'] = mode
  },
  deviceId: () => {
    let id = localStorage.getItem(DEVICE_KEY)
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
      localStorage.setItem(DEVICE_KEY, id)
    }
    return id
  },
}

async function answer(request: AppRequest): Promise<void> {
  try {
    post(frameSuccess(request, (await handle(context, request)) as never))
  } catch (error) {
    const failure = error instanceof FrameFailure ? error : new FrameFailure('INTERNAL', error instanceof Error ? error.message : 'Internal error')
    post(
      frameErrorOf(request, {
        code: failure.code,
        message: failure.message,
        ...(failure.retryAfter !== undefined ? { retryAfter: failure.retryAfter } : {}),
        ...(failure.rpcCode !== undefined ? { rpcCode: failure.rpcCode } : {}),
      }),
    )
  }
}

window.addEventListener('message', (event) => {
  if (!isFromPeer(event, parentOrigin, window.parent)) {
    refused.wrongOrigin++
    return
  }
  const parsed = parseMessage(event.data)
  if (!parsed.ok) {
    if (parsed.reason === 'malformed') refused.malformed++
    return
  }
  if (parsed.message.kind === 'app-request') void answer(parsed.message)
})

// Another frame of this site (another tab, another embedding page) signed out: its token removal
// reaches this one as a storage event, and the host hears of the session's end (SPEC.md §4 session update).
window.addEventListener('storage', (event) => {
  if (event.storageArea !== localStorage || (event.key !== KEYS.token && event.key !== null)) return
  if (event.key === KEYS.token ? event.oldValue !== null && event.newValue === null : localStorage.getItem(KEYS.token) === null) post(frameEvent('sessionUpdate', { connected: false }))
})

post(frameEvent('ready', { version: PROTOCOL_VERSION }))
