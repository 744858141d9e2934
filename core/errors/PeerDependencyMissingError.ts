import { LatchError, type LatchErrorParameters } from './LatchError.ts'

/**
 * An entry point was loaded without the optional peer dependency it needs (an EVM-only
 * host installs no Solana code, so `latch/solana` without `@solana/web3.js` says so).
 *
 * @example
 * err.shortMessage // 'latch/solana needs @solana/web3.js: npm i @solana/web3.js@1'
 * err.packageName  // '@solana/web3.js'
 * err.entry        // 'latch/solana'
 */
export class PeerDependencyMissingError extends LatchError {
  override name = 'PeerDependencyMissingError'
  /** The npm package that is missing. */
  readonly packageName: string
  /** The Latch entry point that needs it (`latch/solana`). */
  readonly entry: string
  constructor(peer: { packageName: string; entry: string; install: string }, parameters: LatchErrorParameters = {}) {
    super(`${peer.entry} needs ${peer.packageName}: npm i ${peer.install}`, {
      ...parameters,
      metaMessages: [`${peer.packageName} is an optional peer dependency of latch, installed only by hosts that use ${peer.entry}.`],
    })
    this.packageName = peer.packageName
    this.entry = peer.entry
  }
}

/** A `PeerDependencyMissingError`, narrowed by its `name` (catch it with `err.name === 'PeerDependencyMissingError'`). */
export type PeerDependencyMissingErrorType = PeerDependencyMissingError & { name: 'PeerDependencyMissingError' }
