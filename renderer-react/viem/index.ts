/**
 * `latch/viem` — viem over the modal's connection, for React apps: `useWalletClient()`.
 *
 * An entry of its own, not part of `latch/react`: a bundler keeps every dynamic import of a module
 * it reaches (viem loads its curves and CCIP code that way), so importing viem from `latch/react`
 * would add viem's chunks, and a split-out runtime helper, to every page — also the pages that
 * never use viem. Without React, viem needs nothing from Latch but the provider:
 * `createWalletClient({ transport: custom(modal.getProvider('eip155')) })`.
 */
// Chunk grouping: every entry reaches the whole core (see renderer-react/index.ts).
import '../../core/index.ts'
export { useWalletClient } from './useWalletClient.ts'
