/** The host page's own look (not the modal's). */
export const hostCss = `
  html, body { margin: 0; min-height: 100%; }
  body { font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f4f5f7; color: #15171a; }
  .host-bar { display: flex; align-items: center; justify-content: space-between; padding: 16px 28px; background: #fff; border-bottom: 1px solid #e6e8eb; }
  .host-bar nav { display: flex; gap: 10px; }
`
