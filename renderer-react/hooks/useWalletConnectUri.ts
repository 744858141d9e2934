import { useCallback } from 'react'
import { selectWalletConnectUri, startPairing, type ChainNamespace } from '../../core/index.ts'
import { useModal } from './useModal.ts'
import { useModalState } from './useModalState.ts'

/** What `useWalletConnectUri` returns. */
export type UseWalletConnectUri = {
  /** The `wc:` URI to show as a QR code or hand to a wallet; undefined until the adapter issued one, and once the attempt ended. */
  uri: string | undefined
  /** When the pairing expires (ms since the epoch; SPEC.md §9: 4 minutes after it was issued). */
  expiresAt: number | undefined
  /** It has 10 s or less left (SPEC.md §9): a fresh URI replaces it without any call. */
  expired: boolean
  /** Starts a pairing; resolves once a wallet paired and connected, rejects as `modal.connect` does. */
  start(options?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * The WalletConnect pairing URI for a host's own QR code, with its expiry, renewed as SPEC.md §4
 * says by the modal's pairing epic (the hook keeps no clock). The URI is read from the state by
 * the page itself; `start` loads the own-UI code with the core (core/headless/load.ts).
 *
 * @example
 * const { uri, start } = useWalletConnectUri()
 * return uri ? <MyQr value={uri} /> : <button onClick={() => start()}>Show QR code</button>
 */
export function useWalletConnectUri(): UseWalletConnectUri {
  const modal = useModal()
  const pairing = useModalState(selectWalletConnectUri)
  const start = useCallback((options?: { namespace?: ChainNamespace }) => startPairing(modal, options), [modal])
  return { uri: pairing?.uri, expiresAt: pairing?.expiresAt, expired: pairing?.expired ?? false, start }
}
