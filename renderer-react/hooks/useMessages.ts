import { mergeMessages, type MessageOverrides, type Messages } from '../messages.ts'
import { englishCatalogue } from '../locales/registry.ts'
import type { LocaleCatalogue } from '../locales/catalogue.ts'
import { useLatchContext } from './useLatchContext.ts'

/** One merged catalogue per overrides object and base (a host passes the same object on every render). */
const merged = new WeakMap<Messages, WeakMap<MessageOverrides, Messages>>()

/**
 * The message catalogue of the nearest `<ModalProvider>`: its locale's catalogue (English
 * by default, a lazy chunk like the others, in once the dialog renders) merged with its `messages`.
 * The modal's views use it (they load with the dialog's chunk); the buttons use
 * `useButtonMessages`, which does not pull the catalogue into a button page.
 */
export function useMessages(): Messages {
  const { overrides, catalogue } = useLatchContext()
  return messagesFor(overrides, catalogue)
}

function messagesFor(overrides: MessageOverrides | undefined, catalogue: LocaleCatalogue | undefined): Messages {
  const base: Messages | undefined = catalogue ?? englishCatalogue.loaded()
  // The dialog renders its views only once its catalogue is in (Dialog.tsx), English included.
  if (!base) throw new Error("Latch: the modal's views rendered before their message catalogue loaded (English is a lazy chunk, renderer-react/locales/en.ts)")
  if (!overrides) return base
  let byOverrides = merged.get(base)
  if (!byOverrides) merged.set(base, (byOverrides = new WeakMap()))
  let messages = byOverrides.get(overrides)
  if (!messages) byOverrides.set(overrides, (messages = mergeMessages(overrides, base)))
  return messages
}
