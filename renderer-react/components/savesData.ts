/** The connection hints a browser may give (Network Information API; Chromium only). */
type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/**
 * True when the visitor asked to use less data: Save-Data on, or a connection Chromium rates 2g
 * (`'2g'`, `'slow-2g'`). The modal then waits for the visitor's intent rather than fetching ~95 KB
 * on every page view.
 *
 * @example
 * savesData({ connection: { saveData: true } }) // true
 */
export function savesData(nav: { connection?: NetworkInformation } | undefined = typeof navigator === 'undefined' ? undefined : (navigator as { connection?: NetworkInformation })): boolean {
  const connection = nav?.connection
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}
