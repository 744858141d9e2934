import { TRUNCATE_LEADING, TRUNCATE_TRAILING } from './constants.ts'

/**
 * SPEC.md §9: addresses show 4 leading and 6 trailing characters.
 *
 * @example
 * truncateAddress('0x1234567890abcdef1234') // '0x12…ef1234'
 */
export function truncateAddress(address: string): string {
  if (address.length <= TRUNCATE_LEADING + TRUNCATE_TRAILING + 1) return address
  return `${address.slice(0, TRUNCATE_LEADING)}…${address.slice(-TRUNCATE_TRAILING)}`
}
