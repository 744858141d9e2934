/**
 * `namespace:reference`, e.g. `solana:mainnet` or `standard:connect` (Wallet Standard's
 * IdentifierString). A leaf: the Wallet Standard shapes and the connector contract both use it.
 *
 * @example
 * const chain: IdentifierString = 'solana:devnet'
 */
export type IdentifierString = `${string}:${string}`
