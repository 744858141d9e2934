import type { Messages } from '../messages.ts'
import { useLatchContext } from './useLatchContext.ts'

/** The message catalogue of the nearest `<ModalProvider>` (defaults merged with its `messages`). */
export function useMessages(): Messages {
  return useLatchContext().messages
}
