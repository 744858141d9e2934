import type { ChainNamespace } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import type { ModalState } from './state.ts'
import { patched, setAccount } from './pathCopy.ts'

/** Namespaces whose account has `address` (EVM addresses compare case-insensitively). */
function accountsWith(base: ModalState, address: string) {
  const lower = address.toLowerCase()
  return (Object.keys(base.accounts) as (keyof ModalState['accounts'])[]).filter((ns) => base.accounts[ns]?.address?.toLowerCase() === lower)
}

/** SPEC.md §3 profileName and profileImage of the account whose address it is (§7 identity). */
export const loaded: Handler<'identity/loaded'> = (state, event, base) => {
  for (const ns of accountsWith(base, event.address)) {
    const account = state.accounts[ns]!
    if (event.name !== undefined) account.profileName = event.name
    else delete account.profileName
    if (event.avatar !== undefined) account.profileImage = event.avatar
    else delete account.profileImage
  }
}

/** A failed identity leaves no stale name behind; the address is the label. */
export const failed: Handler<'identity/failed'> = (state, event, base) => {
  for (const ns of accountsWith(base, event.address)) {
    delete state.accounts[ns]!.profileName
    delete state.accounts[ns]!.profileImage
  }
}

const PROFILE = ['profileName', 'profileImage'] as const

/** Another address on a namespace: the previous one's name and avatar are not its own. */
export function forgetProfileOfOtherAddress(state: StateDraft, namespace: ChainNamespace, previousAddress: string | undefined): void {
  const after = state.accounts[namespace]
  if (!after || previousAddress?.toLowerCase() === after.address?.toLowerCase()) return
  // A path copy (core/reducers/pathCopy.ts): the connect handler copies no accounts slice for it.
  setAccount(state, namespace, patched(after, {}, PROFILE))
}
