import { useEffect, useRef, useState, type ReactNode } from 'react'
import { walletLink } from '../../core/rules/walletLink.ts'
import type { ViewName } from '../../core/types.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { ConnectingExternal } from './ConnectingExternal.tsx'

/** A wallet's links from the wallet list (SPEC.md §3), the URI appended as `wc?uri=`. */
export type WalletLinks = { mobile_link?: string | null | undefined; desktop_link?: string | null | undefined; webapp_link?: string | null | undefined }
/** The wallet picked from the list that this pairing is for. */
export type PairedWallet = WalletLinks & { name: string; image_url?: string | undefined }

const LINK_KEYS = ['mobile_link', 'desktop_link', 'webapp_link'] as const

/**
 * The WalletConnect pairing (SPEC.md §2): the pairing's QR code (the chosen wallet's
 * icon in its middle), a "Copy link" button (`[data-copy-link]`, the URI also in its `data-uri`),
 * the chosen wallet's mobile / desktop / web links; while the adapter creates the pairing a
 * spinner, once it expired a note until the fresh one arrives. On a mobile device the wallet's
 * mobile link opens by itself once the first URI is there (the QR would need a second phone).
 * A failure ('Connection rejected', 'Failed to connect') is ConnectingExternal's, with its Retry.
 */
export function WalletConnectPairing({
  wallet,
  view = 'ConnectingWalletConnect',
  children,
}: {
  wallet?: PairedWallet | undefined
  view?: Extract<ViewName, 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'>
  /** Below the pairing (ConnectingWalletConnectBasic's way to the wallet list). */
  children?: ReactNode
}) {
  const messages = useMessages()
  const pairing = useModalState((state) => (state.status === 'connecting' ? state.pairing : undefined))
  const failed = useModalState((state) => state.connectError !== undefined)
  const isMobile = useModalState((state) => state.env.isMobile)
  const [copied, setCopied] = useState(false)
  const opened = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh pairing URI resets "Copied"; the URI is the trigger, not an input
  useEffect(() => setCopied(false), [pairing?.uri])
  // SPEC.md §4: in Telegram's webview its links are decoded once more (the env `app/initialized` recorded).
  const telegram = useModalState((state) => state.env.telegram !== undefined)
  const links = pairing
    ? LINK_KEYS.flatMap((key) => {
        const base = wallet?.[key]
        const href = base ? walletLink(base, pairing.uri, telegram) : undefined
        return href ? [{ key, href }] : []
      })
    : []
  const mobileHref = links.find((l) => l.key === 'mobile_link')?.href
  useEffect(() => {
    // Once per view: a refreshed URI after expiry does not yank the user to the wallet again.
    if (!isMobile || !mobileHref || opened.current) return
    opened.current = true
    window.open(mobileHref, '_self', 'noreferrer noopener')
  }, [isMobile, mobileHref])
  if (failed) return <ConnectingExternal view={view} />
  const copy = () => {
    if (!pairing) return
    void navigator.clipboard?.writeText(pairing.uri).catch(() => undefined)
    setCopied(true)
  }
  return (
    <ViewRoot view={view}>
      <div className="latch-state" data-walletconnect-pairing aria-busy={pairing ? 'false' : 'true'}>
        {pairing ? (
          <>
            <h3 data-connector-name>{wallet ? messages.continueIn(wallet.name) : messages.pairingScan}</h3>
            <div data-pairing-expired={pairing.expired ? 'true' : 'false'}>
              <QrCode text={pairing.uri} label={messages.pairingQrLabel} icon={wallet ? <Avatar name={wallet.name} src={wallet.image_url} /> : undefined} />
            </div>
            <p className="latch-muted">{pairing.expired ? messages.pairingRefreshing : wallet ? messages.pairingScanWith(wallet.name) : messages.pairingScanBody}</p>
            <button type="button" className="latch-secondary latch-wide" data-copy-link data-uri={pairing.uri} onClick={copy}>
              {copied ? messages.linkCopied : messages.copyLink}
            </button>
            {links.map((link) => (
              <a key={link.key} className="latch-secondary latch-wide" href={link.href} data-wallet-link={link.key} rel="noreferrer noopener">
                {link.key === 'mobile_link' && wallet ? messages.openWallet(wallet.name) : messages.walletLinkNames[link.key]}
              </a>
            ))}
          </>
        ) : (
          <>
            <div className="latch-spinner" role="progressbar" aria-label={messages.loading} />
            <p className="latch-muted">{messages.pairingCreating}</p>
          </>
        )}
        {children}
      </div>
    </ViewRoot>
  )
}
