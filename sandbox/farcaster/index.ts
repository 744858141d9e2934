/** The sandbox Farcaster auth relay and its approval page. */
export {
  startFarcasterRelay,
  DEFAULT_FARCASTER_FID,
  DEFAULT_FARCASTER_USERNAME,
  type FarcasterRelay,
  type FarcasterRelayOptions,
  type ChannelStatus,
  type CompletedStatus,
  type PendingStatus,
  type SignatureParams,
} from './server.ts'
export { custodyOf, siwfMessage } from './channels.ts'
