import { useCallback, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useLatchContext } from '../hooks/useLatchContext.ts'
import { englishCatalogue } from '../locales/registry.ts'
import { isRtl } from '../locales/resolveLocale.ts'
import { themeVariables } from '../theme/themeVariables.ts'
import { CurrentView } from '../views/CurrentView.tsx'
import { AlertBar } from './AlertBar.tsx'
import { Header } from './Header.tsx'
import { Snackbar } from './Snackbar.tsx'
import { useDialogFocus } from './useDialogFocus.ts'
import { useLazyChunk } from './useLazyChunk.ts'

/**
 * The open modal. A language's catalogue is a lazy chunk, fetched when the provider
 * mounts: the dialog waits for it (a first open racing it) rather than flash English. English is a
 * chunk too, fetched beside the dialog's (ModalRoot.tsx); here only when another language's
 * catalogue failed to load and English stands in.
 */
export function Dialog() {
  const { catalogueReady, catalogue } = useLatchContext()
  const english = useLazyChunk(catalogueReady && !catalogue ? englishCatalogue : undefined, reportEnglishFailure)
  return catalogueReady && (catalogue ?? english) ? <DialogContent /> : null
}

function reportEnglishFailure(error: unknown): void {
  console.error('Latch: the English message catalogue could not be loaded', error)
}

/** Backdrop, the `[data-latch-modal]` dialog, header, current view and snackbar. */
function DialogContent() {
  const modal = useModal()
  const view = useModalState((state) => state.view)
  const canGoBack = useModalState((state) => state.history.length > 1)
  const themeMode = useModalState((state) => state.themeMode)
  const overrides = useModalState((state) => state.config.themeVariables)
  const shake = useModalState((state) => state.shake)
  const snackbar = useModalState((state) => state.snackbar)
  const { locale } = useLatchContext()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const variables = themeVariables(themeMode, overrides) as CSSProperties

  // WAI-ARIA dialog pattern (and the leading product): Escape closes the modal from any view;
  // going back one view is the header's back button.
  const close = useCallback(() => modal.close(), [modal])
  useDialogFocus(dialogRef, view, close)

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer extra; keyboard users close with Escape (useDialogFocus) or the close button
    <div
      className="latch-overlay"
      data-latch-overlay
      data-theme={themeMode}
      style={variables}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) modal.close()
      }}
    >
      <div
        ref={dialogRef}
        data-latch-modal
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-theme={themeMode}
        data-shake={shake ? 'true' : 'false'}
        lang={locale}
        dir={isRtl(locale) ? 'rtl' : 'ltr'}
        tabIndex={-1}
        style={variables}
      >
        <Header view={view} canGoBack={canGoBack} titleId={titleId} />
        <AlertBar />
        <AnimatedHeight>
          <CurrentView key={view} view={view} />
        </AnimatedHeight>
        {snackbar && <Snackbar key={snackbar.id} snackbar={snackbar} />}
      </div>
    </div>
  )
}

/** SPEC.md §9: the modal's height follows its content over 150 ms (CSS transition on an explicit height). */
function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = inner.current
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver
    if (!element || !Observer) return
    const observer = new Observer(() => {
      const next = element.getBoundingClientRect().height
      if (next > 0) setHeight(next)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="latch-body" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}
