import type { StateAlert } from '../../core/index.ts'
import type { AlertText } from '../alertText.ts'
import type { Messages } from '../messages.ts'
import type { SwapMessages } from '../swapMessages.ts'

/** The words of one SPEC.md §8 alert: its title and what the site's developer should do. */
export type { AlertText }

/**
 * A whole catalogue of a language other than English: every entry of `Messages`, and
 * the parts English keeps in files of their own (the Swap views' texts, the alerts) in full, so
 * nothing falls back to English. The repository's completeness test checks every key.
 */
export type LocaleCatalogue = Omit<Messages, 'swap' | 'alerts'> & { swap: SwapMessages; alerts: Record<StateAlert, AlertText> }
