import { useCallback, useState } from 'react'
import { connectWallet, resolveConnectFlow, selectConnectProgress, submitOtp, type ConnectOptions, type ConnectStep, type ModalState, type WalletFlow } from '../../core/index.ts'
import { withHeadless } from '../../core/headless/load.ts'
import { useHeadless } from './useHeadless.ts'
import { useModal } from './useModal.ts'
import { useModalState } from './useModalState.ts'

/** What `useConnect` returns. */
export type UseConnect = {
  /**
   * Connects `wallet` — a connector id, a listed wallet's id, `'walletConnect'`, `'email'` (with
   * `options.email`) or a social provider — without the modal; resolves once connected, rejects
   * with the SPEC.md §8 error (also in `error`).
   */
  connect(wallet: string, options?: ConnectOptions): Promise<void>
  /** The mailed code of the email login (when `step` is `'otp'`). */
  submitOtp(otp: string): void
  /** Where the last started flow stands ('idle' before any). */
  step: ConnectStep
  /** Why it failed, or why the last code was refused: a SPEC.md §8 code ('connectionRejected', 'invalidOtp', 'popupClosed', …). */
  error: string | undefined
}

/**
 * Connecting from a host's own UI, the flow's steps as state: approve in the wallet, scan the QR
 * (`useWalletConnectUri`), the email code needed, the social popup open. Loads the modal's core
 * and the own-UI code (hooks/useHeadless.ts) on mount, so a social login's popup opens within the
 * click; `step` is `idle` until they are in, and a `connect` made before waits for them.
 *
 * @example
 * const { connect, step, submitOtp } = useConnect()
 * <button onClick={() => connect('email', { email })}>Continue</button>
 * {step === 'otp' && <OtpForm onSubmit={submitOtp} />}
 */
export function useConnect(): UseConnect {
  const modal = useModal()
  const loaded = useHeadless()
  const [flow, setFlow] = useState<WalletFlow>()
  // The own-UI code's selector once it is in (a new selector: the state is read again); before, `latch`'s "idle".
  const progress = loaded?.selectConnectProgress ?? selectConnectProgress
  const step = useModalState(useCallback((state: ModalState) => progress(state, flow).step, [progress, flow]))
  const error = useModalState(useCallback((state: ModalState) => progress(state, flow).error, [progress, flow]))
  const connect = useCallback(
    (wallet: string, options: ConnectOptions = {}) =>
      // The flow is resolved once the own-UI code is in (at once when it is: within the click).
      withHeadless(() => {
        setFlow(resolveConnectFlow(modal.getState(), wallet, options.namespace))
        return connectWallet(modal, wallet, options)
      }),
    [modal],
  )
  return { connect, submitOtp: useCallback((code: string) => submitOtp(modal, code), [modal]), step, error }
}
