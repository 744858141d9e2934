/** SmartSessions' texts. */
export type SmartSessionsMessages = {
  open: string
  loading: string
  empty: string
  failed: string
  list: string
  revoke: string
  revoking: string
  status: Record<'active' | 'expired' | 'revoked', string>
  /** Until when a session is valid (seconds since 1970). */
  expires: (seconds: number) => string
}

export const defaultSmartSessionsMessages: SmartSessionsMessages = {
  open: 'Sessions',
  loading: 'Loading sessions',
  empty: 'No sessions.',
  failed: 'Sessions could not be loaded.',
  list: 'Smart sessions',
  revoke: 'Revoke',
  revoking: 'Sign in your wallet to revoke…',
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  expires: (seconds) => `Until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(seconds * 1000))}`,
}
