import { useModalState } from './useModalState.ts'

/**
 * A string field of the data the current view was opened with (`state.viewData`), e.g. the
 * `connectorId` of ConnectingExternal; `undefined` when the data has no such string.
 *
 * @example
 * const walletId = useViewDataString('walletId')
 */
export function useViewDataString(key: string): string | undefined {
  return useModalState((state) => {
    const data = state.viewData
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined
    const value = (data as Record<string, unknown>)[key]
    return typeof value === 'string' ? value : undefined
  })
}
