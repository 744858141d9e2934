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
