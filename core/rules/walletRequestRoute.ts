// The allowlist's code is the RPC client's (a lazy chunk); so is this routing: it loads with the app's first request.
import { isReadOnlyRpcMethod, needsApproval } from '../clients/rpcAllowlist.ts'

/**
 * Where an app's provider request goes (API.md `getProvider`, SPEC.md §5–§6):
 * - `state`: what the modal knows itself (the connected accounts, the chain), answered at once;
 * - `read`: SPEC.md §6 safe methods, through Latch's RPC transport on the active network;
 * - `wallet`: SPEC.md §6 methods needing the user's approval, and the EIP-5792 wallet methods
 *   only the wallet can answer (capabilities, a bundle's status), to the connected wallet;
 * - `accounts`: `eth_requestAccounts` — the accounts, or the modal opened to connect;
 * - `switch`: `wallet_switchEthereumChain` / `wallet_addEthereumChain`, the modal's own switch;
 * - `refused`: neither list — 'Requested RPC call is not allowed' (4200) before the wallet is asked.
 *
 * @example
 * walletRequestRoute('eth_call') // 'read'
 * walletRequestRoute('eth_sign') // 'refused'
 */
export type WalletRequestRoute = 'state' | 'read' | 'wallet' | 'accounts' | 'switch' | 'refused'

/** EIP-5792 methods that read the wallet's own knowledge, not the chain's. */
const WALLET_READS: ReadonlySet<string> = new Set(['wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_showCallsStatus'])
const STATE: ReadonlySet<string> = new Set(['eth_accounts', 'eth_chainId'])
const SWITCH: ReadonlySet<string> = new Set(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])

export function walletRequestRoute(method: string): WalletRequestRoute {
  if (STATE.has(method)) return 'state'
  if (method === 'eth_requestAccounts') return 'accounts'
  if (SWITCH.has(method)) return 'switch'
  if (needsApproval(method) || WALLET_READS.has(method)) return 'wallet'
  if (isReadOnlyRpcMethod(method)) return 'read'
  return 'refused'
}
