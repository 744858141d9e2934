/**
 * The style sheet a host page needs before the modal first opens: the three buttons and the
 * avatar they show. Always rendered by `ModalRoot`; the modal's own sheet (`styles.ts`) comes
 * with the dialog's lazy chunk. Colours are the `--latch-*` properties of `themeVariables.ts`.
 */
export const buttonCss = /* css */ `
.latch-button { display: inline-flex; align-items: center; gap: 8px; white-space: nowrap; height: 40px; padding: 0 16px; border: 0; border-radius: var(--latch-radius-pill);
  background: var(--latch-accent); color: var(--latch-on-accent); font: 600 14px/1 var(--latch-font-family); cursor: pointer;
  transition: background-color 120ms ease-out; }
.latch-button:hover { background: var(--latch-accent-hover); }
.latch-button[data-variant="neutral"] { background: var(--latch-color-surface); color: var(--latch-color-text); border: 1px solid var(--latch-color-border); }
.latch-button[data-variant="neutral"]:hover { background: var(--latch-color-surface-hover); }
.latch-button[aria-busy="true"] { opacity: 0.75; cursor: progress; }
.latch-button .latch-avatar { width: 24px; height: 24px; margin-inline-start: -8px; font-size: 12px; border-radius: 50%; }
.latch-button .latch-dot { width: 8px; height: 8px; border-radius: 50%; background: var(--latch-color-success); }
.latch-avatar svg { width: 20px; height: 20px; }
.latch-avatar { width: 40px; height: 40px; flex: none; border-radius: 12px; object-fit: cover; display: inline-flex; align-items: center; justify-content: center;
  background: var(--latch-color-surface-hover); color: var(--latch-color-text); font-weight: 600; font-size: 15px; overflow: hidden; }
.latch-avatar[data-shape="round"] { border-radius: 50%; }
.latch-button:focus-visible { outline: none; box-shadow: var(--latch-focus-ring); }
@media (prefers-reduced-motion: reduce) {
  .latch-button { animation: none !important; transition: none !important; }
}
`
