import { SOCIAL_PROVIDERS } from '../types.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * What the user did in a view (ARCHITECTURE.md rule 5): past-tense facts of a click,
 * never a destination. The reducers decide where each leads (core/reducers/ui.ts), checking the
 * feature flags and the namespaces, so no view holds a routing rule.
 */

/** Account's network row (SPEC.md §2 → Networks). */
export const networksClicked = defineEvent('ui/networksClicked', {})
/** Account's wallets row (SPEC.md §6 multiWallet → ProfileWallets). */
export const walletsClicked = defineEvent('ui/walletsClicked', {})
/** Account's Send button (SPEC.md §6 `send`, §9 eip155 and solana only → Send). */
export const sendClicked = defineEvent('ui/sendClicked', {})
/** Account's Receive button (SPEC.md §6 `receive` → Receive). */
export const receiveClicked = defineEvent('ui/receiveClicked', {})
/** ProfileWallets' "add wallet" (→ Connect). */
export const addWalletClicked = defineEvent('ui/addWalletClicked', {})
/** Connect's "All wallets" and WhatIsAWallet's "Get a wallet" (SPEC.md §6 `allWallets` → AllWallets). */
export const allWalletsClicked = defineEvent('ui/allWalletsClicked', {})
/** The header's "?" (→ WhatIsAWallet). */
export const helpClicked = defineEvent('ui/helpClicked', {})
/**
 * Connect's or EmailLogin's email form was submitted (SPEC.md §6 `email` → EmailLogin); with the
 * address, the login starts. The email is personal data: a keyed token in an exported log.
 */
export const emailSubmitted = defineEvent('ui/emailSubmitted', { email: s.optional(s.string({ personal: true, maxLength: 320 })) })
/** A social provider was chosen on Connect (SPEC.md §6 `socials` → ConnectingSocial). */
export const socialChosen = defineEvent('ui/socialChosen', { provider: s.enum(SOCIAL_PROVIDERS) })
/**
 * A listed wallet that is not installed was chosen (AllWallets, Connect): WalletConnect pairing
 * for it when that flow is offered, else where to get it (Downloads).
 */
export const walletChosen = defineEvent('ui/walletChosen', { walletId: s.string({ maxLength: 200 }) })
/**
 * SwitchActiveChain's "Connect a … wallet": Connect for the namespace of the chosen network, the
 * connection landing on that network; the live connection stays.
 */
export const networkChosen = defineEvent('ui/networkChosen', { caipNetworkId: s.string({ maxLength: 200 }) })
/**
 * Connect's "Continue with a wallet" row (SPEC.md §6 `collapseWallets`): email and socials stay on
 * Connect, the wallet list opens on its own.
 */
export const walletListClicked = defineEvent('ui/walletListClicked', {})
