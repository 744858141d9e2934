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
export { usePay, type PayInfo } from './hooks/usePay.ts'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo.ts'
export { useModalEvents } from './hooks/useModalEvents.ts'
export { useProvider } from './hooks/useProvider.ts'
export { useSolanaSigner } from './hooks/useSolanaSigner.ts'
export { ConnectButton } from './components/ConnectButton.tsx'
export { AccountButton } from './components/AccountButton.tsx'
export { NetworkButton } from './components/NetworkButton.tsx'
export { WalletButton, type WalletButtonProps, type WalletButtonRenderProps } from './components/WalletButton.tsx'
// A host's own UI (API.md "Own UI"): the modal's state and flows without its dialog.
export { useWallets, type UseWallets } from './hooks/useWallets.ts'
export { useWalletConnectUri, type UseWalletConnectUri } from './hooks/useWalletConnectUri.ts'
export { useConnect, type UseConnect } from './hooks/useConnect.ts'
export { mountModal } from './mountModal.tsx'
export { initialState, type InitialState } from './initialState.ts'
export type { Prefetch } from './components/ModalRoot.tsx'
export type { Messages, MessageOverrides } from './messages.ts'
