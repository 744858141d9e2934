import { formatNumber, type ModalState } from '../../core/index.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { swapMessagesOf } from '../swapMessages.ts'

type SwapState = NonNullable<ModalState['swap']>
type Token = SwapState['tokens'][number]
type Figures = { rate: string; minimumReceived: string; priceImpactPercent: number; networkFee: string; networkFeeUsd?: number }

/** A quote's provider, rate, price impact, network fee and minimum received at SPEC.md §9's 1 % slippage. */
export function SwapQuoteSummary({ quote, from, to, figures, nativeSymbol }: { quote: NonNullable<SwapState['quote']>; from: Token; to: Token; figures: Figures; nativeSymbol: string }) {
  const messages = swapMessagesOf(useMessages().swap)
  const locale = useLocale()
  return (
    <dl className="latch-summary" data-swap-summary>
      <div>
        <dt>{messages.to}</dt>
        <dd data-swap-to-amount>{`${formatNumber(quote.toAmount ?? '0', 6, locale)} ${to.symbol}`}</dd>
      </div>
      <div>
        <dt>{messages.provider}</dt>
        <dd data-swap-provider>{quote.provider}</dd>
      </div>
      <div>
        <dt>{messages.rateLabel}</dt>
        <dd data-swap-rate>{messages.rate(from.symbol, formatNumber(figures.rate, 6, locale), to.symbol)}</dd>
      </div>
      <div>
        <dt>{messages.priceImpact}</dt>
        <dd data-swap-price-impact>{`${formatNumber(figures.priceImpactPercent, 2, locale)} %`}</dd>
      </div>
      <div>
        <dt>{messages.networkFee}</dt>
        <dd data-swap-network-fee>
          {`${formatNumber(figures.networkFee, 6, locale)} ${nativeSymbol}`}
          {figures.networkFeeUsd !== undefined ? ` ($${formatNumber(figures.networkFeeUsd, 2, locale)})` : ''}
        </dd>
      </div>
      <div>
        <dt>{messages.minimumReceived}</dt>
        <dd data-swap-minimum>{`${formatNumber(figures.minimumReceived, 6, locale)} ${to.symbol}`}</dd>
      </div>
      <div>
        <dt>{messages.slippage}</dt>
        <dd data-swap-slippage>1 %</dd>
      </div>
    </dl>
  )
}
