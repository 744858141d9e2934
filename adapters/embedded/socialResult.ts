/**
 * The popup's message of a social login (SPEC.md §4), apart from protocol.ts so that
 * `latch/embedded` checks it without loading the frame protocol's schemas before they are needed.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `new URL(x).origin`, or '' for something that is no URL. */
function originOf(url: string): string {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? '' : origin
  } catch {
    return ''
  }
}

/**
 * Social login's last step (SPEC.md §4 "wait for a message from the secure site carrying a result
 * address"): the secure site's callback page, open in the popup, posts this to its opener — on its
 * own channel, so the frame manager never mistakes it for the frame.
 */
export const SOCIAL_RESULT_CHANNEL = 'latch-embedded-social'
export type SocialResultMessage = { channel: typeof SOCIAL_RESULT_CHANNEL; resultUri: string }

/** The popup's message: `{ channel, resultUri }`. */
export function socialResultMessage(resultUri: string): SocialResultMessage {
  return { channel: SOCIAL_RESULT_CHANNEL, resultUri }
}

/**
 * The result address a `message` event carries, or why not: `foreign` (not this channel),
 * `malformed`, or `wrongOrigin` (not the secure site's origin, or not the popup that was opened).
 *
 * @example
 * parseSocialResult({ origin: site, source: popup, data: socialResultMessage(uri) }, site, popup) // { ok: true, resultUri: uri }
 */
export function parseSocialResult(
  event: { origin: string; source: unknown; data: unknown },
  secureSiteOrigin: string,
  popup: unknown,
): { ok: true; resultUri: string } | { ok: false; reason: 'foreign' | 'malformed' | 'wrongOrigin' } {
  const data = event.data
  if (!isRecord(data) || data['channel'] !== SOCIAL_RESULT_CHANNEL) return { ok: false, reason: 'foreign' }
  const site = originOf(secureSiteOrigin)
  if (!site || event.origin !== site || event.source !== popup) return { ok: false, reason: 'wrongOrigin' }
  const resultUri = data['resultUri']
  // The result address is the secure site's own callback page, nothing else.
  if (typeof resultUri !== 'string' || resultUri.length > 4096 || originOf(resultUri) !== site) return { ok: false, reason: 'malformed' }
  return { ok: true, resultUri }
}
