import { EMPTY, filter, mergeMap, tap } from 'rxjs'
import { closeRequested } from '../events/modal.ts'
import { wentBack } from '../events/router.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §2/§6: an approval the user walks away from — the modal closed, or back from
 * ApproveTransaction — is declined in the wallet (`Adapter.abortApproval`), so whoever asked
 * (Send, Swap, the app's own request) settles with 4001 instead of waiting for ever. A close the
 * modal refuses (a required sign-in) leaves the view, and the approval, where they were.
 */
export const approvalAbandonedEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter((event) => closeRequested.match(event) || wentBack.match(event)),
    tap(() => {
      const state = state$.value
      const approval = state.embedded?.approval
      if (!approval || state.view === 'ApproveTransaction') return
      for (const adapter of deps.adapters) adapter.abortApproval?.(approval.requestId)
    }),
    // The decline comes back from the wallet as `embedded/approvalSettled`; nothing to emit here.
    mergeMap(() => EMPTY),
  )
