import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * SPEC.md §6 `reownBranding` (Latch's own mark): "UX by Latch" under Connect and Account. The
 * project's remote config decides the flag when it names it (core/rules/features.ts).
 */
export function BrandingFooter() {
  const messages = useMessages()
  const shown = useModalState((state) => state.features.reownBranding)
  if (!shown) return null
  return (
    <p className="latch-branding" data-branding>
      {messages.brandingFooter}
    </p>
  )
}
