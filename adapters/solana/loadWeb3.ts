import { once } from '../../core/lazy.ts'

/**
 * Loads @solana/web3.js at the test connector's first signature (its key is web3.js's `Keypair`).
 * Apart from ./loadSolanaNode.ts, which only the lazily loaded actions use, so the published
 * `latch/solana` entry keeps that loader out of its static graph.
 *
 * @example
 * const { Keypair } = await loadWeb3()
 */
export const loadWeb3 = once(() => import('@solana/web3.js'))
