import type { ReactNode } from 'react'
import type { ViewName } from '../../core/index.ts'
import { useModalState } from '../hooks/useModalState.ts'

/** The root element of every view: carries `[data-view]` (DOM contract) and the transition direction. */
export function ViewRoot({ view, children, label }: { view: ViewName; children: ReactNode; label?: string }) {
  const transition = useModalState((state) => state.transition)
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as shipped; a label on a role-less div may go unread (only Connect passes one): an a11y follow-up
    <div className="latch-view" data-view={view} data-transition={transition} aria-label={label}>
      {children}
    </div>
  )
}
