import { formatCurrency, formatNumber, type AccountState } from '../../core/index.ts'
import { BALANCE_DECIMALS } from '../../core/rules/formatNumber.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { Avatar } from './Avatar.tsx'

/** SPEC.md §9: balances and quantities 3 decimals, currency 2, en-US. */

/**
 * The Account view's Tokens tab (SPEC.md §3 token balances): the native balance, then each token
 * with its icon, name, quantity and USD value; a skeleton while loading, an empty and a failure
 * state. Names and icons from the service are text and `<img src>` only.
 */
export function TokensPanel({ account }: { account: AccountState | undefined }) {
  const messages = useMessages()
  const locale = useLocale()
  const status = account?.balancesStatus
  if (status === 'loading') {
    return (
      <div className="latch-tokens" data-balances="loading" role="status" aria-busy="true" aria-label={messages.balancesLoading}>
        {[0, 1, 2].map((i) => (
          <div className="latch-token latch-skeleton-row" key={i} aria-hidden="true">
            <span className="latch-skeleton latch-skeleton-icon" />
            <span className="latch-skeleton latch-skeleton-text" />
          </div>
        ))}
      </div>
    )
  }
  if (status === 'failure') {
    return (
      <div className="latch-tokens" data-balances="failure">
        <p className="latch-muted latch-center" data-balances-failed>
          {messages.balancesFailed}
        </p>
      </div>
    )
  }
  const tokens = account?.tokenBalance ?? []
  return (
    <div className="latch-tokens" data-balances={status === 'success' ? 'success' : 'idle'}>
      {account?.balance !== undefined && (
        // A named group: screen readers announce "Total balance" with the figure (a paragraph's
        // aria-label is not read).
        // biome-ignore lint/a11y/useSemanticElements: a figure, not form fields: a fieldset would bring form semantics and its own frame
        <div
          role="group"
          className="latch-balance"
          data-native-balance
          aria-label={`${messages.totalBalance}: ${formatNumber(account.balance, BALANCE_DECIMALS, locale)} ${account.balanceSymbol ?? ''}`.trim()}
        >
          <span>{formatNumber(account.balance, BALANCE_DECIMALS, locale)}</span> <span className="latch-muted">{account.balanceSymbol}</span>
        </div>
      )}
      {tokens.length === 0 ? (
        <p className="latch-muted latch-center" data-balances-empty>
          {messages.balancesEmpty}
        </p>
      ) : (
        <ul className="latch-list" aria-label={messages.tokenList}>
          {tokens.map((token) => (
            <li className="latch-token" key={`${token.chainId}/${token.address ?? 'native'}`} data-token={token.address ?? 'native'}>
              <Avatar name={token.name || token.symbol} src={token.iconUrl || undefined} shape="round" />
              <span className="latch-token-main">
                <span className="latch-item-name" data-token-name>
                  {token.name}
                </span>
                <span className="latch-muted latch-small" data-token-quantity>
                  {messages.tokenQuantity(formatNumber(token.quantity.numeric, BALANCE_DECIMALS, locale), token.symbol)}
                </span>
              </span>
              {token.value !== undefined && (
                <span className="latch-token-value" data-token-value>
                  {formatCurrency(token.value, 'USD', locale)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
