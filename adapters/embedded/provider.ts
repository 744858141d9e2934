/**
 * The embedded wallet as an EIP-1193 provider over the secure-site frame, so the eip155
 * adapter serves it like any wallet (Account, balance, send). SPEC.md §5/§6: a method outside the
 * allowlist is refused here ('Requested RPC call is not allowed', shown 'Action not allowed'); safe
 * methods go to the frame with the 10 s bound; approval-needing ones open ApproveTransaction and
 * wait for the user, then resume the caller's promise with the frame's answer.
 */
import { isAllowedRpcMethod, needsApproval } from '../../core/clients/rpcAllowlist.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { RpcNotAllowedError } from '../../core/errors/RpcNotAllowedError.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from '../eip155/Eip1193Provider.ts'
import type { FrameManager } from './frameManager.ts'
import type { FrameUser } from './protocol.ts'

export type EmbeddedProviderHooks = {
  /** An approval-needing call waits for the user (→ ApproveTransaction). */
  approvalRequested(requestId: string, method: string): void
  approvalSettled(requestId: string, outcome: 'approved' | 'rejected' | 'failed'): void
  /** The frame answered who is signed in (the embedded wallet reports what the app keeps of it). */
  userLoaded?(user: FrameUser): void
  /** This page switched the wallet's chain (the embedded wallet tells the origin's other tabs). */
  chainSwitched?(chainId: string): void
}

export type EmbeddedProvider = Eip1193Provider & {
  /** The logged-in user, once known. */
  user(): FrameUser | undefined
  /** The user's accounts with their SPEC.md §3 types on the current chain (the smart account where the network has one, and whether it is deployed). */
  accountTypes(): Promise<{ address: string; type: 'eoa' | 'smartAccount'; deployed?: boolean }[]>
  /** SPEC.md §4: the secure site acts as the user's account of `type` from now on; resolves its address. */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<string>
  /**
   * Reads the frame's session: the user, or `undefined` when none (`required`: 'Not connected to
   * email or social' instead). The Solana connector connects with it.
   */
  loadUser(required: boolean): Promise<FrameUser | undefined>
  /** An RPC call on an explicit chain (`solana:<ref>`: the wallet's Solana key), allowlisted and approved as any. */
  requestOn(chainId: string, method: string, params: unknown): Promise<unknown>
  /**
   * Ends the frame's session for every namespace it serves (SPEC.md §3: one AUTH session): the
   * other namespaces' connectors hear of it (`onSignedOut`), as an EIP-1193 `accountsChanged []`
   * for eip155 unless eip155 itself is the one signing out.
   */
  signOut(from: 'eip155' | 'solana'): Promise<void>
  /** Called when a namespace signs out (the argument); returns the unsubscribe. */
  onSignedOut(listener: (from: 'eip155' | 'solana') => void): () => void
  /**
   * The frame reported its session ended (SPEC.md §4 session update) without a `signOut` of ours:
   * every namespace drops its account (eip155 through `accountsChanged []`), as if signed out.
   */
  sessionEnded(): void
  /** Declines the approval `requestId` (the user left ApproveTransaction). */
  abortApproval(requestId: string): void
  /**
   * Another tab of the origin switched the wallet's chain (the secure site keeps one chain for all
   * its frames): this page's calls go to it from now on, without a request to the frame.
   */
  followChain(chainId: string): void
}

/**
 * EIP-5792 `wallet_showCallsStatus`: in neither SPEC.md §6 list, yet the wallet's own display —
 * the secure site shows the bundle's status in its panel, so ApproveTransaction places it like an approval.
 */
const SHOWN_IN_PANEL = 'wallet_showCallsStatus'

const toHexChain = (caip: string): string => `0x${Number(caip.split(':')[1] ?? '0').toString(16)}`

/**
 * @example
 * eip1193Connector({ id: 'auth', name: 'Email', type: 'AUTH', provider: embeddedProvider(frame, hooks) })
 */
export function embeddedProvider(frame: () => Promise<FrameManager>, hooks: EmbeddedProviderHooks): EmbeddedProvider {
  let user: FrameUser | undefined
  let chainId: string | undefined
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const fire = (name: string, ...args: unknown[]): void => {
    for (const listener of listeners.get(name) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }

  const currentUser = async (required: boolean): Promise<FrameUser | undefined> => {
    const f = await frame()
    const { isConnected } = await f.request('isConnected', {})
    if (!isConnected) {
      user = undefined
      if (required) throw new ConnectionError('Not connected to email or social')
      return undefined
    }
    user = await f.request('getUser', chainId ? { chainId } : {})
    chainId = user.chainId
    hooks.userLoaded?.(user)
    return user
  }

  const signedOut = new Set<(from: 'eip155' | 'solana') => void>()

  const rpc = async (method: string, params: unknown, on?: string): Promise<unknown> => {
    if (!isAllowedRpcMethod(method) && method !== SHOWN_IN_PANEL) throw new RpcNotAllowedError(method)
    const f = await frame()
    const payload = { chainId: on ?? chainId ?? user?.chainId ?? 'eip155:1', method, ...(params !== undefined ? { params: params as never } : {}) }
    if (!needsApproval(method) && method !== SHOWN_IN_PANEL) return (await f.request('rpcRequest', payload)).result
    const id = f.nextId()
    hooks.approvalRequested(id, method)
    try {
      const { result } = await f.request('rpcRequest', payload, { id, timeout: null })
      hooks.approvalSettled(id, 'approved')
      return result
    } catch (error) {
      hooks.approvalSettled(id, error instanceof UserRejectedRequestError ? 'rejected' : 'failed')
      throw error
    }
  }

  // Our own sign-outs in flight: the frame's session update for them is not news.
  let signingOut = 0
  const signOut = async (from: 'eip155' | 'solana'): Promise<void> => {
    const f = await frame()
    signingOut++
    try {
      await f.request('signOut', {})
    } finally {
      signingOut--
    }
    user = undefined
    if (from !== 'eip155') fire('accountsChanged', [])
    for (const listener of [...signedOut]) listener(from)
  }

  return {
    async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          return [(await currentUser(true))!.address]
        case 'eth_accounts': {
          const found = await currentUser(false)
          return found ? [found.address] : []
        }
        case 'eth_chainId': {
          const f = await frame()
          chainId = (await f.request('getChainId', {})).chainId
          return toHexChain(chainId)
        }
        case 'wallet_switchEthereumChain': {
          const hex = (Array.isArray(params) ? (params[0] as { chainId?: string } | undefined)?.chainId : undefined) ?? '0x1'
          const f = await frame()
          const acting = user?.address
          chainId = (await f.request('switchNetwork', { chainId: `eip155:${Number(hex)}` })).chainId
          hooks.chainSwitched?.(chainId)
          fire('chainChanged', toHexChain(chainId))
          // SPEC.md §3/§4: the acting account is per network — where the new one has no smart
          // account the secure site acts as the EOA, and back as the smart account — so the user
          // is read again for this chain and a changed address is told as any wallet tells it.
          if (acting !== undefined) {
            const now = await currentUser(false)
            if (now && now.address.toLowerCase() !== acting.toLowerCase()) fire('accountsChanged', [now.address])
          }
          return null
        }
        case 'wallet_addEthereumChain':
          return null
        case 'wallet_revokePermissions':
          await signOut('eip155')
          return null
        default:
          return rpc(method, params)
      }
    },
    on(event: string, listener: Eip1193Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: Eip1193Listener) {
      listeners.get(event)?.delete(listener)
    },
    user: () => user,
    async accountTypes() {
      const found = user ?? (await currentUser(false))
      if (!found) return []
      const deployed = found.smartAccountDeployed !== undefined ? { deployed: found.smartAccountDeployed } : {}
      return (found.accounts ?? [{ address: found.address, type: 'eoa' as const }]).map((a) => (a.type === 'smartAccount' ? { ...a, ...deployed } : { ...a }))
    },
    async setPreferredAccountType(type) {
      const f = await frame()
      const { address } = await f.request('setPreferredAccount', { type })
      await currentUser(false)
      return address
    },
    loadUser: currentUser,
    requestOn: (on, method, params) => rpc(method, params, on),
    signOut,
    onSignedOut(listener) {
      signedOut.add(listener)
      return () => signedOut.delete(listener)
    },
    sessionEnded() {
      if (signingOut > 0 || user === undefined) return
      user = undefined
      fire('accountsChanged', [])
      // Told as eip155's sign-out: the other namespaces drop their accounts (eip155's went above).
      for (const listener of [...signedOut]) listener('eip155')
    },
    abortApproval(requestId) {
      void frame().then((f) => f.request('rpcAbort', { requestId }).catch(() => undefined))
    },
    followChain(next) {
      chainId = next
    },
  } as EmbeddedProvider
}
