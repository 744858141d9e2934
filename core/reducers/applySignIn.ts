import * as embedded from './embedded.ts'
import * as emailUpdate from './emailUpdate.ts'
import * as pairing from './pairing.ts'
import * as siwx from './siwx.ts'
import * as social from './social.ts'
import { noChange, type Routes, type SignInEvent } from './routes.ts'

/** The sign-in domains' routes: the embedded wallet (email), social login, WalletConnect pairing, SIWX. */
export const signInRoutes: Routes<SignInEvent> = {
  'embedded/otpSubmitted': embedded.otpSubmitted,
  'embedded/emailAccepted': embedded.emailAccepted,
  'embedded/emailFailed': embedded.emailFailed,
  'embedded/deviceApproved': embedded.deviceApproved,
  'embedded/otpAccepted': embedded.otpAccepted,
  'embedded/otpFailed': embedded.otpFailed,
  'embedded/approvalRequested': embedded.approvalRequested,
  'embedded/approvalSettled': embedded.approvalSettled,
  'embedded/alerted': embedded.alerted,
  'embedded/smartAccountNetworksReported': embedded.smartAccountNetworksReported,
  'embedded/storageRestored': embedded.storageRestored,
  'embedded/emailChangeRequested': emailUpdate.requested,
  'embedded/newEmailSubmitted': emailUpdate.submitted,
  'embedded/emailChangeCodeSubmitted': emailUpdate.codeSubmitted,
  'embedded/emailChangeCodeMailed': emailUpdate.codeSent,
  'embedded/emailUpdated': emailUpdate.updated,
  'embedded/emailChangeFailed': emailUpdate.failed,
  'social/redirectOpened': social.redirectOpened,
  'social/farcasterUriIssued': social.farcasterUriIssued,
  'social/resultReceived': social.resultReceived,
  'social/succeeded': social.succeeded,
  'social/failed': social.failed,
  'social/cancelled': social.cancelled,
  'pairing/uriIssued': pairing.uriIssued,
  'pairing/expired': pairing.expired,
  'siwx/sessionRestored': siwx.sessionRestored,
  'siwx/messageCreated': siwx.messageCreated,
  'siwx/initFailed': siwx.initFailed,
  'siwx/signRequested': siwx.signRequested,
  'siwx/sessionAdded': siwx.sessionAdded,
  'siwx/signFailed': siwx.signFailed,
  'siwx/cancelled': siwx.cancelled,
  'siwx/sessionRevoked': siwx.sessionRevoked,
  // Facts recorded for effects and debugging; the state does not change.
  'embedded/authConnectorReloadRequested': noChange,
}
