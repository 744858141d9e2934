import { errorData, namespace } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

const switchable = s.enum(['eoa', 'smartAccount'])

/** Account's account-type control (SPEC.md §4, §6): use the wallet's account of this type. */
export const switchRequested = defineEvent('accounts/typeSwitchRequested', { namespace, accountType: switchable })
/** The wallet's account of `accountType` is the account now (its address in `caipAddress`); the preference is saved. */
export const switched = defineEvent('accounts/typeSwitched', { namespace, accountType: switchable, caipAddress: s.string() })
export const switchFailed = defineEvent('accounts/typeSwitchFailed', { namespace, accountType: switchable, error: errorData })
/** SPEC.md §3 preferredAccountType, saved by an earlier visit, read back when the namespace connects. */
export const preferenceRestored = defineEvent('accounts/typePreferenceRestored', { namespace, accountType: switchable })
