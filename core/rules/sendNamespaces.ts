import type { ChainNamespace } from '../types.ts'

/** SPEC.md §9: Send works on eip155 and solana only. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export function isSendNamespace(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && SEND_NAMESPACES.includes(namespace)
}
