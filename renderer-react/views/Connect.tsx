import { Fragment, useState } from 'react'
import { EmailInput } from '../components/EmailInput.tsx'
import { selectConnectMethods, selectConnectWallets, selectLegalBlocked, selectSocialProviders, type ConnectMethod, type ConnectorInfo, type SocialProvider } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { Icon } from '../components/Icon.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { SiwxProblemNotice } from '../components/SiwxProblemNotice.tsx'
import { LegalConsent } from '../components/LegalConsent.tsx'
import { BrandingFooter } from '../components/BrandingFooter.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useVirtualRows } from '../hooks/useVirtualRows.ts'
import { useChooseWallet } from './AllWallets.tsx'

/**
 * Connect (SPEC.md §2): the connect methods in `selectConnectMethods` order. SPEC.md §6 flags:
 * `legalCheckbox` disables every method (a disabled fieldset: greyed, out of the tab order) until
 * the consent is ticked; `collapseWallets` folds the wallet list into one row that opens it
 * (Connect again with `{ wallets: true }`, showing the wallet method alone); `reownBranding` adds
 * the footer mark.
 */
export function Connect() {
  const messages = useMessages()
  const methods = useModalState(selectConnectMethods)
  const blocked = useModalState(selectLegalBlocked)
  const walletsOnly = useModalState((state) => isWalletListData(state.viewData))
  const collapsed = useModalState((state) => state.features.collapseWallets) && !walletsOnly
  const shown: ConnectMethod[] = walletsOnly ? ['wallet'] : methods
  return (
    <ViewRoot view="Connect" label={messages.connectMethodsLabel}>
      <SiwxProblemNotice />
      <LegalConsent />
      <fieldset className="latch-methods" disabled={blocked} data-blocked={blocked ? 'true' : undefined}>
        {shown.map((method, i) => (
          <Fragment key={method}>
            {i > 0 && (
              <div className="latch-divider" aria-hidden="true">
                {messages.or}
              </div>
            )}
            {method === 'wallet' && collapsed ? <WalletListRow /> : <MethodSection method={method} />}
          </Fragment>
        ))}
      </fieldset>
      <BrandingFooter />
    </ViewRoot>
  )
}

/** Connect opened by "Continue with a wallet" (core/reducers/ui.ts `walletListClicked`). */
function isWalletListData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { wallets?: unknown }).wallets === true
}

/** SPEC.md §6 `collapseWallets`: one row in place of the wallet list. */
function WalletListRow() {
  const modal = useModal()
  const messages = useMessages()
  return (
    <section className="latch-section" data-connect-method="wallet" aria-label={messages.wallets}>
      <button type="button" className="latch-item" data-wallet-list onClick={() => modal.dispatch(events.ui.walletListClicked())}>
        <span className="latch-avatar" aria-hidden="true">
          <Icon name="grid" />
        </span>
        <span className="latch-item-name">{messages.continueWithWallet}</span>
        <Icon name="chevron" />
      </button>
    </section>
  )
}

function MethodSection({ method }: { method: ConnectMethod }) {
  switch (method) {
    case 'email':
      return <EmailSection />
    case 'social':
      return <SocialSection />
    case 'wallet':
      return <WalletSection />
  }
}

function EmailSection() {
  const modal = useModal()
  const messages = useMessages()
  const [email, setEmail] = useState('')
  return (
    <form
      className="latch-section"
      data-connect-method="email"
      aria-label={messages.email}
      onSubmit={(event) => {
        event.preventDefault()
        // The address travels as personal data (a keyed token in an exported log); an
        // empty form only opens EmailLogin.
        const trimmed = email.trim()
        modal.dispatch(events.ui.emailSubmitted(trimmed ? { email: trimmed } : {}))
      }}
    >
      <div className="latch-input-row">
        <EmailInput value={email} onChange={setEmail} />
        <button type="submit" className="latch-icon-button" aria-label={messages.continueWithEmail}>
          <Icon name="arrow" />
        </button>
      </div>
    </form>
  )
}

/** The first provider as a full row; then up to three more, and a button revealing the rest. */
function SocialSection() {
  const modal = useModal()
  const messages = useMessages()
  // SPEC.md §5: inside Telegram, the providers it filters out are not offered.
  const socials = useModalState(selectSocialProviders)
  // Provider icons are asset images of the wallet-list service, by provider id (assetImagesEpic).
  const icons = useModalState((state) => state.assetImages)
  const [expanded, setExpanded] = useState(false)
  if (socials.length === 0) return null
  const [first, ...rest] = socials
  const collapsed = !expanded && rest.length > 4
  const shown = collapsed ? rest.slice(0, 3) : rest
  const choose = (provider: SocialProvider) => modal.dispatch(events.ui.socialChosen({ provider }))
  return (
    <section className="latch-section" data-connect-method="social" aria-label={messages.socials}>
      {first && (
        <button type="button" className="latch-item" data-social={first} onClick={() => choose(first)}>
          <Avatar name={messages.socialNames[first]} src={icons[first]} />
          <span className="latch-item-name">{messages.continueWith(messages.socialNames[first])}</span>
        </button>
      )}
      {rest.length > 0 && (
        <div className="latch-socials" data-collapsed={collapsed ? 'true' : undefined}>
          {shown.map((provider) => (
            <button type="button" key={provider} className="latch-social" data-social={provider} aria-label={messages.continueWith(messages.socialNames[provider])} onClick={() => choose(provider)}>
              {icons[provider] ? <img className="latch-social-icon" src={icons[provider]} alt="" aria-hidden="true" /> : messages.socialNames[provider]}
            </button>
          ))}
          {collapsed && (
            <button type="button" className="latch-social" aria-label={messages.moreSocials} aria-expanded="false" onClick={() => setExpanded(true)}>
              <Icon name="more" />
            </button>
          )}
        </div>
      )}
    </section>
  )
}

/** Rows of the wallet list have one height (.latch-item's 56 px), gap 8 (.latch-list), so it can be windowed. */
const ROW_HEIGHT = 56
const LIST_GAP = 8
const ROW_PITCH = ROW_HEIGHT + LIST_GAP
const OVERSCAN_ROWS = 4
const rowStyle = { height: ROW_HEIGHT, flex: 'none' } as const

/** The wallet method: connectors and listed wallets in SPEC.md §9 connector order, then All wallets. */
function WalletSection() {
  const modal = useModal()
  const messages = useMessages()
  const items = useModalState(selectConnectWallets)
  const allWallets = useModalState((state) => state.features.allWallets)
  const chooseWallet = useChooseWallet()
  // Connecting opens the connector's connecting view (the reducer); errors live in the state.
  const chooseConnector = (connector: ConnectorInfo) => void modal.connect(connector.id, connector.chain).catch(() => {})
  // A page may announce 1,000 providers — only the rows in view (and a margin) are in
  // the DOM; spacers stand for the others, so All wallets stays last and the scroll height true.
  const rows = useVirtualRows({ rows: items.length, rowPitch: ROW_PITCH, overscan: OVERSCAN_ROWS })
  const spacer = (rowCount: number) => (rowCount > 0 ? <li aria-hidden="true" style={{ height: rowCount * ROW_PITCH - LIST_GAP, flex: 'none' }} /> : null)
  return (
    <section className="latch-section" data-connect-method="wallet" aria-label={messages.wallets}>
      <ul className="latch-list" ref={rows.ref} data-wallet-count={items.length}>
        {spacer(rows.start)}
        {items.slice(rows.start, rows.end).map((item) =>
          item.kind === 'connector' ? (
            <li key={`${item.group}:${item.id}:${item.chains.join(',')}`} style={rowStyle}>
              <button type="button" className="latch-item" data-wallet-id={item.id} data-chains={item.chains.join(' ')} onClick={() => chooseConnector(item.connector)}>
                <Avatar name={item.connector.name} src={item.connector.imageUrl ?? item.connector.info?.icon} />
                <span className="latch-item-name">{item.connector.name}</span>
                {item.group === 'injected' && <span className="latch-item-tag">{messages.walletInstalled}</span>}
              </button>
            </li>
          ) : (
            <li key={`${item.group}:${item.wallet.id}`} style={rowStyle}>
              <button type="button" className="latch-item" data-wallet-id={item.wallet.id} data-wallet-group={item.group} onClick={() => chooseWallet(item.wallet)}>
                <Avatar name={item.wallet.name} src={item.wallet.image_url} />
                <span className="latch-item-name">{item.wallet.name}</span>
                {item.group === 'recent' && (
                  <span className="latch-item-tag" data-tone="muted">
                    {messages.walletRecent}
                  </span>
                )}
              </button>
            </li>
          ),
        )}
        {spacer(items.length - rows.end)}
        {allWallets && (
          <li>
            <button type="button" className="latch-item" data-all-wallets onClick={() => modal.dispatch(events.ui.allWalletsClicked())}>
              <span className="latch-avatar" aria-hidden="true">
                <Icon name="grid" />
              </span>
              <span className="latch-item-name">{messages.allWallets}</span>
              <Icon name="chevron" />
            </button>
          </li>
        )}
      </ul>
      {items.length === 0 && !allWallets && <p className="latch-muted latch-center">{messages.noWallets}</p>}
    </section>
  )
}
