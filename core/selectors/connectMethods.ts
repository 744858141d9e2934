import type { ModalState } from '../reducers/state.ts'
import { connectMethodOrder } from '../rules/connectMethodOrder.ts'
import { isEmailLoginOffered, isSocialLoginOffered } from '../rules/connectFlows.ts'
import type { ConnectMethod } from '../types.ts'
import { selectSocialProviders } from './socialProviders.ts'
import { selectVisibleConnectors } from './visibleConnectors.ts'

/**
 * The connect methods the Connect view offers, in order (SPEC.md §2): wallet first when any
 * injected or announced wallet is shown (excluded wallets are not shown, §5).
 */
export function selectConnectMethods(state: ModalState): ConnectMethod[] {
  return connectMethodOrder({
    configured: state.config.connectMethodsOrder,
    shownConnectorTypes: selectVisibleConnectors(state).map((c) => c.type),
    // A method whose flow has not landed is not offered (isConnectFlowOffered).
    email: state.features.email && isEmailLoginOffered(state.config),
    // SPEC.md §5: inside Telegram some providers are filtered out; none left, no social row.
    socials: selectSocialProviders(state).length > 0 && isSocialLoginOffered(state.config),
  })
}
