import { CONNECT_METHODS, type ConnectMethod, type ConnectorType } from '../types.ts'

/**
 * Order of the connect methods (SPEC.md §2): a configured order overrides everything; else wallet
 * first when any injected or announced wallet is shown; else email, social, wallet. Methods the
 * features turn off are left out.
 */
export function connectMethodOrder(options: { configured?: readonly ConnectMethod[] | undefined; shownConnectorTypes: readonly ConnectorType[]; email: boolean; socials: boolean }): ConnectMethod[] {
  const base: readonly ConnectMethod[] = options.configured?.length
    ? options.configured
    : options.shownConnectorTypes.some((t) => t === 'INJECTED' || t === 'ANNOUNCED')
      ? ['wallet', 'email', 'social']
      : CONNECT_METHODS
  const enabled = (m: ConnectMethod) => (m !== 'email' || options.email) && (m !== 'social' || options.socials)
  return [...new Set(base)].filter(enabled)
}
