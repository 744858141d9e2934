import type { ReactNode } from 'react'
import type { ViewName } from '../../core/index.ts'
import { useModalState } from '../hooks/useModalState.ts'

/** The root element of every view: carries `[data-view]` (DOM contract) and the transition direction. */
export function ViewRoot({ view, children, label }: { view: ViewName; children: ReactNode; label?: string }) {
  const transition = useModalState((state) => state.transition)
  return (
    // A labelled view is a named group (a role-less div's aria-label is not read).
    <div className="latch-view" data-view={view} data-transition={transition} {...(label ? { role: 'group', 'aria-label': label } : {})}>
      {children}
    </div>
  )
}
