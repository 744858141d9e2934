import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { asDraft, type Handler } from './draft.ts'
import { namespaceWith, sameItems, setAccount, writable } from './pathCopy.ts'
import { showSnackbar } from './snackbar.ts'
import { SNACKBAR_TEXTS } from '../rules/snackbarTexts.ts'

/** API.md's `snackbar.message` for it; the renderer words the snack from its code. */
export const TOKEN_BALANCE_UNAVAILABLE = SNACKBAR_TEXTS.tokenBalanceUnavailable

/*
 * Path copies (core/reducers/pathCopy.ts): the account is copied only when a field of it changes,
 * so a repeated request or an answer like the last one leaves the state as it was.
 */

export const requested: Handler<'balances/requested'> = (state, event, base) => {
  const ns = namespaceWith(base.accounts, event.caipAddress)
  const account = ns && state.accounts[ns]
  if (!account || account.balancesStatus === 'loading') return
  const next = writable(account)
  next.balancesStatus = 'loading'
  setAccount(state, ns, next)
}

/**
 * SPEC.md §5: tokens with zero decimals are dropped; only the account's network counts. The
 * native entry (no contract address) gives `balance` and `balanceSymbol`.
 */
export const loaded: Handler<'balances/loaded'> = (state, event, base) => {
  const ns = namespaceWith(base.accounts, event.caipAddress)
  const account = ns && state.accounts[ns]
  const network = tryParseCaipAddress(event.caipAddress)?.caipNetworkId
  if (!account || !network) return
  const onNetwork = event.balances.filter((b) => b.chainId === network && b.quantity.decimals !== '0')
  const native = onNetwork.find((b) => b.address === undefined)
  const configured = base.config.networks.find((n) => n.caipNetworkId === network)
  const balance = native?.quantity.numeric ?? '0'
  const symbol = native?.symbol ?? configured?.nativeCurrency.symbol
  const sorted = asDraft(onNetwork.sort((a, b) => (b.value ?? 0) - (a.value ?? 0)))
  const tokenBalance = sameItems(sorted, account.tokenBalance) ? account.tokenBalance! : sorted
  if (account.balance === balance && account.balanceSymbol === symbol && account.tokenBalance === tokenBalance && account.balancesStatus === 'success') return
  const next = writable(account)
  next.balance = balance
  if (symbol !== undefined) next.balanceSymbol = symbol
  else delete next.balanceSymbol
  next.tokenBalance = tokenBalance
  next.balancesStatus = 'success'
  setAccount(state, ns, next)
}

/** SPEC.md §8 token balance failure (a snack, code `tokenBalanceUnavailable`); the client blocks retries for 30 s. */
export const failed: Handler<'balances/failed'> = (state, event, base) => {
  const ns = namespaceWith(base.accounts, event.caipAddress)
  const account = ns && state.accounts[ns]
  if (!account) return
  if (account.balancesStatus !== 'failure') {
    const next = writable(account)
    next.balancesStatus = 'failure'
    setAccount(state, ns, next)
  }
  showSnackbar(state, TOKEN_BALANCE_UNAVAILABLE, 'error', event.seq, undefined, { code: 'tokenBalanceUnavailable' })
}
