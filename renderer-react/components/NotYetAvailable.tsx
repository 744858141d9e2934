import type { ViewName } from '../../core/index.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { ViewRoot } from './ViewRoot.tsx'

/** The honest panel for a view this version does not implement yet. */
export function NotYetAvailable({ view }: { view: ViewName }) {
  const messages = useMessages()
  return (
    <ViewRoot view={view}>
      <div className="latch-state" data-not-yet-available>
        <h3>{messages.notYetAvailable(messages.viewTitles[view])}</h3>
        <p className="latch-muted">{messages.notYetAvailableBody}</p>
      </div>
    </ViewRoot>
  )
}
