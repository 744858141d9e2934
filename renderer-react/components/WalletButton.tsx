import { useCallback, useEffect, useMemo, type ReactNode } from 'react'
import { connectWallet, resolveConnectFlow, selectConnectProgress, type ChainNamespace, type ConnectStep, type Modal, type ModalState, type SocialProvider } from '../../core/index.ts'
import { SOCIAL_PROVIDERS } from '../../core/types.ts'
import { findListedWallet, rememberListedWallet } from '../../core/headless/connect.ts'
import { useButtonMessages } from '../hooks/useButtonMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Avatar } from './Avatar.tsx'
import { useButtonTheme } from './buttonStyle.ts'

/** Props of `<WalletButton>` and `<WalletButton.Custom>`. */
export type WalletButtonProps = {
  /** A connector id (`'dev.latch.wallet'`), a listed wallet's id, `'walletConnect'`, `'email'` or a social provider (`'google'`, …). */
  wallet: string
  /** The namespace to connect on (default: the one the wallet is on, the active one first). */
  namespace?: ChainNamespace
}

/** What `<WalletButton.Custom>` hands its render function. */
export type WalletButtonRenderProps = {
  /** The wallet's name and icon, as the lists show them; `name` is the `wallet` prop while unknown. */
  wallet: { id: string; name: string; icon?: string }
  /** The wallet is known here (a connector, a listed wallet, a configured flow): `connect` can start. */
  ready: boolean
  connected: boolean
  /** A flow for this wallet is under way (see `step`). */
  connecting: boolean
  step: ConnectStep
  /** SPEC.md §8 code of the last failure. */
  error: string | undefined
  /** Connects straight to this wallet; the modal opens only where a step needs it (QR, email code). */
  connect(): void
}

const SOCIAL_NAMES: Record<SocialProvider, string> = { google: 'Google', x: 'X', farcaster: 'Farcaster', discord: 'Discord', apple: 'Apple', github: 'GitHub', facebook: 'Facebook' }
const isSocial = (id: string): id is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(id)

/** The wallet's name and icon on this state, as strings (so the button re-renders only when they change). */
function nameOf(state: ModalState, wallet: string): string {
  if (wallet === 'email') return 'Email'
  if (isSocial(wallet)) return SOCIAL_NAMES[wallet]
  const connector = state.connectors.find((c) => c.id === wallet || (wallet === 'walletConnect' && c.type === 'WALLET_CONNECT'))
  if (connector) return connector.name
  return findListedWallet(state, wallet)?.name ?? wallet
}

function iconOf(state: ModalState, wallet: string): string | undefined {
  if (isSocial(wallet)) return state.assetImages[wallet]
  const connector = state.connectors.find((c) => c.id === wallet)
  if (connector) return connector.imageUrl ?? connector.info?.icon
  return findListedWallet(state, wallet)?.image_url
}

/**
 * Starts `wallet`'s flow without the modal's list (API.md `<WalletButton>`). An installed wallet
 * and a social login need no modal (the wallet's prompt, the popup); a WalletConnect pairing opens
 * the modal on its QR (a listed wallet's, with its icon and links), email opens it on EmailLogin.
 * Every step is an intent or a facade call, so the log replays as the modal's own would.
 */
function start(modal: Modal, wallet: string, namespace: ChainNamespace | undefined): void {
  const state = modal.getState()
  const flow = resolveConnectFlow(state, wallet, namespace)
  if (!flow) return
  const ns = namespace ? { namespace } : {}
  if (flow.kind === 'email') {
    modal.open({ view: 'EmailLogin', ...ns })
    return
  }
  if (flow.kind === 'wallet' && flow.walletConnect) {
    modal.open({ namespace: flow.namespace })
    const listed = state.connectors.some((c) => c.id === wallet) || wallet === 'walletConnect' ? undefined : wallet
    if (listed) {
      // As choosing it on Connect does: remembered, then its QR (SPEC.md §2 ConnectingWalletConnect).
      rememberListedWallet(modal, findListedWallet(state, listed))
      modal.dispatch({ type: 'ui/walletChosen', walletId: listed })
      return
    }
    modal.connect(flow.connectorId, flow.namespace).catch(() => undefined)
    return
  }
  // The outcome (connected, or the §8 error) arrives as state.
  connectWallet(modal, wallet, ns).catch(() => undefined)
}

function useWalletButton(wallet: string, namespace: ChainNamespace | undefined): WalletButtonRenderProps {
  const modal = useModal()
  // The core early: a social popup must open within the click's gesture.
  useEffect(() => {
    modal.load().catch(() => undefined)
  }, [modal])
  const name = useModalState(useCallback((state: ModalState) => nameOf(state, wallet), [wallet]))
  const icon = useModalState(useCallback((state: ModalState) => iconOf(state, wallet), [wallet]))
  const ready = useModalState(useCallback((state: ModalState) => resolveConnectFlow(state, wallet, namespace) !== undefined, [wallet, namespace]))
  const step = useModalState(useCallback((state: ModalState) => selectConnectProgress(state, resolveConnectFlow(state, wallet, namespace)).step, [wallet, namespace]))
  const error = useModalState(useCallback((state: ModalState) => selectConnectProgress(state, resolveConnectFlow(state, wallet, namespace)).error, [wallet, namespace]))
  const connect = useCallback(() => start(modal, wallet, namespace), [modal, wallet, namespace])
  return useMemo(
    () => ({
      wallet: { id: wallet, name, ...(icon ? { icon } : {}) },
      ready,
      connected: step === 'connected',
      connecting: step !== 'idle' && step !== 'connected' && step !== 'failed',
      step,
      error,
      connect,
    }),
    [wallet, name, icon, ready, step, error, connect],
  )
}

/**
 * `<WalletButton.Custom wallet="…">{(props) => …}</WalletButton.Custom>`: the wallet button's
 * state and action for a host's own markup (as RainbowKit's `WalletButton.Custom`).
 *
 * @example
 * <WalletButton.Custom wallet="dev.latch.wallet">
 *   {({ wallet, connect, connecting }) => <button disabled={connecting} onClick={connect}>{wallet.name}</button>}
 * </WalletButton.Custom>
 */
function WalletButtonCustom({ wallet, namespace, children }: WalletButtonProps & { children: (props: WalletButtonRenderProps) => ReactNode }) {
  return <>{children(useWalletButton(wallet, namespace))}</>
}

/**
 * One button for one wallet (API.md): connects straight to it, without the modal's list; the
 * modal appears only where a step needs it (a QR code, the email code).
 *
 * @example
 * <WalletButton wallet="dev.latch.wallet" />
 * <WalletButton wallet="walletConnect" namespace="solana" />
 * <WalletButton wallet="google" />
 */
export function WalletButton({ wallet, namespace }: WalletButtonProps) {
  const props = useWalletButton(wallet, namespace)
  const messages = useButtonMessages()
  const { style, themeMode } = useButtonTheme()
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-wallet-button={wallet}
      data-step={props.step}
      data-theme={themeMode}
      data-variant="neutral"
      aria-busy={props.connecting ? 'true' : undefined}
      aria-disabled={props.ready ? undefined : 'true'}
      style={style}
      onClick={() => props.ready && !props.connecting && props.connect()}
    >
      <Avatar name={props.wallet.name} src={props.wallet.icon} />
      {props.connecting ? `${props.wallet.name} — ${props.step === 'approveInWallet' ? messages.awaitingWalletApproval : messages.connecting}` : props.wallet.name}
    </button>
  )
}

WalletButton.Custom = WalletButtonCustom
