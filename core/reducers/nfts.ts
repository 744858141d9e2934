import { asDraft, type Handler } from './draft.ts'
import type { ModalState } from './state.ts'

function isActiveAccount(base: ModalState, caipAddress: string): boolean {
  const ns = base.activeNamespace
  return ns !== undefined && base.accounts[ns]?.caipAddress === caipAddress
}

/** The NFTs tab loads; another account's grid is replaced, the same one's kept while it refreshes. */
export const requested: Handler<'nfts/requested'> = (state, event, base) => {
  if (!isActiveAccount(base, event.caipAddress)) return
  if (base.nfts?.caipAddress === event.caipAddress && base.nfts.status === 'success') return
  state.nfts = { caipAddress: event.caipAddress, status: 'loading', nfts: [] }
}

/** Only the account's network, spam dropped (the SPEC.md §5 rule for transactions, applied to the grid). */
export const loaded: Handler<'nfts/loaded'> = (state, event, base) => {
  if (!isActiveAccount(base, event.caipAddress)) return
  const network = event.caipAddress.split(':').slice(0, 2).join(':')
  const nfts = event.nfts.filter((n) => n.chainId === network && n.flags?.is_spam !== true)
  state.nfts = { caipAddress: event.caipAddress, status: 'success', nfts: asDraft(nfts) }
}

export const failed: Handler<'nfts/failed'> = (state, event, base) => {
  if (!isActiveAccount(base, event.caipAddress)) return
  state.nfts = { caipAddress: event.caipAddress, status: 'failure', nfts: [] }
}
