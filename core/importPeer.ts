import { PeerDependencyMissingError } from './errors/PeerDependencyMissingError.ts'

/** An optional peer dependency and the entry point that needs it. */
export type OptionalPeer = {
  /** The npm package, e.g. `@solana/web3.js`. */
  packageName: string
  /** The entry point that imports it, e.g. `latch/solana`. */
  entry: string
  /** What to pass to `npm i` (default: the package name), e.g. `@solana/web3.js@1`. */
  install?: string
}

/**
 * Whether `error` says that `packageName` itself could not be found — Node's
 * ERR_MODULE_NOT_FOUND / "Cannot find package 'x'", a bundler's "Could not resolve 'x'" — and not
 * that something inside an installed package failed.
 */
export function isMissingModule(error: unknown, packageName: string): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  const named = error.message.includes(`'${packageName}'`) || error.message.includes(`"${packageName}"`)
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return named
  return named && /cannot find (package|module)|could not resolve|failed to resolve/i.test(error.message)
}

/**
 * Loads an optional peer dependency; when it is not installed, fails with a
 * `PeerDependencyMissingError` naming the package and the entry that needs it. Other failures
 * (an error thrown while the package initialises) pass through unchanged.
 *
 * @example
 * const web3 = await importPeer(() => import('@solana/web3.js'), {
 *   packageName: '@solana/web3.js', entry: 'latch/solana', install: '@solana/web3.js@1',
 * })
 */
export async function importPeer<T>(load: () => Promise<T>, peer: OptionalPeer): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!isMissingModule(error, peer.packageName)) throw error
    throw new PeerDependencyMissingError({ packageName: peer.packageName, entry: peer.entry, install: peer.install ?? peer.packageName }, { cause: error })
  }
}
