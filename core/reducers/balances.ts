import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { asDraft, type Handler, type StateDraft } from './draft.ts'
import { showSnackbar } from './snackbar.ts'
import { SNACKBAR_TEXTS } from '../rules/snackbarTexts.ts'
import type { ModalState } from './state.ts'

/** API.md's `snackbar.message` for it; the renderer words the snack from its code. */
export const TOKEN_BALANCE_UNAVAILABLE = SNACKBAR_TEXTS.tokenBalanceUnavailable

/** The namespace whose account has this exact CAIP address (stale answers match none). */
function accountFor(state: StateDraft, base: ModalState, caipAddress: string) {
  const ns = (Object.keys(base.accounts) as (keyof ModalState['accounts'])[]).find((n) => base.accounts[n]?.caipAddress === caipAddress)
  return ns ? state.accounts[ns] : undefined
}

export const requested: Handler<'balances/requested'> = (state, event, base) => {
  const account = accountFor(state, base, event.caipAddress)
  if (account) account.balancesStatus = 'loading'
}

/**
 * SPEC.md §5: tokens with zero decimals are dropped; only the account's network counts. The
 * native entry (no contract address) gives `balance` and `balanceSymbol`.
 */
export const loaded: Handler<'balances/loaded'> = (state, event, base) => {
  const account = accountFor(state, base, event.caipAddress)
  const network = tryParseCaipAddress(event.caipAddress)?.caipNetworkId
  if (!account || !network) return
  const onNetwork = event.balances.filter((b) => b.chainId === network && b.quantity.decimals !== '0')
  const native = onNetwork.find((b) => b.address === undefined)
  const configured = base.config.networks.find((n) => n.caipNetworkId === network)
  account.balance = native?.quantity.numeric ?? '0'
  const symbol = native?.symbol ?? configured?.nativeCurrency.symbol
  if (symbol !== undefined) account.balanceSymbol = symbol
  else delete account.balanceSymbol
  account.tokenBalance = asDraft(onNetwork.sort((a, b) => (b.value ?? 0) - (a.value ?? 0)))
  account.balancesStatus = 'success'
}

/** SPEC.md §8 token balance failure (a snack, code `tokenBalanceUnavailable`); the client blocks retries for 30 s. */
export const failed: Handler<'balances/failed'> = (state, event, base) => {
  const account = accountFor(state, base, event.caipAddress)
  if (!account) return
  account.balancesStatus = 'failure'
  showSnackbar(state, TOKEN_BALANCE_UNAVAILABLE, 'error', event.seq, undefined, { code: 'tokenBalanceUnavailable' })
}
