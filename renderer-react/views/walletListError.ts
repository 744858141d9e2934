import type { FailureReason } from '../../core/index.ts'
import type { Messages } from '../messages.ts'

/** The message-catalogue entries a failed wallet list can show (SPEC.md §8). */
export type WalletListErrorKey = 'walletsRateLimited' | 'walletsServerError' | 'walletsInvalidConfig' | 'walletsUnavailable'

/** Longer than this, a wait is not worth a number (an absurd `Retry-After`): just 'Rate Limited'. */
const MAX_SHOWN_WAIT_SECONDS = 24 * 3600

/**
 * Which SPEC.md §8 text a wallet-list failure shows, from the error data the event carried
 * (raw technical errors — "fetch failed", "walletApi.getWallets: response.data…" — never reach
 * the user; the log keeps them). 429 is 'Rate Limited' with the wait when the service named one.
 *
 * @example
 * walletListErrorKey({ name: 'HttpRequestError', code: 429, status: 429, retryAfterMs: 58_000 }) // { key: 'walletsRateLimited', waitSeconds: 58 }
 */
export function walletListErrorKey(reason: FailureReason | undefined): { key: WalletListErrorKey; waitSeconds?: number } {
  const status = reason?.status ?? (reason?.name === 'HttpRequestError' && typeof reason.code === 'number' ? reason.code : undefined)
  if (status === 429) {
    const ms = reason?.retryAfterMs
    const waitSeconds = ms === undefined ? undefined : Math.ceil(ms / 1000)
    return waitSeconds !== undefined && waitSeconds > 0 && waitSeconds <= MAX_SHOWN_WAIT_SECONDS ? { key: 'walletsRateLimited', waitSeconds } : { key: 'walletsRateLimited' }
  }
  if (status !== undefined && status >= 500 && status <= 599) return { key: 'walletsServerError' }
  if (status === 401 || status === 403) return { key: 'walletsInvalidConfig' }
  return { key: 'walletsUnavailable' }
}

/**
 * The text a user reads for a wallet-list failure, from the (overridable) message catalogue.
 *
 * @example
 * walletListErrorText(english, { name: 'HttpRequestError', status: 500 }) // 'Server Error'
 */
export function walletListErrorText(messages: Messages, reason: FailureReason | undefined): string {
  const { key, waitSeconds } = walletListErrorKey(reason)
  switch (key) {
    case 'walletsRateLimited':
      return messages.walletsRateLimited(waitSeconds)
    case 'walletsServerError':
    case 'walletsInvalidConfig':
    case 'walletsUnavailable':
      return messages[key]
  }
}
