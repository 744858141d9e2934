/**
 * `latch/react` — the React renderer: the provider (which renders the modal), hooks, buttons,
 * and `mountModal` for hosts without React. Depends on the public `latch` facade only.
 */
// Chunk grouping: every entry reaches the whole core, so the build emits one core
// chunk rather than one per combination of entries and lazy chunks (test/sizeBudget.test.ts).
import '../core/index.ts'
export { ModalProvider, type ModalProviderProps } from './ModalProvider.tsx'
export { useModal } from './hooks/useModal.ts'
export { useModalState } from './hooks/useModalState.ts'
export { useAccount, type AccountInfo } from './hooks/useAccount.ts'
export { useNetwork, type NetworkInfo } from './hooks/useNetwork.ts'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo.ts'
export { useModalEvents } from './hooks/useModalEvents.ts'
export { useProvider } from './hooks/useProvider.ts'
export { useSolanaSigner } from './hooks/useSolanaSigner.ts'
export { ConnectButton } from './components/ConnectButton.tsx'
export { AccountButton } from './components/AccountButton.tsx'
export { NetworkButton } from './components/NetworkButton.tsx'
export { mountModal } from './mountModal.tsx'
export type { Prefetch } from './components/ModalRoot.tsx'
export type { Messages, MessageOverrides } from './messages.ts'
