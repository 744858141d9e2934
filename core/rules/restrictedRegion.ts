/**
 * SPEC.md §9 "Restricted timezones list set (China region)": where Buy (onramp) is not offered.
 * The China region's IANA zones, with their aliases.
 */
export const RESTRICTED_TIMEZONES: ReadonlySet<string> = new Set(['Asia/Shanghai', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Urumqi', 'Asia/Kashgar', 'PRC'])

/** Whether the page's time zone is in a restricted region (SPEC.md §9); an unknown zone is not. */
export function isRestrictedRegion(timeZone: string | undefined): boolean {
  return timeZone !== undefined && RESTRICTED_TIMEZONES.has(timeZone)
}

/** The page's IANA time zone as the browser reports it, `undefined` where Intl cannot say. */
export function pageTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}
