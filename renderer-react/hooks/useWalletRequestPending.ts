import { useEffect, useState } from 'react'
import type { ChainNamespace } from '../../core/index.ts'
import { useModal } from './useModal.ts'

/** SPEC.md §6 methods that need the user's approval (what a wallet prompts for). */
const APPROVAL = /^(personal_sign|eth_signTypedData_v4|eth_sendTransaction|wallet_sendCalls|wallet_grantPermissions|wallet_revokePermissions|eth_sendUserOperation|solana_sign)/

/**
 * Whether an app request (API.md `getProvider`) on `namespace` waits for the user's approval in the
 * wallet: from the app's `provider/requested` to its outcome. Read from the events, not the state:
 * a button page follows it without the modal's core.
 *
 * @example
 * const waiting = useWalletRequestPending('eip155')
 */
export function useWalletRequestPending(namespace: ChainNamespace | undefined): boolean {
  const modal = useModal()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    const open = new Set<string>()
    setPending(false)
    return modal.subscribeEvents((event) => {
      if (event.type === 'provider/requested' && event.namespace === namespace && APPROVAL.test(event.method)) open.add(event.requestId)
      else if ((event.type === 'provider/succeeded' || event.type === 'provider/failed') && open.delete(event.requestId)) undefined
      else return
      setPending(open.size > 0)
    })
  }, [modal, namespace])
  return pending
}
