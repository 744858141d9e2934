/**
 * Connect flows that end somewhere other than an installed wallet: email login, social login and
 * WalletConnect pairing (QR code and mobile links for a wallet not installed in this browser).
 */
export const CONNECT_FLOWS = ['email', 'social', 'walletConnect'] as const
/** A connect flow with steps of its own beyond a wallet prompt: email OTP, social popup, WalletConnect pairing. */
export type ConnectFlow = (typeof CONNECT_FLOWS)[number]

/**
 * The flows this version ships. A visitor never reaches a "not available yet" panel from
 * the default configuration, so a flow is offered only once it lands — the change that
 * lands it adds it here (and its tests stop passing `previewFlows`). Until then `createModal({
 * previewFlows: ['email'] })` shows it anyway, for Latch's own development.
 */
export const LANDED_CONNECT_FLOWS: readonly ConnectFlow[] = ['walletConnect', 'email', 'social']

/**
 * True when the modal offers `flow`: it has landed, or the host asked for its preview.
 *
 * @example
 * isConnectFlowOffered('email', undefined) // false until email login lands
 * isConnectFlowOffered('email', ['email']) // true
 */
export function isConnectFlowOffered(flow: ConnectFlow, previewFlows: readonly ConnectFlow[] | undefined): boolean {
  return LANDED_CONNECT_FLOWS.includes(flow) || (previewFlows?.includes(flow) ?? false)
}

/**
 * Email login is offered when its flow is offered and the modal has an AUTH connector to log in
 * with (`latch/embedded`): without one, a visitor would only reach 'No auth connector found'.
 *
 * @example
 * isEmailLoginOffered({ authConnector: true }) // true (email has landed)
 * isEmailLoginOffered({}) // false
 * isEmailLoginOffered({ previewFlows: ['email'] }) // true (development preview)
 */
export function isEmailLoginOffered(config: { previewFlows?: readonly ConnectFlow[]; authConnector?: boolean }): boolean {
  return (config.previewFlows?.includes('email') ?? false) || (LANDED_CONNECT_FLOWS.includes('email') && config.authConnector === true)
}

/**
 * Social login likewise needs the AUTH connector: the popup's result is a session in the
 * secure site's frame, which only `latch/embedded` talks to.
 *
 * @example
 * isSocialLoginOffered({ authConnector: true }) // true (social login has landed)
 * isSocialLoginOffered({}) // false
 * isSocialLoginOffered({ previewFlows: ['social'] }) // true (development preview)
 */
export function isSocialLoginOffered(config: { previewFlows?: readonly ConnectFlow[]; authConnector?: boolean }): boolean {
  return (config.previewFlows?.includes('social') ?? false) || (LANDED_CONNECT_FLOWS.includes('social') && config.authConnector === true)
}
