import type { Modal } from '../../core/index.ts'
import { useLatchContext } from './useLatchContext.ts'

/**
 * The modal facade of the nearest `<ModalProvider>`.
 *
 * @example
 * const modal = useModal()
 * return <button onClick={() => modal.open({ view: 'Networks' })}>Networks</button>
 */
export function useModal(): Modal {
  return useLatchContext().modal
}
