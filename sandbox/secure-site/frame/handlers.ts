/**
 * What the frame does for each app-request (issue 13, SPEC.md §4): logins go to the secure site's
 * backend, the session token stays in this origin's storage (never the host page's), RPC calls
 * outside the allowlist are refused, approval-needing ones wait for the user's click.
 */
import { isAllowedRpcMethod, needsApproval } from '../../../core/clients/rpcAllowlist.ts'
import type { AppRequest, FrameErrorCode, FrameUser } from '../../../adapters/embedded/protocol.ts'

/** A refusal the frame answers as `frame-error`. */
export class FrameFailure extends Error {
  constructor(
    readonly code: FrameErrorCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

export type FrameStorage = { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void }

export type FrameContext = {
  storage: FrameStorage
  /** POST to the backend; resolves the JSON body or throws FrameFailure. */
  api(path: string, body: unknown, token?: string): Promise<Record<string, unknown>>
  /** Shows the approval panel; resolves true on Approve, false on Reject or abort. */
  approve(request: { id: string; method: string; params: unknown }): Promise<boolean>
  /** Hides the panel of the request `id` and settles it as rejected (rpcAbort). */
  abortApproval(id: string): boolean
  /** The session changed: tell the app. */
  sessionChanged(user: FrameUser | undefined): void
  setTheme(mode: 'dark' | 'light'): void
  deviceId(): string
}

export const KEYS = { token: 'latch-secure/token', email: 'latch-secure/email', chain: 'latch-secure/chainId' } as const
const DEFAULT_CHAIN = 'eip155:31337'

const chainNumber = (caip: string): number => {
  const [namespace, reference] = caip.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id)) throw new FrameFailure('BAD_REQUEST', `Unsupported chain ${caip}`)
  return id
}

async function user(ctx: FrameContext, chainId?: string): Promise<FrameUser> {
  const token = ctx.storage.get(KEYS.token)
  if (!token) throw new FrameFailure('NOT_CONNECTED', 'Not connected to email or social')
  const body = await ctx.api('/api/user', {}, token)
  const address = String(body['address'])
  const chain = chainId ?? ctx.storage.get(KEYS.chain) ?? DEFAULT_CHAIN
  return { email: String(body['email']), address, chainId: chain, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' }
}

const notInSandbox = (type: string): never => {
  throw new FrameFailure('BAD_REQUEST', `${type} is not offered by the sandbox secure site yet`)
}

/** Answers one request; throws FrameFailure for a frame-error. */
export async function handle(ctx: FrameContext, r: AppRequest): Promise<unknown> {
  const answer = async (): Promise<unknown> => {
    switch (r.type) {
      case 'connectEmail': {
        const body = await ctx.api('/api/email', { email: r.payload.email, deviceId: ctx.deviceId() })
        return { action: body['action'] }
      }
      case 'connectDevice': {
        // The backend holds each call up to 20 s; the app's request waits as long as the user does.
        for (;;) {
          const body = await ctx.api('/api/device', { email: r.payload.email, deviceId: ctx.deviceId() })
          if (body['approved'] === true) return {}
        }
      }
      case 'connectOtp': {
        const body = await ctx.api('/api/otp', { email: r.payload.email, otp: r.payload.otp, deviceId: ctx.deviceId() })
        ctx.storage.set(KEYS.token, String(body['token']))
        ctx.storage.set(KEYS.email, r.payload.email)
        ctx.sessionChanged(await user(ctx))
        return {}
      }
      case 'getUser': {
        if (r.payload.chainId) ctx.storage.set(KEYS.chain, r.payload.chainId)
        return user(ctx, r.payload.chainId)
      }
      case 'isConnected':
        return { isConnected: ctx.storage.get(KEYS.token) !== null }
      case 'getChainId':
        return { chainId: ctx.storage.get(KEYS.chain) ?? DEFAULT_CHAIN }
      case 'switchNetwork':
        chainNumber(r.payload.chainId)
        ctx.storage.set(KEYS.chain, r.payload.chainId)
        return { chainId: r.payload.chainId }
      case 'signOut': {
        const token = ctx.storage.get(KEYS.token)
        ctx.storage.remove(KEYS.token)
        ctx.storage.remove(KEYS.email)
        if (token) await ctx.api('/api/signout', {}, token).catch(() => undefined)
        ctx.sessionChanged(undefined)
        return {}
      }
      case 'rpcRequest': {
        const { method, params, chainId } = r.payload
        if (!isAllowedRpcMethod(method)) throw new FrameFailure('NOT_ALLOWED', 'Requested RPC call is not allowed')
        const token = ctx.storage.get(KEYS.token)
        if (!token) throw new FrameFailure('NOT_CONNECTED', 'Not connected to email or social')
        if (needsApproval(method) && !(await ctx.approve({ id: r.id, method, params }))) throw new FrameFailure('REJECTED', 'User rejected the request')
        const body = await ctx.api('/api/rpc', { chainId: chainNumber(chainId), method, params: params ?? [] }, token)
        return { result: body['result'] ?? null }
      }
      case 'rpcAbort':
        ctx.abortApproval(r.payload.requestId)
        return {}
      case 'syncTheme':
        ctx.setTheme(r.payload.themeMode)
        return {}
      case 'syncDappData':
      case 'reload':
        return {}
      case 'setPreferredAccount': {
        if (r.payload.type !== 'eoa') return notInSandbox('A smart account')
        const u = await user(ctx)
        return { address: u.address, type: 'eoa' }
      }
      case 'connectSocial':
      case 'connectFarcaster':
      case 'updateEmail':
      case 'updateEmailPrimaryOtp':
      case 'updateEmailSecondaryOtp':
      case 'initSmartAccount':
        return notInSandbox(r.type)
      default: {
        const never: never = r
        return never
      }
    }
  }
  return answer()
}
