import type { SnackbarVariant } from '../types.ts'
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_ERROR_MS, SNACKBAR_TRANSACTION_MS } from './constants.ts'

/**
 * How long a snack stays up before it hides itself (snacks dismiss themselves). SPEC.md
 * says "auto-hide" without a figure: a short confirmation 2.2 s (the leading product's), an error
 * 4 s (there is more to read and nothing to click), a sent transaction 6 s (its explorer link
 * needs time to reach). A loading snack stays until replaced or dismissed: `undefined`.
 *
 * @example
 * snackbarDuration({ variant: 'error' }) // 4000
 */
export function snackbarDuration(snack: { variant: SnackbarVariant; transaction?: unknown }): number | undefined {
  if (snack.transaction !== undefined) return SNACKBAR_TRANSACTION_MS
  switch (snack.variant) {
    case 'loading':
      return undefined
    case 'error':
      return SNACKBAR_ERROR_MS
    case 'success':
    case 'info':
      return SNACKBAR_AUTO_HIDE_MS
  }
}
