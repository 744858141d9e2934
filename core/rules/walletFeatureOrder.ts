/** The Account view's wallet features (SPEC.md §6 flags onramp, swaps, receive, send). */
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const
/** A wallet feature of the Account view: buy, swap, receive, send. */
export type WalletFeature = (typeof WALLET_FEATURES)[number]

/**
 * SPEC.md §9 "Default wallet feature order: onramp, swaps, receive, send". A configured order
 * (`createModal({ walletFeaturesOrder })`) comes first, each feature once; a feature it leaves out
 * follows in the default order. Features not offered (flag off, or not possible here) are left out.
 *
 * @example
 * walletFeatureOrder(['send'], (f) => f !== 'onramp') // ['send', 'swaps', 'receive']
 */
export function walletFeatureOrder(configured: readonly WalletFeature[] | undefined, offered: (feature: WalletFeature) => boolean): WalletFeature[] {
  return [...new Set([...(configured ?? []), ...WALLET_FEATURES])].filter(offered)
}
