import { mergeMessages, type MessageOverrides, type Messages } from '../messages.ts'
import { useLatchContext } from './useLatchContext.ts'

/** One merged catalogue per overrides object (a host passes the same object on every render). */
const merged = new WeakMap<MessageOverrides, Messages>()

/**
 * The message catalogue of the nearest `<ModalProvider>` (defaults merged with its `messages`).
 * The modal's views use it (they load with the dialog's chunk); the buttons use
 * `useButtonMessages`, which does not pull the catalogue into a button page.
 */
export function useMessages(): Messages {
  const { overrides } = useLatchContext()
  if (!overrides) return mergeMessages(undefined)
  let messages = merged.get(overrides)
  if (!messages) merged.set(overrides, (messages = mergeMessages(overrides)))
  return messages
}
