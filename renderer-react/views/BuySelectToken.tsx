import { useId, useState } from 'react'
import type { ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { selectPurchaseCurrencies } from '../../core/selectors/onramp.ts'
import { buyMessagesOf } from '../buyMessages.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

const selectOnramp = (state: ModalState) => state.onramp

/**
 * BuySelectToken (SPEC.md §7 onramp options): what to buy — the service's purchase
 * currencies on the active network, searchable by name or symbol, the current one marked; choosing
 * one returns to Buy with a new quote (`onramp/purchaseCurrencySelected`).
 */
export function BuySelectToken() {
  const modal = useModal()
  const messages = buyMessagesOf(useMessages().buy)
  const onramp = useModalState(selectOnramp)
  const [query, setQuery] = useState('')
  const id = useId()
  const wanted = query.trim().toLowerCase()
  const choices = onramp ? selectPurchaseCurrencies(onramp).filter((c) => !wanted || c.symbol.toLowerCase().includes(wanted) || c.name.toLowerCase().includes(wanted)) : []
  return (
    <ViewRoot view="BuySelectToken">
      <div className="latch-field">
        <label htmlFor={`${id}-search`}>{messages.searchCurrencies}</label>
        <input id={`${id}-search`} className="latch-input" data-buy-token-search autoComplete="off" maxLength={100} value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
      </div>
      {onramp?.optionsFallback && (
        <p className="latch-muted latch-small" role="status" data-buy-options-fallback>
          {messages.optionsFallback}
        </p>
      )}
      {choices.length === 0 ? (
        <p className="latch-muted latch-center" role="status" data-buy-token-empty>
          {messages.noCurrencies}
        </p>
      ) : (
        <ul className="latch-list" data-buy-token-list>
          {choices.map((currency) => (
            <li key={currency.id}>
              <button
                type="button"
                className="latch-row"
                data-buy-token-option={currency.id}
                aria-current={currency.id === onramp?.purchaseCurrency ? 'true' : undefined}
                onClick={() => modal.dispatch(events.onramp.purchaseCurrencySelected({ currency: currency.id }))}
              >
                <strong>{currency.symbol}</strong>
                <span className="latch-muted latch-small">{currency.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ViewRoot>
  )
}
