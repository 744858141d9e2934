import { useId } from 'react'
import type { ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { errorText } from '../errorText.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { namesMessagesOf } from '../namesMessages.ts'
import { newRequestId } from '../requestId.ts'

const selectNames = (state: ModalState) => state.names

/**
 * RegisterAccountName (SPEC.md §2, §4, §5): the name field (SPEC.md §5 rules as the
 * reducer's codes), whether the name is free and the service's suggestions, Register (the wallet
 * signs, then the name is posted); a failure shows here ('Error registering name {name}', §8).
 */
export function RegisterAccountName() {
  const modal = useModal()
  const catalogue = useMessages()
  const messages = namesMessagesOf(catalogue.names)
  const names = useModalState(selectNames)
  const id = useId()
  if (!names) return <ViewRoot view="RegisterAccountName">{null}</ViewRoot>
  const registering = names.status === 'registering'
  const free = names.suggestionsStatus === 'success' && names.problem === undefined && names.query !== undefined
  const others = names.suggestions.filter((s) => s.name !== names.query)
  const register = (name: string) => modal.dispatch(events.names.registerSubmitted({ requestId: newRequestId('name'), name }))
  // The network's problem is shown even before anything is typed; an empty field's is not.
  const problem = names.problem === 'empty' ? undefined : names.problem

  return (
    <ViewRoot view="RegisterAccountName">
      <form
        className="latch-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          register(names.input)
        }}
      >
        <div className="latch-field">
          <label htmlFor={`${id}-name`}>{messages.label}</label>
          <div className="latch-input-row">
            <input
              id={`${id}-name`}
              className="latch-input"
              data-name-input
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              placeholder={messages.placeholder}
              value={names.input}
              disabled={registering}
              aria-invalid={problem ? 'true' : 'false'}
              onChange={(event) => modal.dispatch(events.names.inputChanged({ input: event.currentTarget.value }))}
            />
            <span className="latch-muted" aria-hidden="true">
              {names.input.includes('.') ? '' : messages.suffix}
            </span>
          </div>
        </div>
        {problem && (
          <p className="latch-error" role="alert" data-name-problem={problem}>
            {messages.problems[problem]}
          </p>
        )}
        {names.suggestionsStatus === 'loading' && (
          <p className="latch-muted" role="status" data-name-checking>
            {messages.checking}
          </p>
        )}
        {free && (
          <p className="latch-muted" role="status" data-name-available>
            {messages.available(names.query!)}
          </p>
        )}
        {names.suggestionsStatus === 'failure' && names.suggestionsError && (
          <p className="latch-error" role="alert" data-name-suggestions-error>
            {errorText(catalogue, names.suggestionsError)}
          </p>
        )}
        {others.length > 0 && (
          <ul className="latch-list" aria-label={messages.suggestions} data-name-suggestions>
            {others.map((s) => (
              <li key={s.name}>
                <button type="button" className="latch-item" data-name-suggestion={s.name} disabled={s.registered || registering} onClick={() => register(s.name)}>
                  <span className="latch-item-name">{s.name}</span>
                  {s.registered && <span className="latch-item-tag">{messages.taken}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {names.error && !registering && (
          <p className="latch-error" role="alert" data-name-error>
            {errorText(catalogue, names.error)}
          </p>
        )}
        {registering && (
          <p className="latch-muted" role="status" data-name-registering>
            {messages.registering}
          </p>
        )}
        <button type="submit" className="latch-primary" data-name-register disabled={registering || !free} aria-busy={registering}>
          {messages.register}
        </button>
      </form>
    </ViewRoot>
  )
}

/** RegisterAccountNameSuccess (SPEC.md §2, §4): the name is registered and now the account's name. */
export function RegisterAccountNameSuccess() {
  const modal = useModal()
  const messages = namesMessagesOf(useMessages().names)
  const name = useModalState((state) => state.names?.registered)
  return (
    <ViewRoot view="RegisterAccountNameSuccess">
      <div className="latch-center">
        <p className="latch-profile-name" data-name-registered>
          {messages.success(name ?? '')}
        </p>
        <p className="latch-muted">{messages.successHint}</p>
        <button type="button" className="latch-primary" data-name-done onClick={() => modal.dispatch(events.router.wentBack())}>
          {messages.done}
        </button>
      </div>
    </ViewRoot>
  )
}
