/**
 * The sandbox's secure embedded-wallet site: its own HTTP server, so its own origin in
 * the browser. It serves the frame page the modal loads in an iframe (`/sdk`, bundled from
 * frame/main.ts) and the backend that page calls: email login with a one-time code mailed over
 * SMTP (30 s throttle, SPEC.md §9), a device-approval step for a new device (§4), sessions, and
 * the wallets' keys, which sign and send on the sandbox chains (wallets.ts).
 */
import { AuthBook, AuthError, normaliseEmail } from './auth.ts'
import { bundleFrame } from './bundle.ts'
import { framePage, refusalPage } from './page.ts'
import { sendMail, type SmtpAddress } from '../mail/client.ts'
import { RpcFailure, WalletBook, type EvmChainConfig } from './wallets.ts'
import { route, startHttpService, type Reply, type RequestContext } from '../http/server.ts'
import { callbackPage, SOCIAL_CALLBACK_PATH, SocialLogins, type SocialLoginConfig } from './social.ts'
import { FarcasterLogins } from './farcaster.ts'
import { SolanaWalletBook, type SolanaNodeConfig } from './solanaWallets.ts'
import { parentOriginCheck, type ParentOriginOptions } from './parentOrigin.ts'

export type SecureSiteOptions = {
  /** The sandbox mail server the codes are sent to. */
  smtp: SmtpAddress
  evm: readonly EvmChainConfig[]
  /** The sandbox Solana node the wallets' Solana accounts live on; absent: EVM only. */
  solana?: SolanaNodeConfig
  port?: number
  /** The clock of the throttle, codes and sessions (tests). */
  now?: () => number
  /** How long `/api/device` holds a request waiting for the approval (default 20 s). */
  deviceWaitMs?: number
  /** The OpenID Connect provider social logins use (sandbox/oauth); absent: social login is refused. */
  oauth?: SocialLoginConfig
  /** The Farcaster relay (sandbox/farcaster) Farcaster sign-in opens its channels on; absent: refused. */
  farcasterRelay?: string
  /** How long `/api/farcaster/finish` holds a request waiting for the approval (default 20 s). */
  farcasterHoldMs?: number
} & ParentOriginOptions

export type SecureSite = {
  /** The site's origin + sdk page: `embeddedWallet({ secureSiteOrigin: url, sdkUrl })`. */
  url: string
  sdkUrl: string
  /** Book-keeping, for tests (expire sessions, count logins). */
  auth: AuthBook
  wallets: WalletBook
  /** The wallets' Solana keys, when the site serves a Solana node. */
  solanaWallets?: SolanaWalletBook
  stop(): Promise<void>
}

export const MAIL_FROM = 'no-reply@secure-site.latch.local'

const fail = (status: number, code: string, message: string, retryAfter?: number): Reply => ({
  status,
  json: { code, message, ...(retryAfter !== undefined ? { retryAfter } : {}) },
})

function bodyOf(ctx: RequestContext): Record<string, unknown> {
  const body = ctx.json()
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

const deviceIdOf = (value: unknown): string => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(value)) throw new AuthError('BAD_REQUEST', 'Invalid device id')
  return value
}

const bearer = (ctx: RequestContext): string | undefined => /^Bearer (.+)$/.exec(String(ctx.headers['authorization'] ?? ''))?.[1]

/**
 * Starts the secure site on a free port.
 *
 * @example
 * const site = await startSecureSite({ smtp: { host: '127.0.0.1', port }, evm: [{ chainId: 31337, rpcUrl }] })
 * embeddedWallet({ secureSiteOrigin: site.url, sdkUrl: site.sdkUrl })
 */
export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const auth = new AuthBook(options.now ?? (() => Date.now()))
  const wallets = new WalletBook(options.evm)
  const solanaWallets = options.solana ? new SolanaWalletBook(options.solana) : undefined
  const social = new SocialLogins(options.oauth, options.now ?? (() => Date.now()))
  const farcaster = new FarcasterLogins(options.farcasterRelay)
  const allowedParent = parentOriginCheck(options)
  let origin = ''
  const mail = async (to: string, subject: string, text: string): Promise<void> => {
    await sendMail(options.smtp, { from: MAIL_FROM, to, subject, text })
  }
  const otpMail = (email: string, code: string): Promise<void> =>
    mail(email, `Your login code: ${code}`, `Your Latch login code is ${code}.\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.`)

  /** Runs a handler; AuthError and RpcFailure become JSON answers the frame maps to protocol errors. */
  const guarded =
    (handler: (ctx: RequestContext) => Promise<Reply>) =>
    async (ctx: RequestContext): Promise<Reply> => {
      // The API serves the frame page only: a cross-origin caller is refused (CSRF).
      const callerOrigin = ctx.headers['origin']
      if (callerOrigin !== undefined && callerOrigin !== origin) return fail(403, 'BAD_REQUEST', 'Cross-origin call refused')
      try {
        return await handler(ctx)
      } catch (error) {
        if (error instanceof AuthError) {
          const status = error.code === 'THROTTLED' ? 429 : error.code === 'SESSION_EXPIRED' ? 401 : 400
          return fail(status, error.code, error.message, error.retryAfter)
        }
        // The wallet's code (4100, -32602, 5700–5760, the node's) goes back with it (SPEC.md §8).
        if (error instanceof RpcFailure) return { status: 400, json: { code: 'RPC_ERROR', message: error.message, rpcCode: error.code } }
        return fail(500, 'INTERNAL', error instanceof Error ? error.message : 'Internal error')
      }
    }

  const service = await startHttpService(
    [
      route('GET', '/sdk', async (ctx) => {
        // Only a page the project allows may embed the wallet (SPEC.md §7 allowed origins); the
        // browser enforces it with frame-ancestors, so the query's claim cannot be borrowed.
        const verdict = await allowedParent(ctx.query.get('origin') ?? '', ctx.query.get('projectId') ?? undefined)
        if (!verdict.ok) return { status: verdict.status, body: refusalPage(verdict.reason), contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': "frame-ancestors 'none'" } }
        return { body: framePage(verdict.origin), contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': `frame-ancestors ${verdict.origin}` } }
      }),
      route('GET', '/frame.js', async () => ({ body: await bundleFrame(), contentType: 'text/javascript; charset=utf-8' })),
      route('GET', '/device/approve', (ctx) => {
        const ok = auth.approveDevice(ctx.query.get('token') ?? '')
        return {
          status: ok ? 200 : 404,
          body: `<!doctype html><meta charset="utf-8"><title>Device approval</title><p data-device-approved="${ok}">${ok ? 'Device approved. Go back to the app: the code is on its way.' : 'This link is unknown or was used already.'}</p>`,
          contentType: 'text/html; charset=utf-8',
        }
      }),
      route(
        'POST',
        '/api/email',
        guarded(async (ctx) => {
          const body = bodyOf(ctx)
          const email = normaliseEmail(body['email'])
          const step = auth.startLogin(email, deviceIdOf(body['deviceId']))
          if (step.action === 'VERIFY_OTP') await otpMail(email, step.otp)
          else
            await mail(
              email,
              'Approve your new device',
              `Someone is logging in to Latch from a new device.\nApprove it: ${origin}/device/approve?token=${step.approvalToken}\nThen enter the code we send next.`,
            )
          return { json: { action: step.action } }
        }),
      ),
      route(
        'POST',
        '/api/device',
        guarded(async (ctx) => {
          const body = bodyOf(ctx)
          const email = normaliseEmail(body['email'])
          const deviceId = deviceIdOf(body['deviceId'])
          const approved = await auth.waitForDevice(email, deviceId, options.deviceWaitMs ?? 20_000)
          if (approved) await otpMail(email, auth.issueOtp(email))
          return { json: { approved } }
        }),
      ),
      route(
        'POST',
        '/api/otp',
        guarded(async (ctx) => {
          const body = bodyOf(ctx)
          const email = normaliseEmail(body['email'])
          const otp = typeof body['otp'] === 'string' ? body['otp'] : ''
          const session = auth.verifyOtp(email, otp, deviceIdOf(body['deviceId']))
          await wallets.accountFor(email)
          return { json: { token: session.token } }
        }),
      ),
      route(
        'POST',
        '/api/user',
        guarded(async (ctx) => {
          const session = auth.session(bearer(ctx))
          const [account, solanaAddress] = await Promise.all([wallets.accountFor(session.walletKey), solanaWallets?.addressOf(session.walletKey)])
          // SPEC.md §4, §6: on a chain that supports smart accounts, the wallet's smart account too.
          const chainId = Number(bodyOf(ctx)['chainId'])
          const smart = Number.isSafeInteger(chainId) && wallets.chains.some((c) => c.chainId === chainId) ? await wallets.smartAccount(session.walletKey, chainId) : undefined
          return {
            json: {
              email: session.email,
              address: account.address,
              ...(solanaAddress !== undefined && solanaWallets ? { solanaAddress, solanaChains: solanaWallets.chains() } : {}),
              ...(session.username !== undefined ? { username: session.username } : {}),
              ...(smart ? { smartAccount: smart } : {}),
              // SPEC.md §3 "smart account enabled networks": every chain with the factory.
              smartAccountNetworks: wallets.chains.filter((c) => c.smartAccountFactory).map((c) => c.chainId),
              // The EVM chains the wallets sign on: the frame refuses others before its approval panel.
              evmChains: wallets.chains.map((c) => c.chainId),
            },
          }
        }),
      ),
      route(
        'POST',
        '/api/rpc',
        guarded(async (ctx) => {
          const session = auth.session(bearer(ctx))
          const body = bodyOf(ctx)
          const method = typeof body['method'] === 'string' ? body['method'] : ''
          // A `solana:<ref>` chain goes to the wallet's Solana key; a number to its EVM key, as its preferred account (SPEC.md §6).
          const solanaChain = typeof body['chainId'] === 'string' && body['chainId'].startsWith('solana:') ? body['chainId'] : undefined
          if (solanaChain !== undefined && !solanaWallets) throw new RpcFailure(4901, `Chain ${solanaChain} is not served by the secure site`)
          const accountType = body['accountType'] === 'smartAccount' ? 'smartAccount' : 'eoa'
          const result =
            solanaChain !== undefined
              ? await solanaWallets!.request(session.walletKey, solanaChain, method, body['params'])
              : await wallets.request(session.walletKey, Number(body['chainId']), method, body['params'], accountType)
          return { json: { result: (result ?? null) as never } }
        }),
      ),
      route(
        'POST',
        '/api/calls/preview',
        guarded(async (ctx) => {
          // SPEC.md §6/§8: the frame checks a wallet_sendCalls here before its approval panel shows.
          const session = auth.session(bearer(ctx))
          const body = bodyOf(ctx)
          const plan = await wallets.planCalls(session.walletKey, body['params'], body['accountType'] === 'smartAccount' ? 'smartAccount' : 'eoa')
          const calls = plan.calls.map((c) => ({ ...(c.to ? { to: c.to } : {}), value: `0x${c.value.toString(16)}`, ...(c.data ? { data: c.data } : {}) }))
          return { json: { preview: { kind: 'calls', chainId: plan.chainId, from: plan.from, account: plan.account, atomic: plan.atomic, calls } } }
        }),
      ),
      route('GET', SOCIAL_CALLBACK_PATH, (ctx) => {
        const appOrigin = social.appOriginOf(ctx.query.get('state'))
        return { status: appOrigin ? 200 : 404, body: callbackPage(appOrigin), contentType: 'text/html; charset=utf-8' }
      }),
      route(
        'POST',
        '/api/social/start',
        guarded(async (ctx) => ({ json: social.start(bodyOf(ctx), origin) })),
      ),
      route(
        'POST',
        '/api/social/finish',
        guarded(async (ctx) => {
          const body = bodyOf(ctx)
          const deviceId = deviceIdOf(body['deviceId'])
          const { provider, user } = await social.finish(body, origin)
          const walletKey = `${provider}|${user.sub}`
          const session = auth.openSession({ email: user.email ?? `${user.sub}@${provider}.invalid`, walletKey, username: user.preferred_username ?? user.name ?? user.sub, provider }, deviceId)
          await wallets.accountFor(walletKey)
          return { json: { token: session.token } }
        }),
      ),
      route(
        'POST',
        '/api/email/update',
        guarded(async (ctx) => {
          const newEmail = normaliseEmail(bodyOf(ctx)['email'])
          if (wallets.has(newEmail)) throw new AuthError('BAD_REQUEST', 'That email belongs to another wallet')
          const { primaryEmail, code } = auth.startEmailUpdate(bearer(ctx), newEmail)
          await mail(primaryEmail, `Confirm your email change: ${code}`, `Your code to move your Latch wallet to a new email is ${code}.\nIf you did not ask for it, ignore this mail.`)
          return { json: { action: 'VERIFY_PRIMARY_OTP' } }
        }),
      ),
      route(
        'POST',
        '/api/email/update/primary',
        guarded(async (ctx) => {
          const otp = bodyOf(ctx)['otp']
          const { secondaryEmail, code } = auth.verifyEmailUpdatePrimary(bearer(ctx), typeof otp === 'string' ? otp : '')
          await mail(secondaryEmail, `Confirm your new email: ${code}`, `Your code to confirm this address for your Latch wallet is ${code}.\nIf you did not ask for it, ignore this mail.`)
          return { json: { action: 'VERIFY_SECONDARY_OTP' } }
        }),
      ),
      route(
        'POST',
        '/api/email/update/secondary',
        guarded(async (ctx) => {
          const otp = bodyOf(ctx)['otp']
          const { oldEmail, newEmail } = auth.verifyEmailUpdateSecondary(bearer(ctx), typeof otp === 'string' ? otp : '')
          wallets.rekey(oldEmail, newEmail)
          solanaWallets?.rekey(oldEmail, newEmail)
          return { json: { newEmail } }
        }),
      ),
      route(
        'POST',
        '/api/farcaster/start',
        guarded(async () => ({ json: await farcaster.start(origin) })),
      ),
      route(
        'POST',
        '/api/farcaster/finish',
        guarded(async (ctx) => {
          const body = bodyOf(ctx)
          const deviceId = deviceIdOf(body['deviceId'])
          const user = await farcaster.finish(body['channel'], options.farcasterHoldMs)
          if (!user) return { json: { pending: true } }
          const walletKey = `farcaster|${user.fid}`
          const session = auth.openSession({ email: `${user.fid}@farcaster.invalid`, walletKey, username: user.username, provider: 'farcaster' }, deviceId)
          await wallets.accountFor(walletKey)
          return { json: { token: session.token } }
        }),
      ),
      route(
        'POST',
        '/api/signout',
        guarded(async (ctx) => {
          const token = bearer(ctx)
          if (token) auth.endSession(token)
          return { json: {} }
        }),
      ),
    ],
    { port: options.port, name: 'secure-site' },
  )
  origin = service.url
  return { url: service.url, sdkUrl: `${service.url}/sdk`, auth, wallets, ...(solanaWallets ? { solanaWallets } : {}), stop: service.close }
}
