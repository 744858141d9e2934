/**
 * The SIWX contract (SPEC.md §3 "SIWX session: data, message, signature"): the shape
 * hosts of the leading product already know (`siwx: new DefaultSIWX()` or their own backend), so a
 * host can bring its own. Types only: the default implementations live in `latch/siwx`.
 */
import type { CaipNetworkId } from '../types.ts'

/** An ISO-8601 date-time string (EIP-4361 `issued-at`, `expiration-time`, `not-before`). */
export type SIWXTimestamp = string

/**
 * A message to sign in with: its fields (EIP-4361 / CAIP-122) and `toString()`, the exact text
 * the wallet signs.
 */
export interface SIWXMessage extends SIWXMessage.Data, SIWXMessage.Methods {}

// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace SIWXMessage {
  /** Every field of a message. */
  interface Data extends Input, Metadata, Identifier {}
  /** What the modal gives `createMessage`: the account to sign in and its network. */
  interface Input {
    accountAddress: string
    chainId: CaipNetworkId
    notBefore?: SIWXTimestamp
  }
  /** What the dapp says about itself (EIP-4361 domain, uri, version, nonce, statement, resources). */
  interface Metadata {
    domain: string
    uri: string
    version: string
    nonce: string
    statement?: string
    resources?: string[]
  }
  /** What identifies this one message in time. */
  interface Identifier {
    requestId?: string
    issuedAt?: SIWXTimestamp
    expirationTime?: SIWXTimestamp
  }
  interface Methods {
    /** The text the wallet signs. */
    toString(): string
  }
}

/** SPEC.md §3 SIWX session: what was signed, the text, and the wallet's signature. */
export interface SIWXSession {
  data: SIWXMessage.Data
  message: string
  signature: string
}

/**
 * The `siwx` option of `createModal`: how messages are made, and where sessions are kept and
 * checked. `addSession` must verify the signature and throw when it does not hold.
 *
 * @example
 * import { DefaultSIWX } from 'latch/siwx'
 * createModal({ projectId, networks, siwx: new DefaultSIWX({ networks }) })
 */
export interface SIWXConfig {
  /** A new message for the account to sign (a fresh nonce; issued-at and expiry set here). */
  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage>
  /** Verifies and keeps a signed session; throws when the signature is not the account's. */
  addSession(session: SIWXSession): Promise<void>
  /** Forgets every session of the account on the network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every kept session with these. */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** The kept sessions of the account on the network (expired ones may be included; the modal skips them). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Sign-in required (SPEC.md §4): cancelling disconnects, and the sign view cannot be closed. */
  getRequired?(): boolean
  /** Disconnecting revokes the account's sessions. */
  signOutOnDisconnect?: boolean
}
