/**
 * The sandbox Farcaster relay (SPEC §4 "Farcaster uses a fetched URL instead of a
 * popup"), on the wire shapes of Farcaster's auth relay (`@farcaster/auth-client` app client):
 * `POST /v1/channel` opens a sign-in channel and returns `{ channelToken, url, nonce }`, the `url`
 * being this relay's approval page the modal shows as QR code and link; `GET /v1/channel/status`
 * answers 202 pending until the page (or `POST /v1/channel/authenticate`) approves, then 200
 * completed with the signed Sign In With Farcaster message and the profile.
 */
import { randomBytes } from 'node:crypto'
import { HttpError, route, startHttpService, type RequestContext } from '../http/server.ts'
import { Channels, type ChannelStatus, type CompletedStatus, type FarcasterProfile, type SignatureParams } from './channels.ts'
import { approvePage, donePage, missingPage } from './page.ts'

export type { ChannelStatus, CompletedStatus, PendingStatus, SignatureParams } from './channels.ts'

export type FarcasterRelayOptions = {
  port?: number
  /** How long a channel lives (default 5 minutes); afterwards its token answers 401. */
  channelTtlMs?: number
}

export type FarcasterRelay = {
  /** Base URL (`POST {url}/v1/channel`, `GET {url}/v1/channel/status`). */
  url: string
  /** Approves a pending channel as the approval page would (tests). */
  approve(channelToken: string, profile?: Partial<FarcasterProfile>): Promise<CompletedStatus>
  /** Ends a channel now, as if it had expired: its status then answers 401. */
  expire(channelToken: string): void
  stop(): Promise<void>
}

export const DEFAULT_FARCASTER_USERNAME = 'alice'
export const DEFAULT_FARCASTER_FID = 20_001

const NONCE = /^[a-zA-Z0-9]{8,}$/
const USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string`)
  return value
}

function signatureParamsOf(body: unknown): SignatureParams {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Body must be a JSON object')
  const b = body as Record<string, unknown>
  const siweUri = optionalString(b, 'siweUri')
  const domain = optionalString(b, 'domain')
  if (!siweUri || !URL.canParse(siweUri)) throw new HttpError(400, 'siweUri must be a URL')
  if (!domain) throw new HttpError(400, 'domain is required')
  const nonce = optionalString(b, 'nonce') ?? randomBytes(8).toString('hex')
  if (!NONCE.test(nonce)) throw new HttpError(400, 'nonce must be at least 8 alphanumeric characters')
  const extra = Object.fromEntries(
    (['notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const).flatMap((k) => {
      const v = optionalString(b, k)
      return v === undefined ? [] : [[k, v]]
    }),
  )
  return { siweUri, domain, nonce, ...extra }
}

/** `Authorization: Bearer <channelToken>` (the relay's way), else `?channelToken=`. */
function tokenOf(ctx: RequestContext): string | undefined {
  const auth = ctx.headers.authorization
  return (auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined) ?? ctx.query.get('channelToken') ?? undefined
}

/** A profile from form or JSON values; throws a 400 for a bad username or fid. */
function profileOf(input: { username?: unknown; fid?: unknown; displayName?: unknown; bio?: unknown; pfpUrl?: unknown }): FarcasterProfile {
  const username = input.username === undefined || input.username === '' ? DEFAULT_FARCASTER_USERNAME : input.username
  if (typeof username !== 'string' || !USERNAME.test(username)) throw new HttpError(400, 'username must be 1–16 lowercase letters, digits or dashes (optionally .eth)')
  const fid = input.fid === undefined || input.fid === '' ? DEFAULT_FARCASTER_FID : Number(input.fid)
  if (!Number.isSafeInteger(fid) || fid < 1 || fid > 2 ** 32) throw new HttpError(400, 'fid must be a positive integer')
  const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v.slice(0, 200) : fallback)
  return { fid, username, displayName: text(input.displayName, username), bio: text(input.bio, `Sandbox Farcaster user @${username}`), pfpUrl: text(input.pfpUrl, '') }
}

const html = (body: string, status = 200): { status: number; body: string; contentType: string } => ({ status, body, contentType: 'text/html; charset=utf-8' })

/**
 * Starts the relay on a free loopback port.
 * @example
 * const relay = await startFarcasterRelay()
 * const { channelToken, url } = await (await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: JSON.stringify({ siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }) })).json()
 * // show url as QR and link; poll GET /v1/channel/status with Authorization: Bearer <channelToken>
 */
export async function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<FarcasterRelay> {
  const channels = new Channels(options.channelTtlMs ?? 5 * 60_000)
  let base = ''
  const live = (token: string | undefined) => {
    const channel = channels.get(token)
    if (!channel) throw new HttpError(401, 'Unauthorized: unknown or expired channel token')
    return channel
  }
  const service = await startHttpService(
    [
      route('POST', '/v1/channel', (ctx) => {
        const params = signatureParamsOf(ctx.json())
        const channel = channels.open(params, (token) => `${base}/siwf?channelToken=${token}`, { ip: '127.0.0.1', userAgent: ctx.headers['user-agent'] ?? '' })
        return { status: 201, json: { channelToken: channel.token, url: channel.url, nonce: params.nonce } }
      }),
      route('GET', '/v1/channel/status', (ctx) => {
        const status: ChannelStatus = channels.status(live(tokenOf(ctx)))
        return { status: status.state === 'pending' ? 202 : 200, json: status }
      }),
      route('POST', '/v1/channel/authenticate', async (ctx) => {
        const body = ctx.bodyText.trim() ? ctx.json() : {}
        const channel = live(tokenOf(ctx) ?? (body as { channelToken?: string }).channelToken)
        if (channel.completed) throw new HttpError(409, 'Channel already completed')
        return { json: await channels.approve(channel, profileOf(body as Record<string, unknown>)) }
      }),
      route('GET', '/siwf', (ctx) => {
        const token = ctx.query.get('channelToken') ?? undefined
        const channel = channels.get(token)
        if (!channel) return html(missingPage(), 404)
        if (channel.completed) return html(donePage(channel.completed.username))
        return html(approvePage({ token: channel.token, domain: channel.params.domain, username: DEFAULT_FARCASTER_USERNAME, fid: DEFAULT_FARCASTER_FID }))
      }),
      route('POST', '/siwf/approve', async (ctx) => {
        const form = new URLSearchParams(ctx.bodyText)
        const channel = channels.get(form.get('channelToken') ?? undefined)
        if (!channel) return html(missingPage(), 404)
        if (channel.completed) return html(donePage(channel.completed.username))
        const input = { username: form.get('username') ?? '', fid: form.get('fid') ?? '' }
        try {
          const done = await channels.approve(channel, profileOf(input))
          return html(donePage(done.username))
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          const fid = Number(input.fid)
          return html(
            approvePage({ token: channel.token, domain: channel.params.domain, username: input.username, fid: Number.isSafeInteger(fid) ? fid : DEFAULT_FARCASTER_FID, error: error.message }),
            400,
          )
        }
      }),
    ],
    { ...(options.port !== undefined ? { port: options.port } : {}), name: 'farcaster' },
  )
  base = service.url
  let stopped: Promise<void> | undefined
  return {
    url: service.url,
    async approve(channelToken, profile = {}) {
      const channel = channels.get(channelToken)
      if (!channel) throw new Error('Unknown or expired channel token')
      return channels.approve(channel, profileOf(profile))
    },
    expire: (channelToken) => channels.expire(channelToken),
    stop() {
      stopped ??= service.close()
      return stopped
    },
  }
}
