import { useState } from 'react'
import { selectVisibleWallets, walletListConstants, type FailureReason, type ListedWallet, type PagedWallets } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { LoadMoreSentinel } from '../components/LoadMoreSentinel.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useVirtualRows } from '../hooks/useVirtualRows.ts'
import { walletListErrorText } from './walletListError.ts'

const { WALLET_SEARCH_MAX_LENGTH: SEARCH_MAX_LENGTH, WALLET_PAGE_SIZE } = walletListConstants
/** Tiles per row of the grid: a next page's skeleton is one row. */
const GRID_COLUMNS = 4

/** Rows of the grid have one height, so the grid can be windowed; pitch = row + gap. */
const TILE_HEIGHT = 108
const GRID_GAP = 8
const ROW_PITCH = TILE_HEIGHT + GRID_GAP
/** Rows rendered beyond the view on each side: keyboard focus and fast scrolls never meet a gap. */
const OVERSCAN_ROWS = 4
const gridStyle = { display: 'grid', gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`, gridAutoRows: TILE_HEIGHT, gap: GRID_GAP, listStyle: 'none', margin: 0, padding: 0 } as const
const tileStyle = { flexDirection: 'column', justifyContent: 'center', gap: 6, height: '100%', minHeight: 0, overflow: 'hidden', padding: '10px 4px', textAlign: 'center' } as const
const tileNameStyle = { fontSize: 12, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/**
 * AllWallets (SPEC.md §2): search box, the wallet grid after the SPEC.md §5 rules, infinite scroll
 * in pages of 40 (IntersectionObserver, with a "Load more" button as the fallback), and the
 * loading (a skeleton grid of the page size), empty and error states of the list and of the search. Images arrive as the epic
 * fetches them (SPEC.md §9 preload of 20, 2 s each); a tile shows the letter avatar until then.
 */
export function AllWallets() {
  const messages = useMessages()
  const modal = useModal()
  const all = useModalState((state) => state.wallets.all)
  const search = useModalState((state) => state.wallets.search)
  const visible = useModalState(selectVisibleWallets)
  const [text, setText] = useState(search.query)
  const searching = search.query.trim() !== ''

  return (
    <ViewRoot view="AllWallets">
      <div className="latch-section">
        <input
          className="latch-input"
          type="search"
          name="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={messages.searchWallet}
          aria-label={messages.searchWallet}
          value={text}
          onChange={(event) => {
            const query = event.target.value.slice(0, SEARCH_MAX_LENGTH)
            setText(query)
            modal.dispatch(events.wallets.searchChanged({ query }))
          }}
        />
      </div>
      {searching ? (
        <SearchResults status={search.status} reason={search.status === 'failure' ? search.reason : undefined} wallets={visible.search} query={search.query} />
      ) : (
        <PagedList all={all} wallets={visible.all} />
      )}
    </ViewRoot>
  )
}

function SearchResults({ status, reason, wallets, query }: { status: string; reason: FailureReason | undefined; wallets: ListedWallet[]; query: string }) {
  const messages = useMessages()
  const modal = useModal()
  if (status === 'loading' && wallets.length === 0) return <Loading tiles={WALLET_PAGE_SIZE} />
  if (status === 'failure') return <ErrorState reason={reason} onRetry={() => modal.dispatch(events.wallets.searchChanged({ query }))} />
  if (status === 'success' && wallets.length === 0) return <Empty text={messages.noWalletFound} />
  return <WalletGrid wallets={wallets} busy={status === 'loading'} />
}

function PagedList({ all, wallets }: { all: PagedWallets; wallets: ListedWallet[] }) {
  const messages = useMessages()
  const modal = useModal()
  const loadNext = () => {
    if (all.status === 'success' && all.nextPage !== undefined) modal.dispatch(events.wallets.listRequested({ list: 'all', page: all.nextPage }))
  }
  const first = wallets.length === 0
  if (all.status === 'idle' || (all.status === 'loading' && first)) return <Loading tiles={WALLET_PAGE_SIZE} />
  if (all.status === 'failure' && first) return <ErrorState reason={all.reason} onRetry={() => modal.dispatch(events.wallets.listRequested({ list: 'all', page: all.page }))} />
  if (first) return <Empty text={messages.noWalletFound} />
  return (
    <>
      <WalletGrid wallets={wallets} busy={all.status === 'loading'} />
      {all.status === 'failure' && <ErrorState reason={all.reason} onRetry={() => modal.dispatch(events.wallets.listRequested({ list: 'all', page: all.page }))} />}
      {all.status === 'loading' && <Loading tiles={GRID_COLUMNS} />}
      {all.status === 'success' && all.nextPage !== undefined && <LoadMoreSentinel onLoad={loadNext} label={messages.loadMore} data={{ 'data-load-more': '' }} />}
    </>
  )
}

function WalletGrid({ wallets, busy }: { wallets: ListedWallet[]; busy: boolean }) {
  const messages = useMessages()
  const choose = useChooseWallet()
  const connectors = useModalState((state) => state.connectors)
  // An installed wallet shows the icon its connector announces (as on Connect), not the list's.
  const iconOf = (wallet: ListedWallet) => {
    const connector = wallet.installed ? connectors.find((c) => c.id === wallet.connectorId) : undefined
    return connector?.info?.icon ?? connector?.imageUrl ?? wallet.image_url
  }
  // Hundreds of wallets — only the rows in view (and a margin) are in the DOM.
  const rows = useVirtualRows({ rows: Math.ceil(wallets.length / GRID_COLUMNS), rowPitch: ROW_PITCH, overscan: OVERSCAN_ROWS, minRows: WALLET_PAGE_SIZE / GRID_COLUMNS })
  const first = rows.start * GRID_COLUMNS
  return (
    <ul ref={rows.ref} style={{ ...gridStyle, paddingTop: rows.padTop, paddingBottom: rows.padBottom }} aria-label={messages.wallets} aria-busy={busy} data-wallet-count={wallets.length}>
      {wallets.slice(first, rows.end * GRID_COLUMNS).map((wallet, i) => (
        <li key={wallet.id} aria-setsize={wallets.length} aria-posinset={first + i + 1}>
          <button type="button" className="latch-item" style={tileStyle} data-wallet-id={wallet.id} onClick={() => choose(wallet)}>
            <Avatar name={wallet.name} src={iconOf(wallet)} />
            <span className="latch-item-name" style={tileNameStyle}>
              {wallet.name}
            </span>
            {wallet.installed && <span className="latch-item-tag">{messages.walletInstalled}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** A skeleton grid of `tiles` (a whole page on the first load, a row for the next page); announced once. */
function Loading({ tiles }: { tiles: number }) {
  const messages = useMessages()
  return (
    <div data-wallets-loading role="status" aria-label={messages.loadingWallets}>
      <ul style={gridStyle} aria-hidden="true">
        {Array.from({ length: tiles }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder tiles
          <li key={i} className="latch-skeleton-tile" data-skeleton-tile>
            <span className="latch-skeleton latch-skeleton-avatar" />
            <span className="latch-skeleton latch-skeleton-name" />
          </li>
        ))}
      </ul>
    </div>
  )
}

function Empty({ text }: { text: string }) {
  return (
    <div className="latch-state" data-wallets-empty>
      <p className="latch-muted">{text}</p>
    </div>
  )
}

/** SPEC.md §8 texts for the failure; the technical error stays in the event log. */
function ErrorState({ reason, onRetry }: { reason: FailureReason | undefined; onRetry: () => void }) {
  const messages = useMessages()
  const message = walletListErrorText(messages, reason)
  return (
    <div className="latch-state" data-wallets-error role="alert">
      <h3>{messages.walletsFailed}</h3>
      <p className="latch-muted">{message}</p>
      <button type="button" className="latch-button" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  )
}

/**
 * What choosing a listed wallet does: an installed one connects through its browser connector;
 * any other opens the WalletConnect flow for it (Downloads until that flow lands). Either way it is remembered, so a connection
 * made next makes it a recent wallet (SPEC.md §9).
 *
 * @example
 * const choose = useChooseWallet()
 * <button onClick={() => choose(wallet)} />
 */
export function useChooseWallet(): (wallet: ListedWallet) => void {
  const modal = useModal()
  return (wallet) => {
    const { installed, connectorId, namespace: _, ...info } = wallet
    modal.dispatch(events.wallets.walletSelected({ wallet: info }))
    if (installed && connectorId) {
      // No namespace: the facade picks one the wallet is on, the one the modal was opened for
      // first. The outcome (connected, or the §8 error) arrives as state.
      modal.connect(connectorId).catch(() => undefined)
      return
    }
    // Where that leads (WalletConnect pairing, or Downloads until it lands) is the reducer's rule.
    modal.dispatch(events.ui.walletChosen({ walletId: wallet.id }))
  }
}
