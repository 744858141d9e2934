// Chunk grouping (scripts/build.ts): a lazy module imports the core barrel, so esbuild's shared
// helpers stay in the core chunk rather than a chunk of their own.
import '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import type { ModalState, PayState } from '../../core/index.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/** The symbol of a CAIP-19 asset: the network's native currency for `slip44`, else the token's address, shortened. */
function symbolOf(state: ModalState, asset: string): string {
  const [chain = '', token = ''] = asset.split('/')
  const network = state.config.networks.find((n) => n.caipNetworkId === chain)
  if (token.startsWith('slip44:')) return network?.nativeCurrency.symbol ?? token
  const address = token.split(':')[1] ?? token
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

/**
 * Pay (SPEC.md §6 `pay`, `modal.pay`): the amount and recipient, then where to pay from — the
 * wallet (connecting first if none is) or an exchange account (its page opens in a new tab, where
 * the visitor logs in and confirms) — then the payment's progress and its end. Every step is an
 * event (core/reducers/pay.ts); this view only says which.
 */
export function Pay() {
  const modal = useModal()
  const messages = useMessages()
  const text = messages.pay
  const pay = useModalState((state) => state.pay)
  const symbol = useModalState((state) => (state.pay ? symbolOf(state, state.pay.asset) : ''))
  const hasExchange = useModalState((state) => Boolean(state.config.exchangeUrl))
  if (!pay) return <ViewRoot view="Pay">{null}</ViewRoot>
  const choose = (source: 'wallet' | 'exchange') => modal.dispatch(events.pay.sourceChosen({ requestId: pay.requestId, source }))
  const cancel = () => modal.dispatch(events.pay.cancelRequested({ requestId: pay.requestId }))
  return (
    <ViewRoot view="Pay" label={messages.viewTitles.Pay}>
      <section className="latch-section latch-center" data-pay-status={pay.status}>
        <p className="latch-address" data-pay-summary>
          {text.summary(pay.amount, symbol)}
        </p>
        <p className="latch-muted">
          {text.to}{' '}
          <code className="latch-address-full" data-pay-recipient>
            {pay.recipient}
          </code>
        </p>
      </section>
      <PayStep pay={pay} text={text} choose={choose} hasExchange={hasExchange} />
      {pay.status !== 'success' && pay.status !== 'failure' && pay.status !== 'pending' && (
        <button type="button" className="latch-secondary" data-pay-cancel onClick={cancel}>
          {text.cancel}
        </button>
      )}
    </ViewRoot>
  )
}

type PayText = ReturnType<typeof useMessages>['pay']

function PayStep({ pay, text, choose, hasExchange }: { pay: PayState; text: PayText; choose: (source: 'wallet' | 'exchange') => void; hasExchange: boolean }) {
  switch (pay.status) {
    case 'choosing':
      return (
        <div className="latch-section">
          <button type="button" className="latch-item" data-pay-source="wallet" onClick={() => choose('wallet')}>
            <span className="latch-item-name">{text.fromWallet}</span>
          </button>
          {hasExchange && (
            <button type="button" className="latch-item" data-pay-source="exchange" onClick={() => choose('exchange')}>
              <span className="latch-item-name">{text.fromExchange}</span>
            </button>
          )}
        </div>
      )
    case 'connecting':
      return <p className="latch-muted latch-center">{text.connecting}</p>
    case 'sending':
      return (
        <p className="latch-muted latch-center" role="status">
          {text.sending}
        </p>
      )
    case 'opening':
      return (
        <p className="latch-muted latch-center" role="status">
          {text.opening}
        </p>
      )
    case 'pending':
      return (
        <div className="latch-section latch-center">
          {pay.url && !pay.hash && (
            <a className="latch-button" href={pay.url} target="_blank" rel="noopener" data-pay-exchange-link>
              {text.openExchange}
            </a>
          )}
          <p className="latch-muted" role="status" data-pay-pending>
            {text.pending}
          </p>
        </div>
      )
    case 'success':
      return (
        <p className="latch-center" role="status" data-pay-success>
          {text.success}
          <br />
          <code data-pay-hash>{pay.hash}</code>
        </p>
      )
    case 'failure':
      return (
        <p className="latch-center" role="alert" data-pay-failure={pay.failure}>
          {text.failures[pay.failure ?? 'failed']}
        </p>
      )
  }
}
