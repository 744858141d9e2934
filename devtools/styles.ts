/**
 * The panel's style sheet, scoped to `[data-latch-devtools]`: dark and light (SPEC.md §9's two
 * modes, following the modal's), colours chosen for AA contrast on both.
 */
export const devtoolsCss = `
[data-latch-devtools]{--ldt-bg:#ffffff;--ldt-fg:#15171a;--ldt-muted:#575b62;--ldt-border:#d9dce1;--ldt-code:#f4f5f7;--ldt-accent:#0b57d0;--ldt-selected:#dce7fb;--ldt-intent:#0b57d0;--ldt-fact:#1b6b3a;--ldt-danger:#b3261e;
  color:var(--ldt-fg);background:var(--ldt-bg);border:1px solid var(--ldt-border);border-radius:16px;padding:16px;font:13px/1.45 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;display:flex;flex-direction:column;gap:12px;min-width:0;color-scheme:light}
[data-latch-devtools][data-theme="dark"]{--ldt-bg:#17181b;--ldt-fg:#e8e9eb;--ldt-muted:#a3a7ae;--ldt-border:#33363c;--ldt-code:#0f1012;--ldt-accent:#8ab4f8;--ldt-selected:#1f3354;--ldt-intent:#8ab4f8;--ldt-fact:#81c995;--ldt-danger:#f2b8b5;color-scheme:dark}
[data-latch-devtools] *{box-sizing:border-box}
[data-latch-devtools] h2{margin:0;font-size:14px;font-weight:600}
[data-latch-devtools] .ldt-subtitle{margin:8px 0 4px;font-size:12px;font-weight:600;color:var(--ldt-muted)}
[data-latch-devtools] .ldt-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
[data-latch-devtools] .ldt-bar h2{margin-right:auto}
[data-latch-devtools] .ldt-button{height:32px;padding:0 12px;border-radius:10px;border:1px solid var(--ldt-border);background:var(--ldt-bg);color:var(--ldt-fg);font:500 13px/1 inherit;cursor:pointer;white-space:nowrap;display:inline-flex;align-items:center}
[data-latch-devtools] .ldt-button:hover{background:var(--ldt-code)}
[data-latch-devtools] :focus-visible,[data-latch-devtools] .ldt-file:focus-within{outline:2px solid var(--ldt-accent);outline-offset:2px}
[data-latch-devtools] .ldt-file input{position:absolute;width:1px;height:1px;opacity:0;overflow:hidden}
[data-latch-devtools] input[type="search"],[data-latch-devtools] select{height:32px;border-radius:8px;border:1px solid var(--ldt-border);background:var(--ldt-bg);color:var(--ldt-fg);padding:0 8px;font:inherit}
[data-latch-devtools] label{display:inline-flex;align-items:center;gap:6px}
[data-latch-devtools] .ldt-hint{margin:0;color:var(--ldt-muted);font-size:12px}
[data-latch-devtools] .ldt-alert{margin:0;color:var(--ldt-danger);overflow-wrap:anywhere}
[data-latch-devtools] .ldt-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}
@media (max-width:800px){[data-latch-devtools] .ldt-grid{grid-template-columns:1fr}}
[data-latch-devtools] .ldt-list,[data-latch-devtools] .ldt-state,[data-latch-devtools] .ldt-diff{margin:0;max-height:50vh;overflow:auto;font:12px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--ldt-code);border-radius:10px;padding:8px}
[data-latch-devtools] .ldt-state{white-space:pre-wrap;overflow-wrap:anywhere;max-height:40vh}
[data-latch-devtools] .ldt-diff{max-height:30vh}
[data-latch-devtools] .ldt-list{list-style:none;padding:4px}
[data-latch-devtools] .ldt-list li{padding:2px 6px;border-radius:6px;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
[data-latch-devtools] .ldt-list li[aria-selected="true"]{background:var(--ldt-selected)}
[data-latch-devtools] .ldt-seq,[data-latch-devtools] .ldt-time,[data-latch-devtools] .ldt-fields{color:var(--ldt-muted)}
[data-latch-devtools] .ldt-kind{font-size:11px;border:1px solid currentColor;border-radius:6px;padding:0 4px}
[data-latch-devtools] .ldt-kind[data-kind="intent"]{color:var(--ldt-intent)}
[data-latch-devtools] .ldt-kind[data-kind="fact"]{color:var(--ldt-fact)}
[data-latch-devtools] table{border-collapse:collapse;width:100%;table-layout:fixed}
[data-latch-devtools] th:first-child{width:32%}
[data-latch-devtools] th,[data-latch-devtools] td{text-align:left;vertical-align:top;padding:2px 6px;border-bottom:1px solid var(--ldt-border);overflow-wrap:anywhere}
[data-latch-devtools] .ldt-timeline{display:flex;flex-direction:column;gap:6px}
[data-latch-devtools] .ldt-timeline input[type="range"]{width:100%;accent-color:var(--ldt-accent)}
[data-latch-devtools] .ldt-preview{position:relative;height:640px;overflow:hidden;transform:translateZ(0);border-radius:12px;border:1px solid var(--ldt-border)}
[data-latch-devtools] .ldt-preview-closed{padding:24px;border-radius:12px;border:1px dashed var(--ldt-border);color:var(--ldt-muted)}
[data-latch-devtools] .ldt-report{width:100%;height:160px;font:12px ui-monospace,monospace;background:var(--ldt-code);color:var(--ldt-fg);border:1px solid var(--ldt-border);border-radius:8px}
[data-latch-devtools][data-dragging="true"]{outline:2px dashed var(--ldt-accent);outline-offset:4px}
`
