/** SPEC.md §5: the email label is cut to 30 characters. */
export const EMAIL_LABEL_MAX = 30

/**
 * The email as a label: at most 30 characters, then an ellipsis (SPEC.md §5).
 *
 * @example
 * truncateEmail('a@b.c') // 'a@b.c'
 * truncateEmail('a.very.long.name.for.a.mailbox@example.com') // 'a.very.long.name.for.a.mailbox…'
 */
export function truncateEmail(email: string): string {
  const chars = Array.from(email)
  return chars.length > EMAIL_LABEL_MAX ? `${chars.slice(0, EMAIL_LABEL_MAX).join('')}…` : email
}
