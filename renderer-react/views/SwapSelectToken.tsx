import { useId, useState } from 'react'
import { formatNumber, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { swapMessagesOf } from '../swapMessages.ts'
import { swapTokenChoices } from './swapTokenChoices.ts'

const selectPicking = (state: ModalState) => state
/**
 * SwapSelectToken: the token picker of one side — a search over symbol, name and
 * address, the service's tokens with balances and USD prices, held ones first; choosing returns to
 * Swap (`swap/tokenSelected`; the other side's token trades places).
 */
export function SwapSelectToken() {
  const modal = useModal()
  const messages = swapMessagesOf(useMessages().swap)
  const state = useModalState(selectPicking)
  const [query, setQuery] = useState('')
  const id = useId()
  const swap = state.swap
  const side = swap?.selecting ?? 'from'
  const current = swap?.[side]
  const other = swap?.[side === 'from' ? 'to' : 'from']
  const choices = swapTokenChoices(state, query)
  return (
    <ViewRoot view="SwapSelectToken">
      <div className="latch-field">
        <label htmlFor={`${id}-search`}>{messages.searchTokens}</label>
        <input id={`${id}-search`} className="latch-input" data-swap-token-search autoComplete="off" maxLength={100} value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
      </div>
      {choices.length === 0 ? (
        <p className="latch-muted latch-center" role="status" data-swap-token-empty>
          {messages.noTokens}
        </p>
      ) : (
        <ul className="latch-list" data-swap-token-list={side}>
          {choices.map(({ token, balance, usd }) => (
            <li key={token.address}>
              <button
                type="button"
                className="latch-row"
                data-swap-token-option={token.symbol}
                aria-current={token.address === current ? 'true' : undefined}
                onClick={() => modal.dispatch(events.swap.tokenSelected({ side, address: token.address }))}
              >
                <span>
                  <strong>{token.symbol}</strong> <span className="latch-muted latch-small">{token.name}</span>
                  {token.address === other && <span className="latch-muted latch-small"> · {messages.otherSide(side === 'from' ? messages.to : messages.from)}</span>}
                </span>
                <span className="latch-small" data-swap-token-held>
                  {balance !== undefined ? formatNumber(balance, 4) : ''}
                  {usd !== undefined ? ` ($${formatNumber(String(usd), 2)})` : token.price !== undefined ? ` @ $${formatNumber(String(token.price), 2)}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ViewRoot>
  )
}
