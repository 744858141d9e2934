import type { Eip1193Provider, Eip1193RequestArguments } from './Eip1193Provider.ts'
import { toProviderError } from './toProviderError.ts'

/**
 * Calls `provider.request` and rejects with `toProviderError`'s typed error.
 *
 * @example
 * const accounts = await providerRequest(provider, { method: 'eth_accounts' })
 */
export async function providerRequest(provider: Pick<Eip1193Provider, 'request'>, args: Eip1193RequestArguments): Promise<unknown> {
  try {
    return await provider.request(args)
  } catch (error) {
    throw toProviderError(error)
  }
}
