import { useEffect, useState } from 'react'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { ConnectingExternal } from './ConnectingExternal.tsx'

/** The texts of this view (English; they join messages.ts when the view lands). */
const TEXT = {
  title: 'Scan with your phone',
  body: 'Scan this code with a WalletConnect wallet, or copy the link into it.',
  copy: 'Copy link',
  copied: 'Link copied',
  creating: 'Creating a pairing…',
  refreshing: 'The code expired: a fresh one is on its way…',
  qrLabel: 'WalletConnect QR code',
}

/** A wallet's links from the wallet list (SPEC.md §3), the URI appended as `wc?uri=`. */
export type WalletLinks = { mobile_link?: string | null; desktop_link?: string | null; webapp_link?: string | null }

/**
 * SPEC.md §2 deep link for a wallet: a native scheme (`scheme://wc?uri=`) or a universal link
 * (`https://…/wc?uri=`), the URI encoded once (twice inside Telegram, whose webview decodes once).
 * @example walletLink('metamask://', 'wc:abc@2', false) // 'metamask://wc?uri=wc%3Aabc%402'
 */
export function walletLink(base: string, uri: string, telegram: boolean): string {
  const encoded = telegram ? encodeURIComponent(encodeURIComponent(uri)) : encodeURIComponent(uri)
  const root = base.includes('://') && !base.startsWith('http') ? base.replace(/\/*$/, '//') : base.replace(/\/*$/, '/')
  return `${root}wc?uri=${encoded}`
}

/**
 * ConnectingWalletConnect for the WalletConnect connector (issue 12): the pairing's QR code, a
 * "Copy link" button (`[data-copy-link]`, the URI also in its `data-uri`), the chosen wallet's
 * mobile / desktop / web links; while the adapter creates the pairing a spinner, once it expired
 * a note until the fresh one arrives. A failure ('Connection rejected', 'Failed to connect') is
 * ConnectingExternal's, with its Retry.
 */
export function WalletConnectPairing({ links }: { links?: WalletLinks }) {
  const messages = useMessages()
  const pairing = useModalState((state) => (state.status === 'connecting' ? state.pairing : undefined))
  const failed = useModalState((state) => state.connectError !== undefined)
  const [copied, setCopied] = useState(false)
  useEffect(() => setCopied(false), [pairing?.uri])
  if (failed) return <ConnectingExternal view="ConnectingWalletConnect" />
  const copy = () => {
    if (!pairing) return
    void navigator.clipboard?.writeText(pairing.uri).catch(() => undefined)
    setCopied(true)
  }
  const telegram = typeof window !== 'undefined' && 'TelegramWebviewProxy' in window
  const walletLinks = pairing
    ? (['mobile_link', 'desktop_link', 'webapp_link'] as const).flatMap((key) => {
        const base = links?.[key]
        return base ? [{ key, href: walletLink(base, pairing.uri, telegram) }] : []
      })
    : []
  return (
    <ViewRoot view="ConnectingWalletConnect">
      <div className="latch-state" data-walletconnect-pairing aria-busy={pairing ? 'false' : 'true'}>
        {pairing ? (
          <>
            <h3>{TEXT.title}</h3>
            <div data-pairing-expired={pairing.expired ? 'true' : 'false'}>
              <QrCode text={pairing.uri} label={TEXT.qrLabel} />
            </div>
            <p className="latch-muted">{pairing.expired ? TEXT.refreshing : TEXT.body}</p>
            <button type="button" className="latch-secondary latch-wide" data-copy-link data-uri={pairing.uri} onClick={copy}>
              {copied ? TEXT.copied : TEXT.copy}
            </button>
            {walletLinks.map((link) => (
              <a key={link.key} className="latch-secondary latch-wide" href={link.href} data-wallet-link={link.key} rel="noreferrer">
                {link.key.replace('_link', '')}
              </a>
            ))}
          </>
        ) : (
          <>
            <div className="latch-spinner" role="progressbar" aria-label={messages.loading} />
            <p className="latch-muted">{TEXT.creating}</p>
          </>
        )}
      </div>
    </ViewRoot>
  )
}
