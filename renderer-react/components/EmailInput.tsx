import { useMessages } from '../hooks/useMessages.ts'

/** The email field of Connect's email row and of EmailLogin (SPEC.md §2), labelled by its placeholder. */
export function EmailInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const messages = useMessages()
  return (
    <input
      className="latch-input"
      type="email"
      name="email"
      autoComplete="email"
      placeholder={messages.emailPlaceholder}
      aria-label={messages.emailPlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
