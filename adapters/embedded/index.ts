// Chunk grouping: reaches the whole core statically, so bundlers keep one core chunk.
import '../../core/index.ts'
/**
 * `latch/embedded`: `embeddedWallet({ secureSiteOrigin, sdkUrl })`, email login into an
 * embedded wallet whose keys the secure site keeps; the frame protocol both sides share.
 */
export type { Adapter } from '../../core/adapter.ts'
export { embeddedWallet, AUTH_CONNECTOR_ID, type EmbeddedWallet, type EmbeddedWalletOptions } from './embeddedWallet.ts'
export { PROTOCOL_CHANNEL, PROTOCOL_VERSION, REQUEST_TYPES, parseMessage, type RequestType, type FrameUser } from './protocol.ts'

/** The namespace this entry serves. */
export const NAMESPACE = 'eip155' as const
