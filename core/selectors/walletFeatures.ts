import type { ModalState } from '../reducers/state.ts'
import { walletFeatureOrder, type WalletFeature } from '../rules/walletFeatureOrder.ts'
import { selectCanReceive, selectCanSend } from './accountActions.ts'
import { selectCanBuy } from './onramp.ts'
import { selectCanSwap } from './swap.ts'

const NONE: readonly WalletFeature[] = []
/** Per state object (no module-level slot two modals would share). */
const cache = new WeakMap<ModalState, readonly WalletFeature[]>()

/**
 * The wallet features Account offers, in order (SPEC.md §9 default onramp, swaps, receive, send, or
 * the configured `walletFeaturesOrder`); each only where its flag is on and it can run here.
 */
export function selectWalletFeatures(state: ModalState): readonly WalletFeature[] {
  let features = cache.get(state)
  if (!features) {
    const can: Record<WalletFeature, boolean> = {
      onramp: selectCanBuy(state),
      swaps: selectCanSwap(state),
      receive: selectCanReceive(state),
      send: selectCanSend(state),
    }
    const ordered = walletFeatureOrder(state.config.walletFeaturesOrder, (feature) => can[feature])
    features = ordered.length ? ordered : NONE
    cache.set(state, features)
  }
  return features
}
