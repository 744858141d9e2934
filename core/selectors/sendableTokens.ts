import type { AccountState, ModalState } from '../reducers/state.ts'
import type { CaipNetwork } from '../types.ts'

type SendToken = NonNullable<ModalState['send']['token']>
type TokenBalance = NonNullable<AccountState['tokenBalance']>[number]

/** A token's key in the picker: its network and contract (native has none). */
export const sendTokenKey = (token: { chainId: string; address?: string | undefined }) => `${token.chainId}/${token.address ?? 'native'}`

/** The send token of a balance entry: decimals and balance from `quantity` (SPEC.md §3). */
function toSendToken(balance: TokenBalance): SendToken {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    ...(balance.address !== undefined ? { address: balance.address } : {}),
    decimals: Number(balance.quantity.decimals),
    balance: balance.quantity.numeric,
    ...(balance.iconUrl ? { iconUrl: balance.iconUrl } : {}),
  }
}

/**
 * What the account can send: its token balances; without any, the native balance of the network
 * (known from `balance` and the network's native currency).
 */
export function selectSendableTokens(account: AccountState | undefined, network: CaipNetwork | undefined): SendToken[] {
  const tokens = (account?.tokenBalance ?? []).filter((t) => Number.isInteger(Number(t.quantity.decimals))).map(toSendToken)
  if (tokens.length || !network || account?.balance === undefined) return tokens
  return [
    {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      decimals: network.nativeCurrency.decimals,
      balance: account.balance,
    },
  ]
}
