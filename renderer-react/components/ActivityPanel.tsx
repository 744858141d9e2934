import { formatNumber, selectActivity, transferSign, type Transaction } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { QUANTITY_DECIMALS } from '../../core/rules/formatNumber.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Avatar } from './Avatar.tsx'
import { LoadMoreSentinel } from './LoadMoreSentinel.tsx'

/** SPEC.md §9: transfer quantities at 3 decimals. */

/** The local day a transaction was mined on (`YYYY-MM-DD`): the list's groups. */
function localDay(tx: Transaction): string {
  const date = new Date(tx.metadata.minedAt)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The Account view's Activity tab (SPEC.md §9): pending transactions first, then the
 * history grouped by day, more as the list scrolls; loading, empty, failure states. Names and
 * images from the service are text and `<img src>` only.
 */
export function ActivityPanel() {
  const modal = useModal()
  const messages = useMessages()
  const view = useModalState((state) => selectActivity(state, localDay))
  if (view.status === 'unsupported')
    return (
      <p className="latch-muted latch-center" data-activity="unsupported">
        {messages.activity.unsupported}
      </p>
    )
  if (view.status === 'unavailable' && view.pending.length === 0) {
    return (
      <p className="latch-muted latch-center" data-activity="unavailable">
        {messages.activity.unavailable}
      </p>
    )
  }
  if (view.status === 'loading' || (view.status === 'idle' && view.pending.length === 0)) {
    return (
      <div className="latch-tokens" data-activity="loading" role="status" aria-busy="true" aria-label={messages.activity.loading}>
        {[0, 1, 2].map((i) => (
          <div className="latch-token latch-skeleton-row" key={i} aria-hidden="true">
            <span className="latch-skeleton latch-skeleton-icon" />
            <span className="latch-skeleton latch-skeleton-text" />
          </div>
        ))}
      </div>
    )
  }
  const empty = view.pending.length === 0 && view.groups.length === 0
  return (
    <div className="latch-tokens" data-activity={view.status}>
      {view.pending.length > 0 && (
        <section aria-label={messages.activity.pending} data-activity-pending>
          <h3 className="latch-label latch-activity-day">{messages.activity.pending}</h3>
          <ul className="latch-list">
            {view.pending.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} />
            ))}
          </ul>
        </section>
      )}
      {view.groups.map((group) => (
        <section key={group.day} aria-label={messages.activity.day(group.day)} data-activity-day={group.day}>
          <h3 className="latch-label latch-activity-day">{messages.activity.day(group.day)}</h3>
          <ul className="latch-list" aria-label={messages.activity.list}>
            {group.transactions.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} />
            ))}
          </ul>
        </section>
      ))}
      {empty && (
        <p className="latch-muted latch-center" data-activity-empty={view.status === 'failure' ? 'failure' : 'empty'}>
          {view.status === 'failure' ? messages.activity.failed : messages.activity.empty}
        </p>
      )}
      {view.status === 'unavailable' && (
        <p className="latch-muted latch-center" data-activity-unavailable>
          {messages.activity.unavailable}
        </p>
      )}
      {view.loadingMore && (
        <p className="latch-muted latch-center" role="status" data-activity-loading-more>
          {messages.activity.loadingMore}
        </p>
      )}
      {view.hasMore && !view.loadingMore && <LoadMoreSentinel label={messages.loadMore} data={{ 'data-activity-more': '' }} onLoad={() => modal.dispatch(events.activity.moreRequested())} />}
    </div>
  )
}

/** One transaction: image, operation, its transfers with their signs, status and time. */
function TransactionRow({ tx }: { tx: Transaction }) {
  const messages = useMessages()
  const locale = useLocale()
  const { operationType, status, minedAt } = tx.metadata
  const first = tx.transfers[0]
  const image = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const label = first?.nft_info?.name ?? first?.fungible_info?.symbol ?? operationType
  return (
    <li className="latch-token" data-transaction={tx.id} data-operation={operationType} data-status={status}>
      <Avatar name={label} src={image || undefined} shape={first?.nft_info ? 'square' : 'round'} />
      <span className="latch-token-main">
        <span className="latch-item-name" data-transaction-operation>
          {messages.activity.operations[operationType] ?? operationType}
        </span>
        <span className="latch-muted latch-small" data-transaction-status>
          {messages.activity.statuses[status] ?? status}
          {messages.activity.time(minedAt) && ` · ${messages.activity.time(minedAt)}`}
        </span>
      </span>
      <span className="latch-token-value latch-activity-transfers">
        {tx.transfers.slice(0, 2).map((transfer, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers have no id and never reorder
          <span key={i} data-transfer data-sign={transferSign(operationType, transfer.direction) || 'none'}>
            {messages.activity.transfer(
              transferSign(operationType, transfer.direction),
              formatNumber(transfer.quantity.numeric, QUANTITY_DECIMALS, locale),
              transfer.nft_info ? (transfer.nft_info.name ?? '') : (transfer.fungible_info?.symbol ?? ''),
            )}
          </span>
        ))}
      </span>
    </li>
  )
}
