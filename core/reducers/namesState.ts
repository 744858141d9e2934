import { s, type Infer } from '../events/schema.ts'
import { nameSuggestion } from '../events/names.ts'
import { NAME_PROBLEMS } from '../rules/accountName.ts'
import { stateErrorSchema } from '../rules/stateError.ts'

/**
 * RegisterAccountName and RegisterAccountNameSuccess (SPEC.md §4, §5): what is typed,
 * the rule it breaks (a code), the suggestions for it, the registration in flight or its failure
 * (a code: §8's registering error), and the name just registered.
 */
export const namesStateSchema = s.object({
  input: s.string(),
  problem: s.optional(s.enum(NAME_PROBLEMS)),
  /** The full name the suggestions are (being) fetched for. */
  query: s.optional(s.string()),
  suggestionsStatus: s.enum(['idle', 'loading', 'success', 'failure']),
  suggestions: s.array(nameSuggestion),
  suggestionsError: s.optional(stateErrorSchema),
  status: s.enum(['idle', 'registering']),
  requestId: s.optional(s.string()),
  /** The full name being registered. */
  registering: s.optional(s.string()),
  error: s.optional(stateErrorSchema),
  /** The name the service filed (RegisterAccountNameSuccess shows it). */
  registered: s.optional(s.string()),
})

export type NamesState = Infer<typeof namesStateSchema>
