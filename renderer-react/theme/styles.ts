/**
 * The renderer's style sheet, scoped to `[data-latch-modal]` and the `latch-` classes. Colours,
 * radii and durations are the `--latch-*` custom properties of `themeVariables.ts`, so a host's
 * `themeVariables` restyles everything. Animations follow SPEC.md §9 and stop under
 * `prefers-reduced-motion`. It arrives with the dialog's lazy chunk; the buttons' rules, which a
 * host page needs before the first open, are `buttonCss` (`buttonStyles.ts`).
 */
export const latchCss = /* css */ `
.latch-overlay {
  position: fixed; inset: 0; z-index: var(--latch-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--latch-color-backdrop); backdrop-filter: blur(3px); -webkit-backdrop-filter: blur(3px);
  animation: latch-fade var(--latch-duration-view) ease-out;
}
[data-latch-modal] {
  position: relative; z-index: var(--latch-z-index);
  box-sizing: border-box; width: var(--latch-modal-width); max-width: 100vw; max-height: calc(100vh - 32px);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--latch-color-bg); color: var(--latch-color-text);
  border: 1px solid var(--latch-color-border); border-radius: var(--latch-radius-card);
  box-shadow: var(--latch-shadow);
  font-family: var(--latch-font-family); font-size: var(--latch-font-size-body); line-height: 1.4;
  -webkit-font-smoothing: antialiased;
  animation: var(--latch-enter, latch-rise) var(--latch-duration-view) ease-out;
}
[data-latch-modal] *, [data-latch-modal] *::before, [data-latch-modal] *::after { box-sizing: border-box; }
/* The entrance animation stays in the list so it is not replayed when the 500 ms shake ends. */
[data-latch-modal][data-shake="true"] {
  animation: var(--latch-enter, latch-rise) var(--latch-duration-view) ease-out, latch-shake 500ms cubic-bezier(.36,.07,.19,.97) both;
}
[data-latch-modal] button { font: inherit; color: inherit; }
/* The pill buttons inside the dialog (Load more, Try again) keep their own face: white on the accent
   (axe colour contrast), not the dialog's text colour the rule above gives every button. */
[data-latch-modal] .latch-button { font: 600 14px/1 var(--latch-font-family); color: var(--latch-on-accent); }
[data-latch-modal] .latch-button[data-variant="neutral"] { color: var(--latch-color-text); }
[data-latch-modal] :focus-visible { outline: none; box-shadow: var(--latch-focus-ring); }

.latch-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 14px 14px 6px; }
.latch-title { margin: 0; text-align: center; font-size: var(--latch-font-size-title); font-weight: 600; letter-spacing: -0.01em;
  animation: latch-fade var(--latch-duration-header) ease-out; }
.latch-icon-button { width: 36px; height: 36px; display: inline-flex; align-items: center; justify-content: center;
  border: 0; border-radius: 12px; background: transparent; color: var(--latch-color-text-muted); cursor: pointer; }
.latch-icon-button:hover { background: var(--latch-color-surface); color: var(--latch-color-text); }
.latch-icon-button svg { width: 18px; height: 18px; }

.latch-body { flex: 0 1 auto; min-height: 0; overflow: hidden auto; transition: height var(--latch-duration-height) ease-out; }
.latch-view { padding: 8px 16px 20px; display: flex; flex-direction: column; gap: 12px;
  animation: latch-slide-next var(--latch-duration-view) ease-out; }
.latch-view[data-transition="prev"] { animation-name: latch-slide-prev; }

.latch-section { display: flex; flex-direction: column; gap: 8px; }
.latch-section-label { margin: 4px 4px 0; font-size: var(--latch-font-size-small); font-weight: 500; color: var(--latch-color-text-muted);
  text-transform: uppercase; letter-spacing: 0.06em; }
.latch-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.latch-item { width: 100%; display: flex; align-items: center; gap: 12px; min-height: 56px; padding-block: 8px; padding-inline: 8px 14px;
  border: 0; border-radius: var(--latch-radius-item); background: var(--latch-color-surface); cursor: pointer; text-align: start;
  transition: background-color 120ms ease-out; }
.latch-item:hover { background: var(--latch-color-surface-hover); }
.latch-item[aria-current="true"] { box-shadow: inset 0 0 0 1px var(--latch-accent); }
.latch-item > svg { width: 18px; height: 18px; flex: none; color: var(--latch-color-text-muted); }
.latch-item-name { flex: 1; min-width: 0; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-item-tag { font-size: var(--latch-font-size-small); color: var(--latch-accent-text); background: color-mix(in srgb, var(--latch-accent-text) 14%, transparent);
  padding: 2px 8px; border-radius: var(--latch-radius-pill); }
.latch-item-tag[data-tone="muted"] { color: var(--latch-color-text-muted); background: var(--latch-color-border); }

.latch-input-row { position: relative; display: flex; }
.latch-input-row .latch-input { padding-inline-end: 52px; }
.latch-input-row .latch-icon-button { position: absolute; inset-inline-end: 6px; top: 6px; background: var(--latch-accent); color: var(--latch-on-accent); }
.latch-input-row .latch-icon-button:hover { background: var(--latch-accent-hover); color: var(--latch-on-accent); }
.latch-input { width: 100%; height: 48px; padding: 0 14px; border-radius: var(--latch-radius-item); font: inherit; color: var(--latch-color-text);
  background: var(--latch-color-surface); border: 1px solid var(--latch-color-border); }
.latch-input::placeholder { color: var(--latch-color-text-muted); }
.latch-input:focus-visible { border-color: var(--latch-accent); }
.latch-primary { height: 48px; border: 0; border-radius: var(--latch-radius-item); background: var(--latch-accent); color: var(--latch-on-accent) !important;
  font-weight: 600; cursor: pointer; }
.latch-primary:hover { background: var(--latch-accent-hover); }
.latch-primary:disabled, .latch-secondary:disabled { opacity: 0.6; cursor: default; }
.latch-secondary { height: 44px; border: 1px solid var(--latch-color-border); border-radius: var(--latch-radius-item); background: transparent;
  font-weight: 500; cursor: pointer; }
.latch-secondary:hover { background: var(--latch-color-surface); }
.latch-socials { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.latch-social { height: 44px; padding: 0 6px; border: 0; border-radius: 12px; background: var(--latch-color-surface); cursor: pointer;
  font-weight: 500; font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.latch-social:hover { background: var(--latch-color-surface-hover); }
.latch-socials[data-collapsed="true"] { grid-template-columns: repeat(3, minmax(0, 1fr)) 56px; }
.latch-social svg, .latch-social-icon { width: 20px; height: 20px; vertical-align: middle; }
.latch-social-icon { border-radius: 6px; }
.latch-divider { display: flex; align-items: center; gap: 12px; color: var(--latch-color-text-muted); font-size: var(--latch-font-size-small); }
.latch-divider::before, .latch-divider::after { content: ''; flex: 1; height: 1px; background: var(--latch-color-border); }

.latch-profile { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 8px 0 4px; }
.latch-profile-avatar { width: 64px; height: 64px; border-radius: 50%;
  background: conic-gradient(from 180deg, #3396ff, #a855f7, #ff7a59, #2fd47a, #3396ff); }
.latch-address-row { display: flex; align-items: center; gap: 4px; padding-inline-start: 40px; }
.latch-address-row:not(:has(button)) { padding-inline-start: 0; }
.latch-address { font-size: 20px; font-weight: 600; letter-spacing: -0.01em; font-variant-numeric: tabular-nums; }
.latch-muted { color: var(--latch-color-text-muted); margin: 0; }
.latch-center { text-align: center; }
.latch-methods { display: flex; flex-direction: column; gap: 16px; min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.latch-methods:disabled { opacity: 0.45; filter: grayscale(1); }
.latch-methods:disabled * { cursor: not-allowed; }
.latch-legal { display: flex; align-items: flex-start; gap: 10px; font-size: var(--latch-font-size-small); line-height: 1.4; }
.latch-checkbox { width: 18px; height: 18px; margin: 1px 0 0; flex: none; accent-color: var(--latch-accent); }
.latch-link { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
.latch-branding { margin: 0; text-align: center; font-size: 11px; color: var(--latch-color-text-muted); }
.latch-tablist { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px; padding: 4px; border-radius: var(--latch-radius-pill); background: var(--latch-color-surface); }
.latch-tab { height: 32px; border: 0; border-radius: var(--latch-radius-pill); background: transparent; color: var(--latch-color-text-muted) !important; cursor: pointer; font-weight: 500; }
.latch-tab[aria-selected="true"] { background: var(--latch-color-bg); color: var(--latch-color-text) !important; box-shadow: 0 1px 2px rgba(0,0,0,.2); }
.latch-panel { min-height: 72px; display: flex; align-items: center; justify-content: center; padding: 12px; text-align: center;
  color: var(--latch-color-text-muted); border-radius: var(--latch-radius-item); border: 1px dashed var(--latch-color-border); }
.latch-error { margin: 0; padding: 10px 12px; border-radius: 12px; color: var(--latch-color-error);
  background: color-mix(in srgb, var(--latch-color-error) 12%, transparent); }
.latch-state { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 16px 8px 4px; text-align: center; }
.latch-state h3 { margin: 0; font-size: 16px; font-weight: 600; }
.latch-spinner { width: 48px; height: 48px; border-radius: 50%; border: 3px solid var(--latch-color-surface-hover); border-top-color: var(--latch-accent);
  animation: latch-spin 800ms linear infinite; }

.latch-ring { position: relative; width: 76px; height: 76px; display: flex; align-items: center; justify-content: center; }
.latch-ring .latch-spinner { position: absolute; inset: 0; width: auto; height: auto; }
.latch-ring .latch-avatar { width: 52px; height: 52px; font-size: 20px; }
/* In the dialog's flow below the view (never over a control); the body above scrolls if the sheet is full. */
[data-snackbar] { flex: none; align-self: center; max-width: calc(100% - 32px); margin: 0 16px 16px;
  display: flex; align-items: center; gap: 8px; padding: 6px 6px 6px 14px; border-radius: var(--latch-radius-pill);
  background: var(--latch-color-surface-hover); border: 1px solid var(--latch-color-border); box-shadow: var(--latch-shadow);
  font-size: var(--latch-font-size-small); font-weight: 500; animation: latch-fade var(--latch-duration-view) ease-out; }
[data-snackbar][data-variant="error"] { color: var(--latch-color-error); }
[data-snackbar][data-variant="success"] { color: var(--latch-color-success); }
[data-snackbar] .latch-icon-button { width: 28px; height: 28px; flex: none; }
.latch-alert { display: flex; align-items: flex-start; gap: 8px; margin: 0 16px 8px; padding: 8px 12px; border-radius: 12px; color: var(--latch-color-error); border: 1px solid currentColor; font-size: 14px; }
.latch-alert-text { flex: 1; min-width: 0; }
.latch-alert .latch-icon-button { width: 28px; height: 28px; flex: none; }
.latch-snackbar-text { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 8px; min-width: 0; }
.latch-snackbar-hash { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-weight: 400; color: var(--latch-color-text-muted); }
.latch-snackbar-link { flex: none; color: var(--latch-accent-text); font-weight: 600; text-decoration: none; padding: 4px 6px; border-radius: 8px; }
.latch-snackbar-link:hover { text-decoration: underline; }


/* WhatIsAWallet, Downloads */
.latch-help { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 14px; }
.latch-help li { display: flex; gap: 12px; align-items: flex-start; }
.latch-help h3 { margin: 0 0 2px; font-size: 15px; font-weight: 600; }
.latch-help-mark { flex: none; width: 28px; height: 28px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center;
  font-weight: 600; font-size: 13px; color: var(--latch-accent-text); background: color-mix(in srgb, var(--latch-accent-text) 14%, transparent); }
a.latch-item { color: inherit; text-decoration: none; }
a.latch-secondary { color: inherit; text-decoration: none; display: flex; align-items: center; justify-content: center; }

/* Account actions, Tokens tab, Send, SendPreview, Receive */
.latch-wide { width: 100%; }
.latch-small { font-size: var(--latch-font-size-small); }
.latch-ring[data-failed="true"] .latch-avatar { box-shadow: 0 0 0 3px var(--latch-color-error); }
.latch-actions { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.latch-panel-tokens { min-height: 72px; }
.latch-tokens { display: flex; flex-direction: column; gap: 8px; }
.latch-tokens > .latch-muted { padding: 16px 8px; }
.latch-balance { margin: 0 0 4px; text-align: center; font-size: 28px; font-weight: 600; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.latch-balance .latch-muted { font-size: 18px; font-weight: 500; }
.latch-token { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 14px 8px 8px; border-radius: var(--latch-radius-item); background: var(--latch-color-surface); }
.latch-token-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.latch-token-main .latch-muted { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-row-action { height: 32px; padding: 0 12px; font-size: var(--latch-font-size-small); flex: none; }
[data-kind-label][data-tone="connected"] { color: var(--latch-color-success); font-weight: 500; }
.latch-token-value { flex: none; font-weight: 500; font-variant-numeric: tabular-nums; }
.latch-skeleton { display: block; border-radius: 8px; background: linear-gradient(90deg, var(--latch-color-surface-hover), var(--latch-color-border), var(--latch-color-surface-hover));
  background-size: 200% 100%; animation: latch-shimmer 1.2s linear infinite; }
.latch-skeleton-icon { width: 40px; height: 40px; border-radius: 50%; flex: none; }
.latch-skeleton-text { height: 14px; flex: 1; max-width: 60%; }
.latch-skeleton-tile { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; min-height: 88px;
  padding: 10px 4px; border-radius: var(--latch-radius-item); background: var(--latch-color-surface); }
.latch-skeleton-avatar { width: 40px; height: 40px; border-radius: 12px; }
.latch-skeleton-name { width: 70%; height: 10px; }
/* Profile name (identity), Activity and NFTs tabs */
img.latch-profile-avatar { object-fit: cover; }
.latch-profile-name { font-size: 18px; font-weight: 600; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-activity-day { display: block; margin: 8px 4px 6px; }
.latch-activity-transfers { display: flex; flex-direction: column; align-items: flex-end; max-width: 45%; }
.latch-activity-transfers > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.latch-activity-transfers > [data-sign="+"] { color: var(--latch-color-success); }
.latch-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.latch-nft { display: flex; flex-direction: column; gap: 4px; padding: 6px; border-radius: var(--latch-radius-item); background: var(--latch-color-surface); min-width: 0; }
.latch-nft .latch-avatar { width: 100%; height: auto; aspect-ratio: 1; border-radius: 10px; font-size: 28px; }
.latch-nft > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-form { display: flex; flex-direction: column; gap: 12px; }
.latch-field { display: flex; flex-direction: column; gap: 6px; }
.latch-field > label, .latch-label { font-size: var(--latch-font-size-small); font-weight: 500; color: var(--latch-color-text-muted); margin: 0 4px; }
.latch-field > .latch-small { margin: 0 4px; }
.latch-select-row { display: flex; align-items: center; gap: 8px; }
.latch-select-row .latch-avatar { width: 32px; height: 32px; }
select.latch-input { appearance: auto; cursor: pointer; min-width: 0; }
.latch-max { position: absolute; inset-inline-end: 6px; top: 6px; height: 36px; padding: 0 12px; border: 0; border-radius: 12px; cursor: pointer; font-weight: 600;
  background: color-mix(in srgb, var(--latch-accent-text) 16%, transparent); color: var(--latch-accent-text) !important; }
.latch-max:disabled { opacity: 0.5; cursor: default; }
.latch-field .latch-input-row .latch-input { padding-inline-end: 72px; }
.latch-summary { margin: 0; display: flex; flex-direction: column; gap: 1px; border-radius: var(--latch-radius-item); overflow: hidden; }
.latch-summary > div { display: flex; justify-content: space-between; gap: 12px; padding: 12px 14px; background: var(--latch-color-surface); }
.latch-summary dt { color: var(--latch-color-text-muted); }
.latch-summary dd { margin: 0; font-weight: 500; text-align: end; min-width: 0; overflow-wrap: anywhere; }
.latch-qr-frame { align-self: center; padding: 12px; border-radius: var(--latch-radius-card); background: #fff; border: 1px solid var(--latch-color-border); line-height: 0; }
.latch-qr { width: min(220px, 60vw); height: auto; aspect-ratio: 1; }
.latch-qr-pending { background: #fff; }
.latch-qr-box { position: relative; line-height: 0; align-self: center; }
.latch-qr-icon { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 20%; aspect-ratio: 1; padding: 3px; border-radius: 10px; background: #fff; display: flex; }
.latch-qr-icon .latch-avatar { width: 100%; height: 100%; }
.latch-address-box { display: flex; align-items: center; gap: 8px; padding-block: 8px; padding-inline: 14px 8px; border-radius: var(--latch-radius-item); background: var(--latch-color-surface); }
.latch-address-full { flex: 1; min-width: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; overflow-wrap: anywhere; user-select: all; -webkit-user-select: all; }

@media (max-width: 429.98px) {
  .latch-overlay { align-items: flex-end; }
  [data-latch-modal] { width: 100%; max-width: 100%; border-radius: var(--latch-radius-card) var(--latch-radius-card) 0 0; border-bottom: 0;
    max-height: calc(100vh - 48px); padding-bottom: env(safe-area-inset-bottom); --latch-enter: latch-sheet; }
  .latch-balance { font-size: 24px; }
  .latch-qr { width: min(200px, 56vw); }
}
/* Right to left: icons that point along the reading direction mirror, and the view
   transitions slide the other way; the rest of the layout uses logical properties. */
[dir="rtl"] [data-latch-mirror] { transform: scaleX(-1); }
[dir="rtl"] .latch-view[data-transition="next"] { animation-name: latch-slide-prev; }
[dir="rtl"] .latch-view[data-transition="prev"] { animation-name: latch-slide-next; }
@keyframes latch-fade { from { opacity: 0 } to { opacity: 1 } }
@keyframes latch-rise { from { opacity: 0; transform: translateY(12px) scale(.98) } to { opacity: 1; transform: none } }
@keyframes latch-sheet { from { transform: translateY(100%) } to { transform: none } }
@keyframes latch-slide-next { from { opacity: 0; transform: translateX(12px) } to { opacity: 1; transform: none } }
@keyframes latch-slide-prev { from { opacity: 0; transform: translateX(-12px) } to { opacity: 1; transform: none } }
@keyframes latch-shake { 10%, 90% { transform: translateX(-1px) } 20%, 80% { transform: translateX(2px) } 30%, 50%, 70% { transform: translateX(-4px) } 40%, 60% { transform: translateX(4px) } }
@keyframes latch-spin { to { transform: rotate(360deg) } }
@keyframes latch-shimmer { from { background-position: 100% 0 } to { background-position: -100% 0 } }
@media (prefers-reduced-motion: reduce) {
  .latch-overlay, [data-latch-modal], [data-latch-modal] * { animation: none !important; transition: none !important; }
}
`
