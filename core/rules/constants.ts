/** Business constants of SPEC.md §4 and §9 that the core uses. */
export const SHAKE_MS = 500
export const SNACKBAR_REPLACE_MS = 150
/** How long a confirmation snack stays up; SPEC.md says "auto-hide" without a figure (see snackbarDuration). */
export const SNACKBAR_AUTO_HIDE_MS = 2200
/** An error snack: more to read. */
export const SNACKBAR_ERROR_MS = 4000
/** A sent transaction's snack: its explorer link needs time to reach. */
export const SNACKBAR_TRANSACTION_MS = 6000
export const DEFAULT_LOG_CAPACITY = 10_000
export const SDK_VERSION = '4'
export const SDK_TYPE = 'latch'
export const TRUNCATE_LEADING = 4
export const TRUNCATE_TRAILING = 6
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const ANIMATION_HEADER_TEXT_MS = 120
export const ANIMATION_HEIGHT_MS = 150
export const ANIMATION_VIEW_MS = 150
/**
 * How long a connect prompt may go unanswered before it is 'Failed to connect'. A
 * wallet asks a human: unlocking with a password or a hardware device and reading the prompt
 * takes well under a minute, so two minutes leave room for a slow user while a wallet that never
 * shows its prompt (stuck extension, dead provider) is reported while the user still has the
 * modal in mind. A late approval costs little: the wallet then grants access at once on Retry.
 */
export const CONNECT_TIMEOUT_MS = 120_000
/**
 * WalletConnect connectors wait for a scan on another device: their bound is SPEC.md §9's
 * pairing expiry (4 min), after which the pairing itself is dead.
 */
export const WALLET_CONNECT_TIMEOUT_MS = 240_000
/**
 * A silent reconnect (a saved session, a switch to a known connection) asks no human: it gets
 * SPEC.md §9's RPC timeout (10 s) before it counts as failed, so no status stays `connecting`.
 */
export const SILENT_RECONNECT_TIMEOUT_MS = 10_000
/** SPEC.md §9: an email login at most once per 30 s. */
export const EMAIL_LOGIN_THROTTLE_MS = 30_000
/** SPEC.md §9 RPC timeout, on every request to the embedded-wallet frame that is not user-paced. */
export const EMBEDDED_REQUEST_TIMEOUT_MS = 10_000
