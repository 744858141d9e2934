import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import type { StampedEvent } from '../core/index.ts'
import { fieldsText, kindOf, timeOf } from './timeline.ts'

/** How close to the end (px) counts as "at the newest": the list then keeps following. */
const FOLLOW_SLACK = 8

/**
 * The event list: a listbox (one tab stop; arrows, Home and End move the selection) over the
 * entries the filter kept — sequence, time, type, intent or fact, and the fields as exported.
 * New entries arrive at the end without moving the user: a list scrolled to its end keeps
 * following, one scrolled elsewhere stays where it is, and the selection is kept by `seq`.
 */
export function EventList(props: { log: readonly StampedEvent[]; shown: readonly number[]; selected: number; onSelect: (index: number) => void; idPrefix: string }) {
  const { log, shown, selected, onSelect, idPrefix } = props
  const list = useRef<HTMLOListElement>(null)
  const atEnd = useRef(true)
  const keyed = useRef(false)

  // Before the browser paints the longer list: follow the end only if the user was there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's length is the trigger (new events), not a value the effect reads
  useLayoutEffect(() => {
    const element = list.current
    if (element && atEnd.current) element.scrollTop = element.scrollHeight
  }, [shown.length])

  // A selection moved by the keyboard is brought into view (a click is in view already).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection is the trigger; the effect reads the DOM it produced
  useLayoutEffect(() => {
    if (!keyed.current) return
    keyed.current = false
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' })
  }, [selected])

  const position = shown.indexOf(selected)
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const last = shown.length - 1
    if (last < 0) return
    const next =
      event.key === 'ArrowDown'
        ? Math.min(last, position + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, position < 0 ? last : position - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'PageDown'
                ? Math.min(last, position + 10)
                : event.key === 'PageUp'
                  ? Math.max(0, position - 10)
                  : undefined
    if (next === undefined) return
    event.preventDefault()
    keyed.current = true
    onSelect(shown[next]!)
  }

  return (
    // The WAI-ARIA listbox pattern: one tab stop, arrows move aria-activedescendant (axe-checked).
    <ol
      ref={list}
      className="ldt-list"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox over an ordered list keeps the order semantic
      role="listbox"
      tabIndex={0}
      aria-label="Events"
      aria-activedescendant={position >= 0 ? `${idPrefix}-${log[selected]!.seq}` : undefined}
      data-devtools-log
      onKeyDown={onKeyDown}
      onScroll={(event) => {
        const element = event.currentTarget
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK
      }}
    >
      {shown.map((index) => {
        const event = log[index]!
        const kind = kindOf(event.type)
        const fields = fieldsText(event)
        return (
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the listbox's aria-activedescendant, not focused one by one
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's onKeyDown moves the selection; a click is the pointer's way to the same
          <li
            key={event.seq}
            id={`${idPrefix}-${event.seq}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the listbox; the list owns focus (aria-activedescendant)
            role="option"
            aria-selected={index === selected}
            data-seq={event.seq}
            data-type={event.type}
            onClick={() => onSelect(index)}
          >
            <span className="ldt-seq">#{event.seq}</span> <span className="ldt-time">{timeOf(event.at)}</span> <span className="ldt-type">{event.type}</span>{' '}
            <span className="ldt-kind" data-kind={kind}>
              {kind}
            </span>
            {fields && <span className="ldt-fields"> {fields}</span>}
          </li>
        )
      })}
    </ol>
  )
}
