/**
 * The few strings the buttons show (ConnectButton, AccountButton, NetworkButton). They live apart
 * from the full catalogue (renderer-react/messages.ts) so a button page loads only these; the
 * catalogue loads with the dialog's chunk (bytes before the first interaction). Hosts
 * still override them through `<ModalProvider messages>` like any other entry.
 */
export type ButtonMessages = {
  connectWallet: string
  connecting: string
  /** The AccountButton while the app's request waits for a wallet on another device (WalletConnect). */
  awaitingWalletApproval: string
  /** Accessible name of the ConnectButton when connected. */
  openAccount: (address: string) => string
  /** Accessible name of the AccountButton when connected. */
  accountButtonLabel: (address: string) => string
  selectNetwork: string
  /** Accessible name of the NetworkButton. */
  networkButtonLabel: (networkName: string | undefined) => string
  unknownNetwork: string
}

/** The English defaults of the buttons' strings (part of the default catalogue). */
export const defaultButtonMessages: ButtonMessages = {
  connectWallet: 'Connect wallet',
  connecting: 'Connecting…',
  awaitingWalletApproval: 'Approve in your wallet',
  openAccount: (address) => `Open account ${address}`,
  accountButtonLabel: (address) => `Account ${address}`,
  selectNetwork: 'Select network',
  networkButtonLabel: (name) => (name ? `Network: ${name}. Change network` : 'Select network'),
  unknownNetwork: 'Unknown network',
}

/**
 * The buttons' strings with a host's `overrides` applied, as `mergeMessages` applies them.
 *
 * @example
 * mergeButtonMessages({ connectWallet: 'Verbinden' }).connectWallet // 'Verbinden'
 * mergeButtonMessages(undefined, spanish).connectWallet // 'Conectar billetera' (a locale's catalogue)
 */
export function mergeButtonMessages(overrides: Partial<ButtonMessages> | undefined, base: ButtonMessages = defaultButtonMessages): ButtonMessages {
  if (!overrides) return base
  const merged: ButtonMessages = { ...base }
  for (const key of Object.keys(merged) as (keyof ButtonMessages)[]) {
    if (key in overrides) (merged as Record<keyof ButtonMessages, unknown>)[key] = overrides[key]
  }
  return merged
}
