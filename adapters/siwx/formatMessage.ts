import type { SIWXMessage } from '../../core/siwx/types.ts'

/** The account kind a message names on its first line, per namespace (EIP-4361: "Ethereum"). */
const ACCOUNT_KIND: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot' }

/**
 * The text a wallet signs: EIP-4361 for eip155, CAIP-122 for the other namespaces (same
 * template, the namespace's account kind on the first line). Fields in the order of the ABNF,
 * one per line, optional ones left out; the `Chain ID` is the network id's reference
 * (`eip155:1` → `1`, `solana:5eyk…` → `5eyk…`). Without a statement, the address is followed by
 * two empty lines, as EIP-4361's grammar has it.
 *
 * @example
 * formatMessage({ domain: 'app.example', accountAddress: '0xf39F…', chainId: 'eip155:1', uri: 'https://app.example', version: '1', nonce: 'abc12345' })
 */
export function formatMessage(data: SIWXMessage.Data): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const kind = ACCOUNT_KIND[namespace] ?? namespace
  const lines = [`${data.domain} wants you to sign in with your ${kind} account:`, data.accountAddress, '']
  if (data.statement !== undefined && data.statement !== '') lines.push(data.statement, '')
  else lines.push('')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** A message object from its fields: the fields, and `toString()` giving the text to sign. */
export function toSIWXMessage(data: SIWXMessage.Data): SIWXMessage {
  const text = formatMessage(data)
  return { ...data, toString: () => text }
}
