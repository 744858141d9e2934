/**
 * The login services of the embedded wallet (issue 13), started together by `startSandbox`: the
 * mail server the secure site sends one-time codes through, the OAuth/OpenID Connect provider
 * standing in for the social providers, and the Farcaster relay. Each is optional.
 */
import { startMail, type MailServer } from '../mail/index.ts'

export type LoginServicesOptions = {
  /** Start the SMTP server and its mailbox (default true). */
  mail?: boolean
}

export type LoginServices = {
  mail?: MailServer
  /** Stops every started service; safe to call twice. */
  stop(): Promise<void>
}

/** Starts the requested services side by side; if one fails the others are stopped. */
export async function startLoginServices(options: LoginServicesOptions = {}): Promise<LoginServices> {
  const [mail] = await Promise.allSettled([options.mail === false ? Promise.resolve(undefined) : startMail()])
  const started = [mail].flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []))
  const stop = async (): Promise<void> => {
    await Promise.allSettled(started.map((s) => s.stop()))
  }
  const failure = [mail].find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  return {
    ...(mail.status === 'fulfilled' && mail.value ? { mail: mail.value } : {}),
    stop,
  }
}
