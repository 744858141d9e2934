import { inTelegram, type TelegramWindowLike } from '../../core/rules/telegram.ts'
import type { Session } from './client.ts'

/** SPEC.md §4: Telegram's webview, or Safari on iOS. */
export function reusesPairings(win: { navigator?: { userAgent?: string } } & Record<string, unknown> = globalThis as never): boolean {
  if (inTelegram(win as TelegramWindowLike)) return true
  const ua = win.navigator?.userAgent ?? ''
  return /iPhone|iPad|iPod/.test(ua) && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}

/** SPEC.md §6 methods that need the user's approval: the wallet prompts for them. */
export const APPROVAL = /^(personal_sign|eth_signTypedData_v4|eth_sendTransaction|wallet_sendCalls|wallet_grantPermissions|wallet_revokePermissions|eth_sendUserOperation|solana_sign)/

/** What `openWalletApp` uses of the page. */
export type WalletAppWindow = { navigator?: { userAgent?: string; maxTouchPoints?: number }; open?(url: string, target: string, features: string): unknown }

/**
 * On a phone, opens the connected wallet's app for a request it must approve: the link the wallet
 * published in its session metadata (`redirect.native`, else `redirect.universal`), as AppKit does.
 * On a desktop the wallet is on the user's phone already; nothing opens.
 *
 * @example
 * openWalletApp(session, window) // window.open('metamask://', '_self', …) on a phone
 */
export function openWalletApp(session: Session, win: WalletAppWindow | undefined = globalThis as never): boolean {
  if (!/Android|iPhone|iPad|iPod|Mobile/i.test(win?.navigator?.userAgent ?? '')) return false
  const redirect = (session.peer?.metadata as { redirect?: { native?: string; universal?: string } } | undefined)?.redirect
  const link = redirect?.native || redirect?.universal
  if (!link || !/^[a-z][a-z0-9+.-]*:/i.test(link) || /^(javascript|data|vbscript):/i.test(link)) return false
  win?.open?.(link, '_self', 'noreferrer noopener')
  return true
}
