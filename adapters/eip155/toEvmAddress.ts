import type { Address } from 'viem'
import { ValidationError } from '../../core/errors/ValidationError.ts'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * SPEC.md §5 EVM address: 40 hex characters with an optional 0x prefix. Returns it 0x-prefixed
 * and lower-cased (no checksum is required of the user, so none is imposed on the wallet);
 * anything else is a `ValidationError` 'Invalid address'.
 *
 * @example
 * toEvmAddress('F39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
 */
export function toEvmAddress(value: string): Address {
  const trimmed = value.trim()
  if (!EVM_ADDRESS.test(trimmed)) {
    throw new ValidationError('Invalid address', { details: `'${trimmed.slice(0, 120)}' is not 40 hex characters with an optional 0x prefix` })
  }
  return `0x${trimmed.replace(/^0x/, '').toLowerCase()}`
}
