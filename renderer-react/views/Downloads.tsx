import { Avatar } from '../components/Avatar.tsx'
import { Icon } from '../components/Icon.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useViewDataString } from '../hooks/useViewDataString.ts'

const LINKS = ['chrome_store', 'homepage', 'app_store', 'play_store'] as const

/**
 * Downloads (`{ walletId }`): a listed wallet that is not installed in this browser. Until
 * WalletConnect pairing lands (no "not available yet" panel by default) the step that
 * works is installing it: the wallet list's download links, http(s) only, open in a new tab.
 */
export function Downloads() {
  const messages = useMessages()
  const walletId = useViewDataString('walletId')
  const wallet = useModalState((state) => (state.wallets.selected?.id === walletId ? state.wallets.selected : undefined))
  const name = wallet?.name ?? messages.unknownWallet
  const image = useModalState((state) => (wallet?.image_id ? state.wallets.images[wallet.image_id] : undefined))
  const links = LINKS.flatMap((key) => {
    const href = wallet?.[key]
    return href && /^https?:\/\//i.test(href) ? [{ key, href }] : []
  })
  return (
    <ViewRoot view="Downloads">
      <div className="latch-state" data-wallet-not-installed={walletId}>
        <Avatar name={name} src={wallet?.image_url ?? image} />
        <h3 data-connector-name>{messages.notInstalledTitle(name)}</h3>
        <p className="latch-muted">{messages.notInstalledBody(name)}</p>
      </div>
      {links.length > 0 ? (
        <ul className="latch-list">
          {links.map(({ key, href }) => (
            <li key={key}>
              <a className="latch-item" data-download={key} href={href} target="_blank" rel="noopener noreferrer">
                <span className="latch-item-name">{messages.downloadLinks[key]}</span>
                <Icon name="external" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="latch-muted latch-center">{messages.noDownloadLinks}</p>
      )}
    </ViewRoot>
  )
}
