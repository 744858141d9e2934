import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * SPEC.md §6 `legalCheckbox`: the user ticked (or cleared) Connect's "I agree to the Terms of
 * Service and Privacy Policy". Until it is ticked every connect method is disabled.
 */
export const consentChanged = defineEvent('legal/consentChanged', { accepted: s.boolean() })
/**
 * The choice saved for this page's origin was read back at start (SPEC.md §6 `legalCheckbox`: the
 * choice is remembered), a fact so a replayed log shows Connect as the user saw it.
 */
export const consentRestored = defineEvent('legal/consentRestored', { accepted: s.boolean() })
