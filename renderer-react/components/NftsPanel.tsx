import { selectNfts } from '../../core/index.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Avatar } from './Avatar.tsx'

/**
 * The Account view's NFTs tab: a grid of the account's NFTs on its network (preview,
 * name, collection); loading, empty and failure states. Names are text, previews `<img src>` only
 * (an SVG preview in an image cannot run script), never markup.
 */
export function NftsPanel() {
  const messages = useMessages()
  const namespace = useModalState((state) => state.activeNamespace)
  const view = useModalState(selectNfts)
  if (namespace !== 'eip155')
    return (
      <p className="latch-muted latch-center" data-nfts="unsupported">
        {messages.nfts.unsupported}
      </p>
    )
  if (view.status === 'unavailable')
    return (
      <p className="latch-muted latch-center" data-nfts="unavailable">
        {messages.nfts.unavailable}
      </p>
    )
  if (view.status === 'loading' || view.status === 'idle') {
    return (
      <div className="latch-nft-grid" data-nfts="loading" role="status" aria-busy="true" aria-label={messages.nfts.loading}>
        {[0, 1, 2].map((i) => (
          <div className="latch-skeleton-tile" key={i} aria-hidden="true">
            <span className="latch-skeleton latch-skeleton-avatar" />
            <span className="latch-skeleton latch-skeleton-name" />
          </div>
        ))}
      </div>
    )
  }
  if (view.status === 'failure')
    return (
      <p className="latch-muted latch-center" data-nfts="failure">
        {messages.nfts.failed}
      </p>
    )
  if (view.nfts.length === 0)
    return (
      <p className="latch-muted latch-center" data-nfts="empty">
        {messages.nfts.empty}
      </p>
    )
  return (
    <ul className="latch-nft-grid" data-nfts="success" aria-label={messages.nfts.list}>
      {view.nfts.map((nft) => (
        <li className="latch-nft" key={`${nft.chainId}/${nft.contract}/${nft.tokenId}`} data-nft={`${nft.contract}/${nft.tokenId}`}>
          <Avatar name={nft.name} src={nft.preview?.url} />
          <span className="latch-item-name" data-nft-name title={nft.name}>
            {nft.name}
          </span>
          <span className="latch-muted latch-small" data-nft-collection>
            {nft.collection.name}
          </span>
        </li>
      ))}
    </ul>
  )
}
