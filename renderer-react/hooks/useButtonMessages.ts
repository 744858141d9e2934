import type { ButtonMessages } from '../buttonMessages.ts'
import { useLatchContext } from './useLatchContext.ts'

/** The buttons' strings of the nearest `<ModalProvider>` (defaults merged with its `messages`). */
export function useButtonMessages(): ButtonMessages {
  return useLatchContext().buttonMessages
}
