import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * SPEC.md §8 'A problem occurred while trying initialize authentication': sign-in could
 * not start, the account was disconnected and the modal reset to Connect, which says why.
 */
export function SiwxProblemNotice() {
  const messages = useMessages()
  const problem = useModalState((state) => state.siwx?.problem)
  if (problem !== 'initFailed') return null
  return (
    <p className="latch-error" role="alert" data-siwx-error>
      {messages.siwxProblems[problem]}
    </p>
  )
}
