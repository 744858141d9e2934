/** SPEC.md §3 preferredAccountType and `user` accounts, §4 eoa ⇄ smartAccount, §6 defaults. */
import { accountOfType, accountTypeSwitchTarget } from '../rules/accountTypeChoice.ts'
import { selectSmartAccountNetworks } from '../selectors/smartAccountNetworks.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { stateErrorOf } from '../rules/stateError.ts'
import type { CaipAddress } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import { forgetProfileOfOtherAddress } from './identity.ts'
import { showSnackbar } from './snackbar.ts'

function useAddress(state: StateDraft, namespace: 'eip155' | 'solana' | 'polkadot' | 'bip122', caipAddress: string): void {
  const account = state.accounts[namespace]
  const parsed = tryParseCaipAddress(caipAddress)
  if (account?.status !== 'connected' || !parsed || parsed.namespace !== namespace) return
  const previous = account.address
  account.caipAddress = caipAddress as CaipAddress
  account.address = parsed.address
  forgetProfileOfOtherAddress(state, namespace, previous)
}

export const switched: Handler<'accounts/typeSwitched'> = (state, event, base) => {
  const account = base.accounts[event.namespace]
  if (account?.status !== 'connected') return
  state.accounts[event.namespace]!.preferredAccountType = event.accountType
  useAddress(state, event.namespace, event.caipAddress)
}

export const switchFailed: Handler<'accounts/typeSwitchFailed'> = (state, event) => {
  showSnackbar(state, event.error.shortMessage, 'error', event.seq, undefined, stateErrorOf(event.error))
}

/** An earlier visit's choice: kept as the preference, and used when the wallet offers that account here. */
export const preferenceRestored: Handler<'accounts/typePreferenceRestored'> = (state, event, base) => {
  const account = base.accounts[event.namespace]
  if (account?.status !== 'connected') return
  state.accounts[event.namespace]!.preferredAccountType = event.accountType
  if (accountTypeSwitchTarget(account, selectSmartAccountNetworks(base, event.namespace)) !== event.accountType) return
  const address = accountOfType(account, event.accountType)
  const network = tryParseCaipAddress(account.caipAddress ?? '')?.caipNetworkId
  if (address && network) useAddress(state, event.namespace, `${network}:${address}`)
}
