import { useCallback, useEffect, useState } from 'react'
import { connectWallet, resolveConnectFlow, selectConnectProgress, submitOtp, type WalletFlow, type ConnectOptions, type ConnectStep } from '../../core/index.ts'
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
 * (`useWalletConnectUri`), the email code needed, the social popup open. Loads the modal's core on
 * mount, so a social login's popup opens within the click.
 *
 * @example
 * const { connect, step, submitOtp } = useConnect()
 * <button onClick={() => connect('email', { email })}>Continue</button>
 * {step === 'otp' && <OtpForm onSubmit={submitOtp} />}
 */
export function useConnect(): UseConnect {
  const modal = useModal()
  const [flow, setFlow] = useState<WalletFlow>()
  useEffect(() => {
    modal.load().catch(() => undefined)
  }, [modal])
  const step = useModalState(useCallback((state) => selectConnectProgress(state, flow).step, [flow]))
  const error = useModalState(useCallback((state) => selectConnectProgress(state, flow).error, [flow]))
  const connect = useCallback(
    (wallet: string, options: ConnectOptions = {}) => {
      setFlow(resolveConnectFlow(modal.getState(), wallet, options.namespace))
      return connectWallet(modal, wallet, options)
    },
    [modal],
  )
  const otp = useCallback((code: string) => submitOtp(modal, code), [modal])
  return { connect, submitOtp: otp, step, error }
}
