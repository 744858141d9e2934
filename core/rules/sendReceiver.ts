/**
 * The address a send goes to: the address a typed name resolved to (SPEC.md §3
 * send state, §7 `/v1/profile/account/{name}`), else what was typed.
 *
 * @example
 * sendReceiverOf({ receiver: 'alice.reown.id', receiverAddress: '0xabc…' }) // '0xabc…'
 */
export function sendReceiverOf(send: { receiver?: string | undefined; receiverAddress?: string | undefined }): string | undefined {
  return send.receiverAddress ?? send.receiver?.trim()
}
