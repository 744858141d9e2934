import { useLayoutEffect, useRef } from 'react'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'

const FRAME_SELECTOR = 'iframe[data-latch-embedded-frame]'
const HIDDEN = 'position:fixed;border:0;width:0;height:0;opacity:0;pointer-events:none;z-index:1000;border-radius:16px;'

/**
 * ApproveTransaction (SPEC.md §2, §6): the secure site's own approval UI, inside the
 * modal. The frame is never moved in the DOM (that would reload it): it is placed over this view's
 * box while the view shows, and hidden again when it leaves.
 */
export function ApproveTransaction() {
  const messages = useMessages()
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = box.current
    const frame = element?.ownerDocument.querySelector<HTMLIFrameElement>(FRAME_SELECTOR)
    if (!element || !frame) return
    const place = () => {
      const rect = element.getBoundingClientRect()
      frame.style.cssText = `position:fixed;border:0;top:${rect.top}px;left:${rect.left}px;width:${rect.width}px;height:${rect.height}px;opacity:1;pointer-events:auto;z-index:2147483000;border-radius:16px;`
    }
    place()
    const view = element.ownerDocument.defaultView
    const Observer = view?.ResizeObserver
    const observer = Observer ? new Observer(place) : undefined
    observer?.observe(element)
    view?.addEventListener('resize', place)
    view?.addEventListener('scroll', place, true)
    return () => {
      observer?.disconnect()
      view?.removeEventListener('resize', place)
      view?.removeEventListener('scroll', place, true)
      frame.style.cssText = HIDDEN
    }
  }, [])
  return (
    <ViewRoot view="ApproveTransaction">
      <p className="latch-muted">{messages.approveTransactionBody}</p>
      <div ref={box} data-approve-frame style={{ height: 280, borderRadius: 16 }} />
    </ViewRoot>
  )
}
