import { once } from '../../core/lazy.ts'

/**
 * Loads ./solanaNode.ts — and @solana/web3.js with it — at the first Solana action that needs the
 * node (a transfer, a fee, `getConnection`), never at import: a host configured with `latch/solana`
 * fetches web3.js only then (issue 9). Shared by every adapter; a failed load is retried on next use.
 *
 * @example
 * const node = await loadSolanaNode()
 * const connection = node.createConnection(url, { commitment: 'confirmed', wsEndpoint })
 */
export const loadSolanaNode = once(() => import('./solanaNode.ts'))

/**
 * Loads @solana/web3.js at the test connector's first signature (its key is web3.js's `Keypair`).
 *
 * @example
 * const { Keypair } = await loadWeb3()
 */
export const loadWeb3 = once(() => import('@solana/web3.js'))
