import { DEFAULT_FEATURES } from '../rules/features.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'
import type { ModalConfig, ModalState } from './state.ts'
import type { WalletsState } from './walletsState.ts'

/*
 * The first state, apart from the state's schemas (core/reducers/state.ts): the deferred modal
 * (core/deferredModal.ts) builds its state before the core loads from this alone.
 */

export const initialWallets: WalletsState = {
  recommended: { status: 'idle', wallets: [] },
  featured: { status: 'idle', wallets: [] },
  all: { status: 'idle', wallets: [], count: 0, nextPage: 1 },
  search: { query: '', status: 'idle', results: [] },
  recent: [],
  images: {},
}

export const DEFAULT_CONFIG: ModalConfig = {
  projectId: '',
  networks: [],
  adapters: [],
  features: {},
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  embedded: false,
  manualControl: false,
}

/** Deep-frozen: every state is, the first one too. */
export const initialState: ModalState = freezeDeep({
  open: false,
  view: 'Connect',
  history: ['Connect'],
  transition: 'next',
  accountTab: 'Tokens',
  status: 'disconnected',
  accounts: {},
  connections: {},
  connectors: [],
  themeMode: 'dark',
  theme: {},
  loading: false,
  shake: false,
  features: DEFAULT_FEATURES,
  config: DEFAULT_CONFIG,
  env: { isMobile: false },
  wallets: initialWallets,
  assetImages: {},
  send: { status: 'idle' },
} satisfies ModalState as ModalState)
