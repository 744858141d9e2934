/**
 * Farcaster sign-in on the secure site (SPEC.md §4 "Farcaster uses a fetched URL instead
 * of a popup"): the backend opens a channel on the Farcaster relay (sandbox/farcaster) and hands the
 * frame the channel's URL (shown as a QR code and link); the frame then waits on `finish`, which
 * reads the channel's status until the user's Farcaster app approves it, checks the Sign In With
 * Farcaster signature by the custody address, and names the session's wallet `farcaster|<fid>`.
 * The channel token never leaves this server: the frame holds an opaque id.
 */
import { randomBytes } from 'node:crypto'
import { verifyMessage, type Address, type Hex } from 'viem'
import { AuthError } from './auth.ts'

/** How long one `finish` call holds, waiting for the approval (the frame calls again after). */
export const FARCASTER_FINISH_HOLD_MS = 20_000
const POLL_MS = 250

type Completed = { state: 'completed'; message: string; signature: Hex; custody: Address; fid: number; username: string; nonce: string }

/** The relay's channels this site opened, by the opaque id the frame holds. */
export class FarcasterLogins {
  private readonly channels = new Map<string, { channelToken: string; nonce: string }>()

  constructor(private readonly relayUrl: string | undefined) {}

  /** Opens a relay channel for `siteOrigin`; the frame gets its URL and an id for `finish`. */
  async start(siteOrigin: string): Promise<{ url: string; channel: string }> {
    if (!this.relayUrl) throw new AuthError('BAD_REQUEST', 'Farcaster is not configured on this secure site')
    const nonce = randomBytes(12).toString('hex')
    const res = await fetch(`${this.relayUrl}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: siteOrigin, domain: new URL(siteOrigin).host, nonce }),
    })
    if (res.status !== 201) throw new AuthError('BAD_REQUEST', `The Farcaster relay refused the channel (${res.status})`)
    const body = (await res.json()) as { channelToken?: unknown; url?: unknown }
    if (typeof body.channelToken !== 'string' || typeof body.url !== 'string') throw new AuthError('BAD_REQUEST', 'The Farcaster relay answered without a channel')
    const channel = randomBytes(16).toString('hex')
    this.channels.set(channel, { channelToken: body.channelToken, nonce })
    return { url: body.url, channel }
  }

  /**
   * Waits up to `holdMs` for the channel's approval: the verified Farcaster user, or `undefined`
   * (still pending: call again). An unknown, expired or forged channel is an error.
   */
  async finish(channel: unknown, holdMs = FARCASTER_FINISH_HOLD_MS): Promise<{ fid: number; username: string } | undefined> {
    const open = typeof channel === 'string' ? this.channels.get(channel) : undefined
    if (!open) throw new AuthError('BAD_REQUEST', 'Unknown Farcaster channel')
    const until = Date.now() + holdMs
    for (;;) {
      const res = await fetch(`${this.relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${open.channelToken}` } })
      if (res.status === 401) {
        this.channels.delete(channel as string)
        throw new AuthError('BAD_REQUEST', 'The Farcaster request expired')
      }
      if (res.status === 200) {
        const status = (await res.json()) as Completed
        this.channels.delete(channel as string)
        const signed = status.nonce === open.nonce && (await verifyMessage({ address: status.custody, message: status.message, signature: status.signature }).catch(() => false))
        if (!signed) throw new AuthError('BAD_REQUEST', 'The Farcaster signature does not verify')
        return { fid: status.fid, username: status.username }
      }
      if (Date.now() + POLL_MS > until) return undefined
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
}
