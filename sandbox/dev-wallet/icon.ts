/** The dev wallet's icon as a data URI (EIP-6963 and Wallet Standard both want one). */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#111827"/>' +
  '<path d="M30 26h10v34h26v10H30z" fill="#facc15"/>' +
  '<circle cx="66" cy="34" r="8" fill="#38bdf8"/></svg>'

export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const satisfies `data:image/svg+xml;base64,${string}`
