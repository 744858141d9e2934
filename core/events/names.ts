import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** A suggestion of the names service (SPEC.md §7 `/v1/profile/suggestions/{name}`): a full name and whether it is taken. */
export const nameSuggestion = s.object({ name: s.string(), registered: s.boolean() })

// Intents: what the user does in Account and RegisterAccountName (SPEC.md §2, §4).
/** Account's "Choose a name" (names on eip155 only, SPEC.md §9). */
export const viewRequested = defineEvent('names/viewRequested', {})
/** The name typed so far (a label, or a label with one of SPEC.md §9's suffixes). */
export const inputChanged = defineEvent('names/inputChanged', { input: s.string({ maxLength: 100 }) })
/** Register this name (the typed one or a suggestion): sign the JSON message, then post it (SPEC.md §4). */
export const registerSubmitted = defineEvent('names/registerSubmitted', { requestId: s.string({ maxLength: 200 }), name: s.string({ maxLength: 100 }) })

// Facts: what the names epic observed.
/** Suggestions for `name` (full name); the first is the name itself, so its `registered` says whether it is free. */
export const suggestionsLoaded = defineEvent('names/suggestionsLoaded', { name: s.string(), suggestions: s.array(nameSuggestion) })
export const suggestionsFailed = defineEvent('names/suggestionsFailed', { name: s.string(), error: errorData })
/** The service verified the signature and filed `name` for `address`: RegisterAccountNameSuccess. */
export const registered = defineEvent('names/registered', { requestId: s.string(), name: s.string(), address: s.string() })
/**
 * Who a send's receiver is (SPEC.md §3 receiverProfileName / receiverProfileImageUrl): the name and
 * avatar of a typed address (identity), or the address a typed name resolves to (lookup).
 * `receiver` is the text it is for; an answer for older text is dropped.
 */
export const receiverResolved = defineEvent('names/receiverResolved', {
  receiver: s.string({ maxLength: 200 }),
  address: s.optional(s.string()),
  name: s.optional(s.string()),
  avatar: s.optional(s.string()),
})
/** A typed name did not resolve ('Error resolving name', SPEC.md §8). */
export const receiverResolveFailed = defineEvent('names/receiverResolveFailed', { receiver: s.string({ maxLength: 200 }), error: errorData })
/** Signing or posting failed ('Error registering name {name}', SPEC.md §8): back to the register view. */
export const registerFailed = defineEvent('names/registerFailed', { requestId: s.string(), name: s.string(), error: errorData })
