import type { Draft } from './draft.ts'
import { rootView } from '../rules/rootView.ts'
import type { ModalState } from './state.ts'

/**
 * The derived fields (view, status, loading, the closed modal's history), recomputed from their
 * sources after every change so they can never disagree; written only where they differ. Runs on
 * plain objects only (a fresh root or the final replay's working copy), never through a proxy.
 */
export function deriveInPlace(draft: Draft<ModalState>): void {
  const ns = draft.activeNamespace
  const active = ns ? draft.accounts[ns] : undefined
  const status = active?.status ?? 'disconnected'
  const connected = status === 'connected' && active?.address !== undefined
  if (!draft.open) {
    const root = rootView({ embedded: draft.config.embedded, connected })
    if (!(draft.history.length === 1 && draft.history[0] === root)) draft.history = [root]
  }
  const view = draft.history[draft.history.length - 1] ?? 'Connect'
  const loading = status === 'connecting' || draft.pendingNetworkSwitch !== undefined
  if (draft.view !== view) draft.view = view
  if (draft.status !== status) draft.status = status
  if (draft.loading !== loading) draft.loading = loading
}
