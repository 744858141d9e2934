import type { Modal, StampedEvent } from '../core/index.ts'

/** Renderer-only memory that must outlive a view: the last network-switch error, per modal. */
export type UiState = { networkError?: { caipNetworkId: string; message: string } }

export type UiStore = {
  getSnapshot(): UiState
  subscribe(onChange: () => void): () => void
  setNetworkError(error: UiState['networkError']): void
  /** Starts listening to the modal's events; returns the stop function (effects call it). */
  connect(): () => void
}

/**
 * Remembers the last `networks/switchFailed` until the next switch, a success or closing: the
 * Networks view is unmounted while SwitchNetwork waits, and must still show why it failed when
 * the reducer goes back to it (SPEC.md §4).
 */
export function createUiStore(modal: Modal): UiStore {
  let state: UiState = {}
  const listeners = new Set<() => void>()
  const set = (next: UiState) => {
    if (next.networkError === state.networkError) return
    state = next
    for (const listener of listeners) listener()
  }
  const onEvent = (event: StampedEvent) => {
    switch (event.type) {
      case 'networks/switchFailed':
        return set({ networkError: { caipNetworkId: event.caipNetworkId, message: event.error.shortMessage } })
      case 'networks/switchRequested':
      case 'networks/switched':
      case 'modal/closeRequested':
        return set({})
      default:
        return undefined
    }
  }
  return {
    getSnapshot: () => state,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    setNetworkError: (networkError) => set(networkError ? { networkError } : {}),
    connect: () => modal.subscribeEvents(onEvent),
  }
}
