import { useId, useState } from 'react'
import {
  ACCOUNT_TABS,
  type AccountTab,
  type ChainNamespace,
  type ModalState,
  selectCanRegisterName,
  selectCanSeeSmartSessions,
  selectActiveNetwork,
  selectConnections,
  selectWalletFeatures,
  truncateAddress,
  truncateEmail,
} from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar, isSafeImageUrl } from '../components/Avatar.tsx'
import { Icon } from '../components/Icon.tsx'
import { TokensPanel } from '../components/TokensPanel.tsx'
import { ActivityPanel } from '../components/ActivityPanel.tsx'
import { NftsPanel } from '../components/NftsPanel.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { BrandingFooter } from '../components/BrandingFooter.tsx'
import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { selectCanUpdateEmail } from '../../core/selectors/canUpdateEmail.ts'
import { selectSmartAccountNetworks } from '../../core/selectors/smartAccountNetworks.ts'
import { accountTypeSwitchTarget } from '../../core/rules/accountTypeChoice.ts'
import { defaultSwapMessages } from '../swapMessages.ts'
import { defaultNamesMessages } from '../namesMessages.ts'
import { defaultAccountTypeMessages } from '../accountTypeMessages.ts'
import { defaultSmartSessionsMessages } from '../smartSessionsMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

/** Account (SPEC.md §2): address (4…6, SPEC.md §9), network, Send/Receive (SPEC.md §6 flags), the Tokens/NFTs/Activity tabs, disconnect. */
export function Account() {
  const modal = useModal()
  const messages = useMessages()
  const { address, account } = useAccount()
  // The same rules the reducer routes ui/sendClicked and ui/receiveClicked by (core/selectors), in SPEC §9's order.
  const features = useModalState(selectWalletFeatures)
  const network = useModalState(selectActiveNetwork)
  const networkImage = useNetworkImage(network)
  const networkId = useModalState((state) => state.activeCaipNetworkId)
  // SPEC.md §6: the Activity tab shows only with the activity feature.
  const activityOn = useModalState((state) => state.features.activity)
  const tabs: readonly AccountTab[] = activityOn ? ACCOUNT_TABS : ACCOUNT_TABS.filter((t) => t !== 'Activity')
  const chosen = useModalState((state) => state.accountTab)
  const tab = tabs.includes(chosen) ? chosen : 'Tokens'
  // SPEC.md §6: the wallets of this session are managed in ProfileWallets when multiWallet is on.
  const multiWallet = useModalState((state) => state.features.multiWallet)
  // SPEC.md §2 UpdateEmailWallet: only an email login's wallet has an email to move.
  const emailUpdatable = useModalState(selectCanUpdateEmail)
  const connectionCount = useModalState((state) => selectConnections(state).length)
  // SPEC.md §9 names on eip155, through the blockchain service: offered while the account has none.
  const canChooseName = useModalState(selectCanRegisterName)
  // SPEC.md §4: eoa ⇄ smartAccount where the wallet offers the other account here; absent for an injected EOA.
  const typeSwitch = useModalState(selectAccountTypeSwitch)
  const typeMessages = { ...defaultAccountTypeMessages, ...messages.accountType }
  // SPEC.md §6 smartSessions: the sessions the eip155 account granted, through the blockchain service.
  const sessionsOn = useModalState(selectCanSeeSmartSessions)
  const [disconnecting, setDisconnecting] = useState(false)
  const id = useId()
  const networkName = network?.name ?? networkId ?? messages.unknownNetwork

  const copy = (text: string) => {
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return
    clipboard.writeText(text).then(
      () => modal.dispatch(events.snackbar.requested({ message: messages.addressCopied, variant: 'success' })),
      // Denied by the browser: nothing was copied, so nothing is announced.
      () => undefined,
    )
  }

  const disconnect = () => {
    setDisconnecting(true)
    // A failure is shown by the snackbar (the reducer's 'Failed to disconnect'); nothing to rethrow.
    modal.disconnect().then(
      () => setDisconnecting(false),
      () => setDisconnecting(false),
    )
  }

  return (
    <ViewRoot view="Account">
      <div className="latch-profile">
        {/* SPEC.md §3 profileImage / profileName (the identity call): an image only, text only. */}
        {account?.profileImage && isSafeImageUrl(account.profileImage) ? (
          <img className="latch-profile-avatar" data-profile-image src={account.profileImage} alt="" aria-hidden="true" />
        ) : (
          <div className="latch-profile-avatar" aria-hidden="true" />
        )}
        {account?.profileName && (
          <span className="latch-profile-name" data-profile-name>
            {account.profileName}
          </span>
        )}
        <div className="latch-address-row">
          <span className={account?.profileName ? 'latch-address latch-muted latch-small' : 'latch-address'} data-address title={address}>
            {address ? truncateAddress(address) : messages.noAddress}
          </span>
          {address && (
            <button type="button" className="latch-icon-button" data-copy-address aria-label={messages.copyAddress} onClick={() => copy(address)}>
              <Icon name="copy" />
            </button>
          )}
        </div>
        {canChooseName && (
          <button type="button" className="latch-secondary latch-small" data-choose-name onClick={() => modal.dispatch(events.names.viewRequested())}>
            {messages.names?.chooseName ?? defaultNamesMessages.chooseName}
          </button>
        )}
        {typeSwitch && (
          <div className="latch-address-row" data-account-type={typeSwitch.current}>
            <span className="latch-item-tag">{typeMessages.current[typeSwitch.current]}</span>
            <button
              type="button"
              className="latch-secondary latch-small"
              data-account-type-switch={typeSwitch.target}
              onClick={() => modal.dispatch(events.accounts.switchRequested({ namespace: typeSwitch.namespace, accountType: typeSwitch.target }))}
            >
              {typeMessages.switchTo[typeSwitch.target]}
            </button>
          </div>
        )}
        {account?.authName && (
          <span className="latch-muted" data-auth-name title={account.authName}>
            {truncateEmail(account.authName)}
          </span>
        )}
        {emailUpdatable && (
          <button type="button" className="latch-link" data-update-email onClick={() => modal.dispatch(events.embedded.emailChangeRequested())}>
            {messages.updateEmail}
          </button>
        )}
      </div>
      <NavRow data={{ 'data-account-network': '' }} label={messages.networkRowLabel(networkName)} name={networkName} image={networkImage} onClick={() => modal.dispatch(events.ui.networksClicked())} />
      {multiWallet && (
        <NavRow
          data={{ 'data-account-wallets': '' }}
          label={messages.walletsRowLabel(connectionCount)}
          name={messages.viewTitles.ProfileWallets}
          tag={String(connectionCount)}
          onClick={() => modal.dispatch(events.ui.walletsClicked())}
        />
      )}
      {sessionsOn && (
        <NavRow
          data={{ 'data-account-sessions': '' }}
          label={messages.smartSessions?.open ?? defaultSmartSessionsMessages.open}
          name={messages.smartSessions?.open ?? defaultSmartSessionsMessages.open}
          onClick={() => modal.dispatch(events.sessions.viewRequested())}
        />
      )}
      {address && features.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: a fieldset would bring form semantics and its own frame
        <div className="latch-actions" role="group" aria-label={messages.walletActions}>
          {/* SPEC.md §9: onramp, swaps, receive, send, or the configured walletFeaturesOrder. */}
          {features.map((feature) => {
            switch (feature) {
              case 'onramp':
                return (
                  <button key={feature} type="button" className="latch-secondary" data-action="Buy" onClick={() => modal.dispatch(events.onramp.viewRequested())}>
                    {messages.buy?.buy ?? 'Buy'}
                  </button>
                )
              case 'send':
                return (
                  <button key={feature} type="button" className="latch-secondary" data-action="Send" onClick={() => modal.dispatch(events.ui.sendClicked())}>
                    {messages.send}
                  </button>
                )
              case 'swaps':
                return (
                  <button key={feature} type="button" className="latch-secondary" data-action="Swap" onClick={() => modal.dispatch(events.swap.viewRequested())}>
                    {messages.swap?.swap ?? defaultSwapMessages.swap}
                  </button>
                )
              case 'receive':
                return (
                  <button key={feature} type="button" className="latch-secondary" data-action="Receive" onClick={() => modal.dispatch(events.ui.receiveClicked())}>
                    {messages.receive}
                  </button>
                )
            }
            return null
          })}
        </div>
      )}
      <div className="latch-tablist" role="tablist" aria-label={messages.accountTabs}>
        {tabs.map((name) => (
          <button
            type="button"
            role="tab"
            key={name}
            id={`${id}-tab-${name}`}
            className="latch-tab"
            data-tab={name}
            aria-selected={tab === name ? 'true' : 'false'}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => modal.dispatch(events.router.accountTabSelected({ tab: name }))}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
              const i = tabs.indexOf(name)
              const next = tabs[(i + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]
              if (!next) return
              event.preventDefault()
              modal.dispatch(events.router.accountTabSelected({ tab: next }))
              event.currentTarget.ownerDocument.getElementById(`${id}-tab-${next}`)?.focus()
            }}
          >
            {messages.tabs[name]}
          </button>
        ))}
      </div>
      <div className="latch-panel-tokens" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} data-tab-panel={tab}>
        {tab === 'Tokens' ? <TokensPanel account={account} /> : tab === 'NFTs' ? <NftsPanel /> : <ActivityPanel />}
      </div>
      <button type="button" className="latch-secondary" data-disconnect disabled={disconnecting} aria-busy={disconnecting} onClick={disconnect}>
        {disconnecting ? messages.disconnecting : account?.authName ? messages.signOut : messages.disconnect}
      </button>
      <BrandingFooter />
    </ViewRoot>
  )
}

/** A row of Account that opens another view: avatar, name, an optional tag, a chevron. */
function NavRow(props: { data: Record<`data-${string}`, string>; label: string; name: string; image?: string | undefined; tag?: string; onClick(): void }) {
  return (
    <button type="button" className="latch-item" {...props.data} aria-label={props.label} onClick={props.onClick}>
      <Avatar name={props.name} src={props.image} shape="round" />
      <span className="latch-item-name">{props.name}</span>
      {props.tag !== undefined && (
        <span className="latch-item-tag" data-tone="muted">
          {props.tag}
        </span>
      )}
      <Icon name="chevron" />
    </button>
  )
}

type AccountTypeSwitch = { namespace: ChainNamespace; current: 'eoa' | 'smartAccount'; target: 'eoa' | 'smartAccount' }
const switchCache = new WeakMap<object, { networks: readonly string[] | undefined; result: AccountTypeSwitch | undefined }>()

/** The active account's type and the one it may switch to (the rule of core/rules/accountTypeChoice.ts, read from the state). */
function selectAccountTypeSwitch(state: ModalState): AccountTypeSwitch | undefined {
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  if (!namespace || !account || account.status !== 'connected' || !account.user) return undefined
  const networks = selectSmartAccountNetworks(state, namespace)
  const cached = switchCache.get(account)
  if (cached && cached.networks === networks) return cached.result
  // The target is the other of eoa and smartAccount: the current one is its opposite.
  const target = accountTypeSwitchTarget(account, networks)
  const result: AccountTypeSwitch | undefined = target ? { namespace, current: target === 'eoa' ? 'smartAccount' : 'eoa', target } : undefined
  switchCache.set(account, { networks, result })
  return result
}
