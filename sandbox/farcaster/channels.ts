/**
 * The Farcaster relay's channels: one per sign-in request, pending until the user approves it on
 * the sandbox's approval page (standing in for their Farcaster app), then completed with a Sign
 * In With Farcaster message signed by the user's custody key — a real EIP-191 signature that
 * viem's `verifyMessage` accepts. The custody key is derived from the fid, so a fid always has
 * the same custody address.
 */
import { randomBytes } from 'node:crypto'
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** What the app sent with `POST /v1/channel` (the SIWF request parameters). */
export type SignatureParams = {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

export type FarcasterProfile = { fid: number; username: string; displayName: string; bio: string; pfpUrl: string }

type Metadata = { ip: string; userAgent: string }

export type PendingStatus = { state: 'pending'; nonce: string; url: string; metadata: Metadata }

export type CompletedStatus = {
  state: 'completed'
  nonce: string
  url: string
  message: string
  signature: `0x${string}`
  authMethod: 'custody'
  fid: number
  username: string
  displayName: string
  bio: string
  pfpUrl: string
  verifications: string[]
  custody: `0x${string}`
  signatureParams: SignatureParams
  metadata: Metadata
}

export type ChannelStatus = PendingStatus | CompletedStatus

type Channel = { token: string; url: string; params: SignatureParams; metadata: Metadata; expiresAt: number; completed?: CompletedStatus }

/** Optimism, where Farcaster's id registry lives: the chain id a SIWF message names. */
const SIWF_CHAIN_ID = 10

/** The custody account of a fid (sandbox: a key derived from the fid). */
export function custodyOf(fid: number): ReturnType<typeof privateKeyToAccount> {
  return privateKeyToAccount(keccak256(toHex(`latch-sandbox-farcaster-custody:${fid}`)))
}

/** The Sign In With Farcaster message (EIP-4361 with the `farcaster://fid/<fid>` resource). */
export function siwfMessage(params: SignatureParams, custody: string, fid: number, issuedAt: string): string {
  return [
    `${params.domain} wants you to sign in with your Ethereum account:`,
    custody,
    '',
    'Farcaster Auth',
    '',
    `URI: ${params.siweUri}`,
    'Version: 1',
    `Chain ID: ${SIWF_CHAIN_ID}`,
    `Nonce: ${params.nonce}`,
    `Issued At: ${issuedAt}`,
    ...(params.expirationTime ? [`Expiration Time: ${params.expirationTime}`] : []),
    ...(params.notBefore ? [`Not Before: ${params.notBefore}`] : []),
    ...(params.requestId ? [`Request ID: ${params.requestId}`] : []),
    'Resources:',
    `- farcaster://fid/${fid}`,
  ].join('\n')
}

export class Channels {
  readonly #channels = new Map<string, Channel>()

  constructor(readonly ttlMs: number) {}

  open(params: SignatureParams, approveUrlOf: (token: string) => string, metadata: Metadata): Channel {
    const token = randomBytes(16).toString('hex')
    const channel: Channel = { token, url: approveUrlOf(token), params, metadata, expiresAt: Date.now() + this.ttlMs }
    this.#channels.set(token, channel)
    return channel
  }

  /** The live channel of a token, or undefined (unknown or expired: expired ones are dropped). */
  get(token: string | undefined): Channel | undefined {
    const channel = token ? this.#channels.get(token) : undefined
    if (channel && channel.expiresAt <= Date.now()) {
      this.#channels.delete(channel.token)
      return undefined
    }
    return channel
  }

  status(channel: Channel): ChannelStatus {
    return channel.completed ?? { state: 'pending', nonce: channel.params.nonce, url: channel.url, metadata: channel.metadata }
  }

  /** Completes a pending channel with the profile's signed SIWF message. */
  async approve(channel: Channel, profile: FarcasterProfile): Promise<CompletedStatus> {
    if (channel.completed) throw new Error('Channel already completed')
    const custody = custodyOf(profile.fid)
    const message = siwfMessage(channel.params, custody.address, profile.fid, new Date().toISOString())
    channel.completed = {
      state: 'completed',
      nonce: channel.params.nonce,
      url: channel.url,
      message,
      signature: await custody.signMessage({ message }),
      authMethod: 'custody',
      ...profile,
      verifications: [],
      custody: custody.address,
      signatureParams: channel.params,
      metadata: channel.metadata,
    }
    return channel.completed
  }

  /** Forgets a channel (its token then answers 401, as an expired one). */
  expire(token: string): void {
    this.#channels.delete(token)
  }
}
