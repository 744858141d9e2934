import { useEffect, useMemo } from 'react'
import { loadMoreWallets, requestWallets, searchWallets, selectWallets, type HeadlessWallets } from '../../core/index.ts'
import { useHeadless } from './useHeadless.ts'
import { useModal } from './useModal.ts'
import { useModalState } from './useModalState.ts'

/** What `useWallets` returns: the list and its loading, and the two ways to change it. */
export type UseWallets = HeadlessWallets & {
  /** Searches the wallet list (SPEC.md §9: 100 entries, the latest query wins); '' ends the search. */
  search(query: string): void
  /** AllWallets' next page (pages of 40), appended after the connect list; retries a failed one. */
  loadMore(): void
}

/**
 * The connect list for a host's own UI, without the modal's dialog: the Connect view's wallets in
 * SPEC.md §9 order (the same selectors the views use), then AllWallets' pages; search, paging,
 * loading and the list's error. Asks for the lists on mount, as opening the modal does; until the
 * own-UI code and the core are in (hooks/useHeadless.ts) the list is empty and `loading`.
 *
 * @example
 * const { wallets, search, loadMore, loading } = useWallets()
 * wallets.map((w) => <button key={w.id} onClick={() => connect(w.id)}>{w.name}</button>)
 */
export function useWallets(): UseWallets {
  const modal = useModal()
  const loaded = useHeadless()
  // The own-UI code's selector once it is in (a new selector: the state is read again); before, `latch`'s "loading".
  const wallets = useModalState(loaded?.selectWallets ?? selectWallets)
  useEffect(() => requestWallets(modal), [modal])
  return useMemo(() => ({ ...wallets, search: (query: string) => searchWallets(modal, query), loadMore: () => loadMoreWallets(modal) }), [wallets, modal])
}
