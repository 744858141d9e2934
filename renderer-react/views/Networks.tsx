import { NetworkList } from '../components/NetworkList.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'

/** Networks: the configured networks; the active one is marked, choosing one switches to it. */
export function Networks() {
  const messages = useMessages()
  return (
    <ViewRoot view="Networks">
      <NetworkList label={messages.networksLabel} />
    </ViewRoot>
  )
}
