import type { NameProblem } from '../core/rules/accountName.ts'

/** RegisterAccountName's and RegisterAccountNameSuccess's texts; SPEC.md §8 texts come from `errors`. */
export type NamesMessages = {
  /** Account's button to the register view. */
  chooseName: string
  label: string
  placeholder: string
  /** The suffix shown after the field (SPEC.md §9). */
  suffix: string
  available: (name: string) => string
  checking: string
  suggestions: string
  taken: string
  register: string
  registering: string
  problems: Record<NameProblem, string>
  success: (name: string) => string
  successHint: string
  done: string
}

export const defaultNamesMessages: NamesMessages = {
  chooseName: 'Choose a name',
  label: 'Name',
  placeholder: 'yourname',
  suffix: '.reown.id',
  available: (name) => `${name} is available`,
  checking: 'Checking availability…',
  suggestions: 'Suggestions',
  taken: 'Taken',
  register: 'Register',
  registering: 'Sign the message in your wallet…',
  problems: {
    empty: 'Type a name',
    invalidCharacters: 'Use letters, digits or hyphens only',
    tooShort: 'At least 4 characters',
    chainIdTooLarge: 'Names cannot be registered on this network',
    notEip155: 'Names are available on EVM networks only',
    nameTaken: 'This name is taken',
  },
  success: (name) => `${name} is yours`,
  successHint: 'Your name now shows instead of your address.',
  done: 'Done',
}

export function namesMessagesOf(overrides: Partial<NamesMessages> | undefined): NamesMessages {
  return overrides ? { ...defaultNamesMessages, ...overrides } : defaultNamesMessages
}
