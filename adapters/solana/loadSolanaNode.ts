import { once } from '../../core/lazy.ts'

/**
 * Loads ./solanaNode.ts — and @solana/web3.js with it — at the first Solana action that needs the
 * node (a transfer, a fee, `getConnection`), never at import: a host configured with `latch/solana`
 * fetches web3.js only then. Shared by every adapter; a failed load is retried on next use.
 *
 * @example
 * const node = await loadSolanaNode()
 * const connection = node.createConnection(url, { commitment: 'confirmed', wsEndpoint })
 */
export const loadSolanaNode = once(() => import('./solanaNode.ts'))
