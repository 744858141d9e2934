import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { asDraft, type Handler } from './draft.ts'
import { namespaceWith, patched, sameItems, setAccount } from './pathCopy.ts'
import { showSnackbar } from './snackbar.ts'
import { SNACKBAR_TEXTS } from '../rules/snackbarTexts.ts'
import type { ModalState, TokenBalance } from './state.ts'

/** API.md's `snackbar.message` for it; the renderer words the snack from its code. */
export const TOKEN_BALANCE_UNAVAILABLE = SNACKBAR_TEXTS.tokenBalanceUnavailable

/*
 * Path copies (core/reducers/pathCopy.ts): the account is copied only when a field of it changes,
 * so a repeated request or an answer like the last one leaves the state as it was.
 */

export const requested: Handler<'balances/requested'> = (state, event, base) => {
  const ns = namespaceWith(base.accounts, event.caipAddress)
  const account = ns && state.accounts[ns]
  if (account) setAccount(state, ns, patched(account, { balancesStatus: 'loading' }))
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
  const onNetwork: TokenBalance[] = []
  let native: TokenBalance | undefined
  for (let i = 0; i < event.balances.length; i++) {
    const b = event.balances[i]!
    if (b.chainId !== network || b.quantity.decimals === '0') continue
    onNetwork.push(b)
    if (native === undefined && b.address === undefined) native = b
  }
  const balance = native?.quantity.numeric ?? '0'
  const symbol = native?.symbol ?? nativeSymbolOf(base, network)
  const sorted = asDraft(byValue(onNetwork))
  // Frozen here (its tokens are the event's, frozen): the account's copy is then frozen whole by `patched`.
  const tokenBalance = sameItems(sorted, account.tokenBalance) ? account.tokenBalance! : asDraft(Object.freeze(sorted) as TokenBalance[])
  const fields = symbol === undefined ? { balance, tokenBalance, balancesStatus: 'success' as const } : { balance, balanceSymbol: symbol, tokenBalance, balancesStatus: 'success' as const }
  setAccount(state, ns, patched(account, fields, symbol === undefined ? NO_SYMBOL : undefined))
}

const NO_SYMBOL = ['balanceSymbol'] as const

function nativeSymbolOf(base: ModalState, network: string): string | undefined {
  const networks = base.config.networks
  for (let i = 0; i < networks.length; i++) if (networks[i]!.caipNetworkId === network) return networks[i]!.nativeCurrency.symbol
  return undefined
}

const byHighestValue = (a: TokenBalance, b: TokenBalance) => (b.value ?? 0) - (a.value ?? 0)

/**
 * `tokens` sorted by value, highest first, in place and stable (as `Array.prototype.sort` sorts
 * with the same comparator): a few tokens by insertion, since the engine's sort allocated a fifth
 * of the final-state replay's garbage for lists of three.
 */
function byValue(tokens: TokenBalance[]): TokenBalance[] {
  if (tokens.length > 16) return tokens.sort(byHighestValue)
  for (let i = 1; i < tokens.length; i++) {
    const item = tokens[i]!
    let j = i - 1
    for (; j >= 0 && byHighestValue(tokens[j]!, item) > 0; j--) tokens[j + 1] = tokens[j]!
    tokens[j + 1] = item
  }
  return tokens
}

/** SPEC.md §8 token balance failure (a snack, code `tokenBalanceUnavailable`); the client blocks retries for 30 s. */
export const failed: Handler<'balances/failed'> = (state, event, base) => {
  const ns = namespaceWith(base.accounts, event.caipAddress)
  const account = ns && state.accounts[ns]
  if (!account) return
  setAccount(state, ns, patched(account, { balancesStatus: 'failure' }))
  showSnackbar(state, TOKEN_BALANCE_UNAVAILABLE, 'error', event.seq, undefined, { code: 'tokenBalanceUnavailable' })
}
