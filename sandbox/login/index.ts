/**
 * The login services of the embedded wallet, started together by `startSandbox`: the
 * mail server the secure site sends one-time codes through, the OAuth/OpenID Connect provider
 * standing in for the social providers, and the Farcaster relay. Each is optional.
 */
import { startMail, type MailServer } from '../mail/index.ts'
import { startOAuth, type OAuthServer, type OAuthServerOptions } from '../oauth/index.ts'
import { startFarcasterRelay, type FarcasterRelay, type FarcasterRelayOptions } from '../farcaster/index.ts'

export type LoginServicesOptions = {
  /** Start the SMTP server and its mailbox (default true). */
  mail?: boolean
  /** Start the OAuth/OIDC provider (default true), optionally with its options. */
  oauth?: boolean | OAuthServerOptions
  /** Start the Farcaster auth relay (default true), optionally with its options. */
  farcaster?: boolean | FarcasterRelayOptions
}

export type LoginServices = {
  mail?: MailServer
  oauth?: OAuthServer
  farcaster?: FarcasterRelay
  /** Stops every started service; safe to call twice. */
  stop(): Promise<void>
}

type Service = { stop(): Promise<void> }

/** Starts the requested services side by side; if one fails the others are stopped. */
export async function startLoginServices(options: LoginServicesOptions = {}): Promise<LoginServices> {
  const skip = Promise.resolve(undefined)
  const [mail, oauth, farcaster] = await Promise.allSettled([
    options.mail === false ? skip : startMail(),
    options.oauth === false ? skip : startOAuth(typeof options.oauth === 'object' ? options.oauth : {}),
    options.farcaster === false ? skip : startFarcasterRelay(typeof options.farcaster === 'object' ? options.farcaster : {}),
  ])
  const results = [mail, oauth, farcaster] as PromiseSettledResult<Service | undefined>[]
  const started = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []))
  const stop = async (): Promise<void> => {
    await Promise.allSettled(started.splice(0).map((s) => s.stop()))
  }
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  const value = <T>(r: PromiseSettledResult<T | undefined>): T | undefined => (r.status === 'fulfilled' ? r.value : undefined)
  const m = value(mail)
  const o = value(oauth)
  const f = value(farcaster)
  return { ...(m ? { mail: m } : {}), ...(o ? { oauth: o } : {}), ...(f ? { farcaster: f } : {}), stop }
}
