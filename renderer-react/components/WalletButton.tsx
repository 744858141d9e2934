import { useCallback, useMemo, type ReactNode } from 'react'
import type { ChainNamespace, ConnectStep, ModalState, SocialProvider } from '../../core/index.ts'
import { SOCIAL_PROVIDERS } from '../../core/types.ts'
import { isRtl } from '../locales/resolveLocale.ts'
import type { Messages } from '../messages.ts'
import { useButtonMessages } from '../hooks/useButtonMessages.ts'
import { runHeadless } from '../../core/headless/load.ts'
import { useHeadless } from '../hooks/useHeadless.ts'
import { useLatchContext } from '../hooks/useLatchContext.ts'
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
  /** The wallet's name and icon, as the lists show them (email's and a social provider's in the modal's language); `name` is the `wallet` prop while unknown. */
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

/** The modal's words the WalletButton shows for email and the socials: the views' own entries (Connect, EmailLogin). */
type Words = Pick<Messages, 'email' | 'continueWithEmail' | 'continueWith' | 'socialNames'>

/**
 * English's entries (locales/en.ts; locales.test.ts keeps them equal): a button page has them
 * before English's catalogue, which comes with the dialog. Another language's catalogue is
 * loaded as the provider mounts (ModalProvider.tsx), as the other buttons' words are.
 */
const ENGLISH: Words = {
  email: 'Email',
  continueWithEmail: 'Continue with email',
  continueWith: (provider) => `Continue with ${provider}`,
  socialNames: { google: 'Google', x: 'X', farcaster: 'Farcaster', discord: 'Discord', apple: 'Apple', github: 'GitHub', facebook: 'Facebook' },
}

const isSocial = (id: string): id is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(id)

/** The words in the provider's language, with the host's `messages` over them (as `useMessages` merges them for the views). */
function useWords(): Words {
  const { catalogue, overrides } = useLatchContext()
  return useMemo(() => {
    const base = catalogue ?? ENGLISH
    if (!overrides) return base
    return {
      email: overrides.email ?? base.email,
      continueWithEmail: overrides.continueWithEmail ?? base.continueWithEmail,
      continueWith: overrides.continueWith ?? base.continueWith,
      socialNames: { ...base.socialNames, ...overrides.socialNames },
    }
  }, [catalogue, overrides])
}

/** Email's and a social provider's name and label in the modal's language; undefined for a wallet (the state names it). */
function flowWords(words: Words, wallet: string): { name: string; label: string } | undefined {
  if (wallet === 'email') return { name: words.email, label: words.continueWithEmail }
  if (!isSocial(wallet)) return undefined
  const name = words.socialNames[wallet]
  return { name, label: words.continueWith(name) }
}

/**
 * The button's state. Its reading of the state and its click load with the modal's core (at mount,
 * so a social popup opens within the click), in the own-UI chunk (core/headless/walletButton.ts);
 * until both are in it is a not-yet-ready button with its name.
 */
function useWalletButton(wallet: string, namespace: ChainNamespace | undefined, name: string | undefined): WalletButtonRenderProps {
  const { modal } = useLatchContext()
  const impl = useHeadless()
  // Until the own-UI code is in: named by `name` or the prop, not ready, idle.
  const read = useModalState(useCallback((state: ModalState) => impl?.walletButtonState(state, wallet, namespace), [impl, wallet, namespace]))
  const connect = useCallback(() => runHeadless((loaded) => loaded.startWalletButton(modal, wallet, namespace)), [modal, wallet, namespace])
  const icon = read?.icon
  const step = read?.step ?? 'idle'
  return useMemo(
    () => ({
      wallet: { id: wallet, name: name ?? read?.name ?? wallet, ...(icon ? { icon } : {}) },
      ready: read?.ready ?? false,
      connected: step === 'connected',
      connecting: step !== 'idle' && step !== 'connected' && step !== 'failed',
      step,
      error: read?.error,
      connect,
    }),
    [wallet, name, read, icon, step, connect],
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
  const words = flowWords(useWords(), wallet)
  return <>{children(useWalletButton(wallet, namespace, words?.name))}</>
}

/**
 * One button for one wallet (API.md): connects straight to it, without the modal's list; the
 * modal appears only where a step needs it (a QR code, the email code). Email and a social
 * provider read as the modal's Connect view words them, in its language ("Continue with Google").
 *
 * @example
 * <WalletButton wallet="dev.latch.wallet" />
 * <WalletButton wallet="walletConnect" namespace="solana" />
 * <WalletButton wallet="google" />
 */
export function WalletButton({ wallet, namespace }: WalletButtonProps) {
  const words = flowWords(useWords(), wallet)
  const props = useWalletButton(wallet, namespace, words?.name)
  const messages = useButtonMessages()
  const { locale } = useLatchContext()
  const { style, themeMode } = useButtonTheme()
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-wallet-button={wallet}
      data-step={props.step}
      data-theme={themeMode}
      data-variant="neutral"
      // A right-to-left language reads so on a left-to-right page too, as the dialog does (Dialog.tsx).
      dir={isRtl(locale) ? 'rtl' : undefined}
      aria-busy={props.connecting ? 'true' : undefined}
      aria-disabled={props.ready ? undefined : 'true'}
      style={style}
      onClick={() => props.ready && !props.connecting && props.connect()}
    >
      <Avatar name={props.wallet.name} src={props.wallet.icon} />
      {props.connecting ? `${props.wallet.name} — ${props.step === 'approveInWallet' ? messages.awaitingWalletApproval : messages.connecting}` : (words?.label ?? props.wallet.name)}
    </button>
  )
}

WalletButton.Custom = WalletButtonCustom
