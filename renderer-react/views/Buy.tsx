import { useEffect, useId, useRef } from 'react'
import { formatNumber, selectActiveNetwork, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ONRAMP_METHODS } from '../../core/events/onramp.ts'
import type { OnrampState } from '../../core/reducers/onrampState.ts'
import { selectOnrampLimits, selectOnrampProblem } from '../../core/selectors/onramp.ts'
import { buyMessagesOf, type BuyMessages } from '../buyMessages.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { newRequestId } from '../requestId.ts'

const selectOnramp = (state: ModalState) => state.onramp
/** The purchased token's balance on the active account (read again after a purchase). */
const selectHeld = (state: ModalState): ModalState['accounts'][keyof ModalState['accounts']] => (state.activeNamespace ? state.accounts[state.activeNamespace] : undefined)

/** The checkout window, opened on the click (popup blockers allow only that) and pointed at the URL once generated. */
type CheckoutWindow = { location: { href: string }; closed?: boolean; close?: () => void } | null

function openBlank(): CheckoutWindow {
  if (typeof window === 'undefined') return null
  const opened = window.open('about:blank', 'latch-onramp-checkout')
  try {
    // The checkout cannot reach back into the host page.
    if (opened) opened.opener = null
  } catch {
    // A window whose opener is read-only (some test DOMs): nothing to cut.
  }
  return opened
}

/**
 * Buy (SPEC.md §7 onramp, §8 fallbacks, §9 providers and limits): the purchase currency
 * (SOL on Solana, else USDC), payment currency and method with their limits, the amount, the
 * providers with their fees, the live quote; then the checkout in its own window, pending until
 * its status says done, and the new balance.
 */
export function Buy() {
  const modal = useModal()
  const messages = buyMessagesOf(useMessages().buy)
  const onramp = useModalState(selectOnramp)
  const network = useModalState(selectActiveNetwork)
  const account = useModalState(selectHeld)
  const checkout = useRef<CheckoutWindow>(null)
  const url = onramp?.status === 'checkout' ? onramp.url : undefined
  const urlFailed = onramp?.status === 'failure' && onramp.error?.stage === 'url'
  useEffect(() => {
    if (url && checkout.current && !checkout.current.closed) checkout.current.location.href = url
  }, [url])
  useEffect(() => {
    // No checkout to show: the blank window goes away again.
    if (urlFailed) checkout.current?.close?.()
  }, [urlFailed])
  if (!onramp) {
    // Opened directly (modal.open({ view: 'Buy' })) rather than from Account's Buy: nothing to buy with yet.
    return (
      <ViewRoot view="Buy">
        <p className="latch-muted latch-center" data-buy-problem="notConnected">
          {messages.problems.notConnected}
        </p>
      </ViewRoot>
    )
  }
  const networkName = network?.name ?? onramp.caipNetworkId
  if (onramp.status !== 'idle') {
    const held = account?.tokenBalance?.find((b) => b.symbol === onramp.result?.symbol)?.quantity.numeric
    return (
      <ViewRoot view="Buy">
        <div data-buy-status={onramp.status} aria-live="polite">
          {onramp.status === 'opening' && <p role="status">{messages.opening}</p>}
          {onramp.status === 'checkout' && <p role="status">{messages.inCheckout}</p>}
          {onramp.status === 'success' && onramp.result && (
            <>
              <p role="status" data-buy-success>
                {messages.success(onramp.result.amount, onramp.result.symbol)}
              </p>
              <p className="latch-muted latch-small latch-break" data-buy-hash>
                {onramp.result.hash}
              </p>
              {held !== undefined && <p data-buy-balance>{messages.newBalance(`${formatNumber(held, 4)} ${onramp.result.symbol}`)}</p>}
            </>
          )}
          {onramp.status === 'failure' && onramp.error && (
            <p className="latch-error" role="alert" data-buy-error={onramp.error.stage}>
              {messages.failed(onramp.error.stage, onramp.error.message)}
            </p>
          )}
        </div>
        {onramp.url && onramp.status !== 'success' && (
          <a className="latch-link" href={onramp.url} target="_blank" rel="noopener noreferrer" data-buy-checkout-link>
            {messages.openCheckout}
          </a>
        )}
        {onramp.status === 'failure' && onramp.url && onramp.requestId && onramp.error?.stage !== 'url' && (
          <button type="button" className="latch-primary" data-buy-check-again onClick={() => modal.dispatch(events.onramp.statusCheckRequested({ requestId: onramp.requestId! }))}>
            {messages.checkAgain}
          </button>
        )}
        {(onramp.status === 'failure' || onramp.status === 'success') && (
          <button type="button" className="latch-secondary" data-buy-reset onClick={() => modal.dispatch(events.onramp.resetRequested())}>
            {onramp.status === 'success' ? messages.buyMore : messages.tryAgain}
          </button>
        )}
      </ViewRoot>
    )
  }
  return (
    <ViewRoot view="Buy">
      <BuyForm
        onramp={onramp}
        messages={messages}
        networkName={networkName}
        onBuy={() => {
          // Opened on the click itself (a later window.open would be blocked), pointed at the URL when
          // it comes; not opened when the reducer will refuse the purchase (its problem shows instead).
          checkout.current = selectOnrampProblem(modal.getState()) === undefined ? openBlank() : null
          modal.dispatch(events.onramp.checkoutRequested({ requestId: newRequestId('buy') }))
        }}
      />
    </ViewRoot>
  )
}

function BuyForm({ onramp, messages, networkName, onBuy }: { onramp: OnrampState; messages: BuyMessages; networkName: string; onBuy: () => void }) {
  const modal = useModal()
  const id = useId()
  if (onramp.optionsStatus === 'loading') {
    return (
      <p className="latch-muted latch-center" role="status" data-buy-loading>
        {messages.loadingOptions}
      </p>
    )
  }
  const limits = selectOnrampLimits(onramp)
  const quote = onramp.quote
  const value = quote?.status === 'success' ? quote.value : undefined
  return (
    <form
      className="latch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onBuy()
      }}
    >
      <div className="latch-row">
        <p data-buy-purchase={onramp.purchaseCurrency}>{messages.youBuy(onramp.purchaseCurrency, networkName)}</p>
        <button type="button" className="latch-secondary" data-buy-change-currency onClick={() => modal.dispatch(events.onramp.selectTokenRequested())}>
          {messages.changeCurrency}
        </button>
      </div>
      {onramp.optionsFallback && (
        <p className="latch-muted latch-small" role="status" data-buy-options-fallback>
          {messages.optionsFallback}
        </p>
      )}
      <div className="latch-field">
        <label htmlFor={`${id}-currency`}>{messages.paymentCurrency}</label>
        <select
          id={`${id}-currency`}
          className="latch-input"
          data-buy-currency
          value={onramp.paymentCurrency}
          onChange={(event) => modal.dispatch(events.onramp.paymentCurrencySelected({ currency: event.currentTarget.value }))}
        >
          {(onramp.options?.paymentCurrencies ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.id}
            </option>
          ))}
        </select>
      </div>
      <div className="latch-field">
        <label htmlFor={`${id}-method`}>{messages.paymentMethod}</label>
        <select
          id={`${id}-method`}
          className="latch-input"
          data-buy-method
          value={onramp.paymentMethod}
          onChange={(event) => modal.dispatch(events.onramp.paymentMethodSelected({ method: event.currentTarget.value as OnrampState['paymentMethod'] }))}
        >
          {ONRAMP_METHODS.map((m) => (
            <option key={m} value={m}>
              {messages.methods[m]}
            </option>
          ))}
        </select>
        {limits && (
          <p className="latch-muted latch-small" data-buy-limits>
            {messages.limits(limits.min, limits.max, onramp.paymentCurrency)}
          </p>
        )}
      </div>
      <div className="latch-field">
        <label htmlFor={`${id}-amount`}>{messages.amount}</label>
        <input
          id={`${id}-amount`}
          className="latch-input"
          data-buy-amount
          inputMode="decimal"
          maxLength={40}
          autoComplete="off"
          placeholder={limits?.min ?? '0'}
          value={onramp.amount ?? ''}
          onChange={(event) => modal.dispatch(events.onramp.amountChanged({ amount: event.currentTarget.value }))}
        />
      </div>
      <fieldset className="latch-field" data-buy-providers>
        <legend>{messages.provider}</legend>
        {onramp.providers.map((p) => (
          <label key={p} className="latch-row" data-buy-provider={p}>
            <input type="radio" name={`${id}-provider`} value={p} checked={onramp.provider === p} onChange={() => modal.dispatch(events.onramp.providerSelected({ provider: p }))} />
            <span>{messages.providers[p].name}</span>
            <span className="latch-muted latch-small">{messages.providers[p].fee}</span>
          </label>
        ))}
      </fieldset>
      <div data-buy-quote={quote?.status ?? 'none'} aria-live="polite">
        {quote?.status === 'loading' && (
          <p className="latch-muted" role="status">
            {messages.quoteLoading}
          </p>
        )}
        {value && (
          <dl className="latch-summary">
            <dt>{messages.youGet(value.purchaseAmount.amount, value.purchaseAmount.currency)}</dt>
            <dd />
            {value.coinbaseFee && (
              <>
                <dt>{messages.providerFee}</dt>
                <dd data-buy-fee>{`${value.coinbaseFee.amount} ${value.coinbaseFee.currency}`}</dd>
              </>
            )}
            <dt>{messages.networkFee}</dt>
            <dd>{`${value.networkFee.amount} ${value.networkFee.currency}`}</dd>
            <dt>{messages.total}</dt>
            <dd data-buy-total>{`${value.paymentTotal.amount} ${value.paymentTotal.currency}`}</dd>
          </dl>
        )}
        {quote?.status === 'success' && quote.fallback && (
          <p className="latch-muted latch-small" data-buy-quote-fallback>
            {messages.quoteFallback}
          </p>
        )}
      </div>
      {onramp.problem && (
        <p className="latch-error" role="alert" data-buy-problem={onramp.problem}>
          {messages.problems[onramp.problem]}
        </p>
      )}
      <button type="submit" className="latch-primary" data-buy-continue>
        {messages.continue}
      </button>
    </form>
  )
}
