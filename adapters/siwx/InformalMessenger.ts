import type { SIWXMessage } from '../../core/siwx/types.ts'
import { toSIWXMessage } from './formatMessage.ts'

/** Makes the message an account signs (`DefaultSIWX`'s first part). */
export interface SIWXMessenger {
  /** Most sessions older than this are worth asking again (ms); `undefined`: no expiry. */
  readonly expiration?: number
  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage>
}

/** Options of `InformalMessenger`: the EIP-4361 fields a sign-in message states. */
export type InformalMessengerOptions = {
  /** The dapp's domain (EIP-4361 `domain`), e.g. `app.example`. */
  domain: string
  /** The dapp's URI (EIP-4361 `uri`). */
  uri: string
  /** A fresh nonce per message (at least 8 alphanumeric characters); default 16 random bytes as hex. */
  getNonce?: (input: SIWXMessage.Input) => Promise<string> | string
  statement?: string
  resources?: string[]
  /** How long a session lasts (ms); default: none (no `Expiration Time`). */
  expiration?: number
  /** The clock (ms since the epoch) for `Issued At`; default `Date.now`. */
  now?: () => number
  /** Version of the message format; default '1'. */
  version?: string
}

/**
 * The default messenger: EIP-4361 on eip155, CAIP-122 on solana (`formatMessage`), with a fresh
 * nonce, `Issued At` now and `Expiration Time` after `expiration`.
 *
 * @example
 * new InformalMessenger({ domain: location.host, uri: location.href, expiration: 7 * 24 * 3600_000 })
 */
export class InformalMessenger implements SIWXMessenger {
  readonly expiration?: number
  readonly #options: InformalMessengerOptions
  #count = 0

  constructor(options: InformalMessengerOptions) {
    this.#options = options
    if (options.expiration !== undefined) this.expiration = options.expiration
  }

  async createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    const { domain, uri, statement, resources, expiration, getNonce = randomNonce, now = Date.now, version = '1' } = this.#options
    const issued = now()
    const nonce = await getNonce(input)
    return toSIWXMessage({
      ...input,
      domain,
      uri,
      version,
      nonce,
      ...(statement !== undefined ? { statement } : {}),
      ...(resources?.length ? { resources: [...resources] } : {}),
      requestId: `${issued.toString(36)}-${++this.#count}`,
      issuedAt: new Date(issued).toISOString(),
      ...(expiration !== undefined ? { expirationTime: new Date(issued + expiration).toISOString() } : {}),
    })
  }
}

/** 16 random bytes as hex (EIP-4361: at least 8 alphanumeric characters). */
export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
