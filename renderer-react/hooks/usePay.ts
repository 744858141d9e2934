import { useCallback } from 'react'
import type { Modal, PayState } from '../../core/index.ts'
import { useModal } from './useModal.ts'
import { useModalState } from './useModalState.ts'

/** What `usePay` gives: `pay` (as `modal.pay`) and the current payment's state, if any. */
export type PayInfo = {
  /** Opens Pay (SPEC.md §6 `pay`); resolves with the hash once confirmed, rejects with a `PayError`. */
  pay: Modal['pay']
  /** The last payment: its status ('choosing' … 'success' | 'failure'), hash, failure reason. */
  payment: PayState | undefined
}

/**
 * SPEC.md §6 `pay` for a React host: start a payment and follow it (also one restored after a reload).
 *
 * @example
 * const { pay, payment } = usePay()
 * <button onClick={() => pay({ recipient, asset: 'eip155:1/slip44:60', amount: '0.01' })}>Pay</button>
 */
export function usePay(): PayInfo {
  const modal = useModal()
  const payment = useModalState((state) => state.pay)
  const pay = useCallback<Modal['pay']>((parameters) => modal.pay(parameters), [modal])
  return { pay, payment }
}
