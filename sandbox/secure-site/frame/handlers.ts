/**
 * What the frame does for each app-request (SPEC.md §4): logins go to the secure site's
 * backend, the session token stays in this origin's storage (never the host page's), RPC calls
 * outside the allowlist are refused, approval-needing ones wait for the user's click.
 */
import { isAllowedRpcMethod, needsApproval } from '../../../core/clients/rpcAllowlist.ts'
import type { AppRequest, FrameErrorCode, FrameUser } from '../../../adapters/embedded/protocol.ts'
import { callbackResult, createPkce, OidcError } from '../../oauth/client.ts'
import { approvalPreview, PANEL_ONLY_METHODS, showCallsStatus, type ApprovalPreview } from './bundles.ts'

/** A refusal the frame answers as `frame-error`. */
export class FrameFailure extends Error {
  constructor(
    readonly code: FrameErrorCode,
    message: string,
    readonly retryAfter?: number,
    /** The wallet's EIP-1193 / JSON-RPC code (4100, -32602, 5700–5760, a node's), kept for the app (SPEC.md §8). */
    readonly rpcCode?: number,
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
  approve(request: { id: string; method: string; params: unknown; chainId?: string; preview?: ApprovalPreview }): Promise<boolean>
  /** Hides the panel of the request `id` and settles it as rejected (rpcAbort). */
  abortApproval(id: string): boolean
  /** The session changed: tell the app. */
  sessionChanged(user: FrameUser | undefined): void
  setTheme(mode: 'dark' | 'light'): void
  deviceId(): string
  /** The app the frame serves (its popup's result goes back there) and the frame's own origin. */
  parentOrigin: string
  siteOrigin: string
}

export const KEYS = {
  token: 'latch-secure/token',
  email: 'latch-secure/email',
  chain: 'latch-secure/chainId',
  social: 'latch-secure/social',
  farcaster: 'latch-secure/farcaster',
  /** SPEC.md §3 the preferred account type (absent: §6's default, smartAccount where the network has one). */
  accountType: 'latch-secure/preferredAccountType',
  /** The Solana chains the secure site serves (learnt with the user). */
  solanaChains: 'latch-secure/solanaChains',
  /** The EVM chain ids the secure site serves (learnt with the user). */
  evmChains: 'latch-secure/evmChains',
} as const
const DEFAULT_CHAIN = 'eip155:31337'

/** The chain's number, or `undefined` for a chain that is not eip155. */
const evmChainNumber = (caip: string): number | undefined => {
  const [namespace, reference] = caip.split(':')
  const id = Number(reference)
  return namespace === 'eip155' && Number.isSafeInteger(id) ? id : undefined
}

/** The eip155 chain's number; any other chain is refused. */
const chainNumber = (caip: string): number => {
  const id = evmChainNumber(caip)
  if (id === undefined) throw new FrameFailure('BAD_REQUEST', `Unsupported chain ${caip}`)
  return id
}

/** SPEC.md §6: the user's choice, else smartAccount on a network that supports one. */
function preferredAccountType(ctx: FrameContext, smartAccountOffered: boolean): 'eoa' | 'smartAccount' {
  return smartAccountOffered && ctx.storage.get(KEYS.accountType) !== 'eoa' ? 'smartAccount' : 'eoa'
}

type SmartAccountInfo = { address: string; deployed: boolean }
const smartAccountOf = (value: unknown): SmartAccountInfo | undefined => {
  const v = value as { address?: unknown; deployed?: unknown } | undefined
  return typeof v?.address === 'string' ? { address: v.address, deployed: v.deployed === true } : undefined
}

/**
 * The signed-in user on `chainId` (SPEC.md §3 `user`): the key's own account and, where the
 * network supports one, its smart account; `address` is the preferred one's.
 */
async function user(ctx: FrameContext, chainId?: string): Promise<FrameUser> {
  const token = ctx.storage.get(KEYS.token)
  if (!token) throw new FrameFailure('NOT_CONNECTED', 'Not connected to email or social')
  const chain = chainId ?? ctx.storage.get(KEYS.chain) ?? DEFAULT_CHAIN
  const number = evmChainNumber(chain)
  const body = await ctx.api('/api/user', number !== undefined ? { chainId: number } : {}, token)
  const eoa = String(body['address'])
  const smart = smartAccountOf(body['smartAccount'])
  // The Solana chains the site serves, kept so a request on another is refused before the panel.
  const solanaChains = Array.isArray(body['solanaChains']) ? body['solanaChains'].filter((c): c is string => typeof c === 'string') : []
  ctx.storage.set(KEYS.solanaChains, JSON.stringify(solanaChains))
  if (Array.isArray(body['evmChains'])) ctx.storage.set(KEYS.evmChains, JSON.stringify(body['evmChains'].filter(Number.isSafeInteger)))
  const preferred = preferredAccountType(ctx, smart !== undefined)
  const username = typeof body['username'] === 'string' ? { username: body['username'] } : {}
  return {
    email: String(body['email']),
    ...username,
    address: preferred === 'smartAccount' && smart ? smart.address : eoa,
    ...(typeof body['solanaAddress'] === 'string' ? { solanaAddress: body['solanaAddress'] } : {}),
    chainId: chain,
    accounts: [{ address: eoa, type: 'eoa' }, ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : [])],
    preferredAccountType: preferred,
    ...(smart ? { smartAccountDeployed: smart.deployed } : {}),
    smartAccountNetworks: Array.isArray(body['smartAccountNetworks']) ? body['smartAccountNetworks'].filter(Number.isSafeInteger).map((id) => `eip155:${id}`) : [],
  }
}

/** `chainId` when the site serves that Solana chain; a refusal otherwise (learnt with the user at the first need). */
async function servedSolanaChain(ctx: FrameContext, chainId: string): Promise<string> {
  if (ctx.storage.get(KEYS.solanaChains) === null) await user(ctx)
  let served: unknown
  try {
    served = JSON.parse(ctx.storage.get(KEYS.solanaChains) ?? '[]')
  } catch {
    served = []
  }
  if (!Array.isArray(served) || !served.includes(chainId)) throw new FrameFailure('BAD_REQUEST', `Chain ${chainId} is not served by the secure site`)
  return chainId
}

/** The chain's number when the site's wallets sign on it; a refusal otherwise (learnt with the user at the first need). */
async function servedEvmChain(ctx: FrameContext, chainId: string): Promise<number> {
  const id = chainNumber(chainId)
  if (ctx.storage.get(KEYS.evmChains) === null) await user(ctx)
  let served: unknown
  try {
    served = JSON.parse(ctx.storage.get(KEYS.evmChains) ?? '[]')
  } catch {
    served = []
  }
  if (!Array.isArray(served) || !served.includes(id)) throw new FrameFailure('BAD_REQUEST', `Chain ${chainId} is not served by the secure site`)
  return id
}

/** SPEC.md §4 smart account init: the current network's smart account, or a refusal where it has none. */
async function smartAccountHere(ctx: FrameContext): Promise<SmartAccountInfo> {
  const u = await user(ctx)
  const smart = u.accounts?.find((a) => a.type === 'smartAccount')
  if (!smart) throw new FrameFailure('BAD_REQUEST', `The network ${u.chainId} does not support smart accounts`)
  return { address: smart.address, deployed: u.smartAccountDeployed === true }
}

const randomToken = (): string => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Social login in the frame (SPEC.md §4): without a result address, a new PKCE pair and state (the
 * verifier stays in this origin's storage) and the provider's authorization address for the popup;
 * with one, the code it carries (state checked) is exchanged by the backend for a session.
 */
async function connectSocial(ctx: FrameContext, provider: string, resultUri: string | undefined): Promise<unknown> {
  if (resultUri === undefined) {
    const { verifier, challenge } = await createPkce()
    const state = randomToken()
    ctx.storage.set(KEYS.social, JSON.stringify({ state, verifier, provider }))
    const body = await ctx.api('/api/social/start', { provider, state, codeChallenge: challenge, appOrigin: ctx.parentOrigin })
    return { uri: String(body['uri']) }
  }
  const saved = ctx.storage.get(KEYS.social)
  ctx.storage.remove(KEYS.social)
  const pending = saved ? (JSON.parse(saved) as { state?: string; verifier?: string; provider?: string }) : undefined
  if (!pending?.state || !pending.verifier || pending.provider !== provider) throw new FrameFailure('BAD_REQUEST', 'No social login was started')
  let url: URL
  try {
    url = new URL(resultUri)
  } catch {
    throw new FrameFailure('BAD_REQUEST', 'Invalid result address')
  }
  if (url.origin !== ctx.siteOrigin || url.pathname !== '/social/callback') throw new FrameFailure('BAD_REQUEST', 'The result address is not this site')
  let code: string
  try {
    code = callbackResult(resultUri, pending.state).code
  } catch (error) {
    if (error instanceof OidcError && error.error === 'access_denied') throw new FrameFailure('REJECTED', 'The provider sign-in was denied')
    throw new FrameFailure('BAD_REQUEST', error instanceof Error ? error.message : 'Invalid result')
  }
  const body = await ctx.api('/api/social/finish', { state: pending.state, code, codeVerifier: pending.verifier, deviceId: ctx.deviceId() })
  ctx.storage.set(KEYS.token, String(body['token']))
  ctx.storage.remove(KEYS.email)
  const u = await user(ctx)
  ctx.sessionChanged(u)
  return { user: u }
}

/**
 * Farcaster in the frame (SPEC.md §4): without `wait`, a channel on the relay and its URL for the QR;
 * with `wait`, the backend is asked again (each call held up to 20 s) until the approval opens a
 * session — or the pending channel is dropped (the app reloaded the auth connector: the user left).
 */
async function connectFarcaster(ctx: FrameContext, wait: boolean): Promise<unknown> {
  if (!wait) {
    const body = await ctx.api('/api/farcaster/start', {})
    ctx.storage.set(KEYS.farcaster, String(body['channel']))
    return { url: String(body['url']) }
  }
  for (;;) {
    const channel = ctx.storage.get(KEYS.farcaster)
    if (!channel) throw new FrameFailure('REJECTED', 'The Farcaster sign-in was left')
    const body = await ctx.api('/api/farcaster/finish', { channel, deviceId: ctx.deviceId() }).catch((error: unknown) => {
      ctx.storage.remove(KEYS.farcaster)
      throw error
    })
    // The user left while this call was held (the app reloaded the auth connector): no session.
    if (ctx.storage.get(KEYS.farcaster) !== channel) throw new FrameFailure('REJECTED', 'The Farcaster sign-in was left')
    if (body['pending'] === true) continue
    ctx.storage.remove(KEYS.farcaster)
    ctx.storage.set(KEYS.token, String(body['token']))
    ctx.storage.remove(KEYS.email)
    const u = await user(ctx)
    ctx.sessionChanged(u)
    return { user: u }
  }
}

/** The session token, or SPEC.md §8's 'Not connected to email or social'. */
function signedIn(ctx: FrameContext): string {
  const token = ctx.storage.get(KEYS.token)
  if (!token) throw new FrameFailure('NOT_CONNECTED', 'Not connected to email or social')
  return token
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
        if (!isAllowedRpcMethod(method) && !PANEL_ONLY_METHODS.has(method)) throw new FrameFailure('NOT_ALLOWED', 'Requested RPC call is not allowed')
        const token = ctx.storage.get(KEYS.token)
        if (!token) throw new FrameFailure('NOT_CONNECTED', 'Not connected to email or social')
        // The chain is checked before the approval (SPEC.md §6): one the site serves, EVM or Solana,
        // so the panel never asks the user about a request that cannot run.
        const chain = chainId.startsWith('solana:') ? await servedSolanaChain(ctx, chainId) : await servedEvmChain(ctx, chainId)
        // The preferred account acts; the backend uses the key's own where the chain has no smart account.
        const accountType = ctx.storage.get(KEYS.accountType) === 'eoa' ? 'eoa' : 'smartAccount'
        if (method === 'wallet_showCallsStatus') return showCallsStatus(ctx, { id: r.id, params, chainId, token })
        // SPEC.md §6/§8: a bundle that cannot run is refused before the panel; one that can is described in it.
        const preview = await approvalPreview(ctx, { method, params, accountType, token })
        if (needsApproval(method) && !(await ctx.approve({ id: r.id, method, params, chainId, ...(preview ? { preview } : {}) }))) throw new FrameFailure('REJECTED', 'User rejected the request')
        const body = await ctx.api('/api/rpc', { chainId: chain, method, params: params ?? [], accountType }, token)
        return { result: body['result'] ?? null }
      }
      case 'rpcAbort':
        ctx.abortApproval(r.payload.requestId)
        return {}
      case 'syncTheme':
        ctx.setTheme(r.payload.themeMode)
        return {}
      case 'syncDappData':
        return {}
      case 'reload':
        // SPEC.md §2: the auth connector reloads (the user left the Farcaster view): a pending sign-in ends.
        ctx.storage.remove(KEYS.farcaster)
        return {}
      case 'setPreferredAccount': {
        // SPEC.md §4: a smart account only where the network supports one.
        if (r.payload.type === 'smartAccount') await smartAccountHere(ctx)
        ctx.storage.set(KEYS.accountType, r.payload.type)
        const u = await user(ctx)
        return { address: u.address, type: u.preferredAccountType ?? r.payload.type }
      }
      case 'connectSocial':
        return connectSocial(ctx, r.payload.provider, r.payload.resultUri)
      case 'connectFarcaster':
        return connectFarcaster(ctx, r.payload.wait === true)
      case 'updateEmail': {
        const body = await ctx.api('/api/email/update', { email: r.payload.email }, signedIn(ctx))
        return { action: body['action'] }
      }
      case 'updateEmailPrimaryOtp':
        await ctx.api('/api/email/update/primary', { otp: r.payload.otp }, signedIn(ctx))
        return {}
      case 'updateEmailSecondaryOtp': {
        const body = await ctx.api('/api/email/update/secondary', { otp: r.payload.otp }, signedIn(ctx))
        const newEmail = String(body['newEmail'])
        ctx.storage.set(KEYS.email, newEmail)
        ctx.sessionChanged(await user(ctx))
        return { newEmail }
      }
      case 'initSmartAccount': {
        const smart = await smartAccountHere(ctx)
        return { address: smart.address, isDeployed: smart.deployed }
      }
      default: {
        const never: never = r
        return never
      }
    }
  }
  return answer()
}
