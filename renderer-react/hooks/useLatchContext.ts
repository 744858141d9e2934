import { useContext } from 'react'
import { LatchContext, type LatchContextValue } from '../context.ts'

/** The provider's value; throws a developer error when used outside `<ModalProvider>`. */
export function useLatchContext(): LatchContextValue {
  const value = useContext(LatchContext)
  if (!value) throw new Error('Latch hooks and components must be used inside <ModalProvider modal={modal}>')
  return value
}
