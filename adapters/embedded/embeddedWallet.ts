import type { SchedulerLike } from 'rxjs'
import type { Adapter, AuthControl } from '../../core/adapter.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { alerted, approvalRequested, approvalSettled, smartAccountNetworksReported } from '../../core/events/embedded.ts'
import type { ModalEvent } from '../../core/events/index.ts'
import { once } from '../../core/lazy.ts'
import type { CreateConnectorFn } from '../eip155/createConnector.ts'
import type { CreateConnectorFn as SolanaCreateConnectorFn } from '../solana/createConnector.ts'
import { embeddedSolanaConnector } from './solanaConnector.ts'
import { eip1193Connector } from '../eip155/eip1193Connector.ts'
import type { FrameManager } from './frameManager.ts'
import { embeddedProvider, type EmbeddedProvider } from './provider.ts'
import { parseSocialResult } from './socialResult.ts'
import type { RefusedCounts } from './protocol.ts'
import { Observable } from 'rxjs'
import type { Address } from 'viem'

/** SPEC.md §3: the AUTH connector's id. */
export const AUTH_CONNECTOR_ID = 'auth'

/** Where the embedded wallet's secure site lives and how the frame is reached (email and social login). */
export type EmbeddedWalletOptions = {
  /** The secure site's origin; the frame must answer from exactly it. */
  secureSiteOrigin: string
  /** The frame page on that origin (e.g. `${secureSiteOrigin}/sdk`). */
  sdkUrl: string
  /**
   * The project id: the secure site serves the frame only to the project's allowed origins
   * (SPEC.md §7 `/projects/v1/origins`); without it, to the site's own default list.
   */
  projectId?: string
  /** Per-request bound (default SPEC.md §9's 10 s RPC timeout). */
  timeoutMs?: number
  /** Timers of the frame manager (tests). */
  scheduler?: SchedulerLike
  /** The page's window (default `globalThis.window`). */
  window?: Window
}

/**
 * The embedded wallet: an `Adapter` the modal starts (it reports the §8 alerts and the
 * approvals as events, and lends the email login its `auth` steps), plus the AUTH connector the
 * eip155 adapter serves (`eip155`) and the one the solana adapter serves (`solana`): one session,
 * each namespace's account (SPEC.md §3).
 */
export type EmbeddedWallet = Adapter & {
  readonly connectorId: typeof AUTH_CONNECTOR_ID
  readonly eip155: CreateConnectorFn
  /** The same login's Solana account, for `solanaAdapter({ connectors: [ew.solana] })`. */
  readonly solana: SolanaCreateConnectorFn
  readonly auth: AuthControl
  readonly provider: EmbeddedProvider
  /** The frame manager, once loaded (ApproveTransaction places its iframe; tests count refusals). */
  frame(): Promise<FrameManager>
  /** Popup messages refused during social logins (another origin or window, malformed). */
  readonly socialRefused: RefusedCounts
}

const notRouted = (): never => {
  throw new ConnectionError('Failed to connect', { details: 'embeddedWallet() serves through the eip155 adapter: list its eip155 connector there' })
}

/**
 * `embeddedWallet({ secureSiteOrigin, sdkUrl })`: email login into a wallet whose keys the secure
 * site keeps. The frame's code loads at the first email step or wallet request, not before.
 *
 * @example
 * const ew = embeddedWallet({ secureSiteOrigin: 'https://secure.example', sdkUrl: 'https://secure.example/sdk' })
 * createModal({ projectId, networks, adapters: [eip155Adapter({ connectors: [ew.eip155] }), solanaAdapter({ connectors: [ew.solana] }), ew] })
 */
export function embeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  let emit: ((event: ModalEvent) => void) | undefined
  const windowOf = (): Window => options.window ?? (globalThis as unknown as { window: Window }).window
  const socialRefused: RefusedCounts = { malformed: 0, wrongOrigin: 0, unknownId: 0 }
  const frame = once(() =>
    import('./frameManager.ts').then(
      (m) =>
        new m.FrameManager({
          secureSiteOrigin: options.secureSiteOrigin,
          sdkUrl: options.sdkUrl,
          ...(options.projectId !== undefined ? { projectId: options.projectId } : {}),
          window: windowOf(),
          ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
          ...(options.scheduler ? { scheduler: options.scheduler } : {}),
          onAlert: (alert) => emit?.(alerted({ alert })),
          // A session the frame ended without our asking (a sign-out elsewhere, an expiry): the
          // host must not keep showing "connected" (SPEC.md §4 session update).
          onEvent: (event) => {
            if (event.type === 'sessionUpdate' && !event.payload.connected) provider.sessionEnded()
          },
        }),
    ),
  )
  // SPEC.md §3 "smart account enabled networks": reported when the secure site names new ones.
  let reportedNetworks = ''
  const provider = embeddedProvider(frame, {
    approvalRequested: (requestId, method) => emit?.(approvalRequested({ requestId, method })),
    approvalSettled: (requestId, outcome) => emit?.(approvalSettled({ requestId, outcome })),
    userLoaded: (user) => {
      const networks = user.smartAccountNetworks
      if (!networks || !emit || networks.join() === reportedNetworks) return
      reportedNetworks = networks.join()
      emit(smartAccountNetworksReported({ networks: [...networks] }))
    },
    chainSwitched: (chainId) => chain?.postMessage(chainId),
  })
  /** The origin's tabs, told of this page's chain switches (see `followChainOfOtherTabs`); open while the modal runs. */
  let chain: BroadcastChannel | undefined
  const auth: AuthControl = {
    connectorId: AUTH_CONNECTOR_ID,
    connectEmail: async (email) => (await frame()).request('connectEmail', { email }),
    // The user opens the mailed link whenever they do: no bound.
    connectDevice: async (email) => {
      await (await frame()).request('connectDevice', { email }, { timeout: null })
    },
    connectOtp: async (email, otp) => {
      await (await frame()).request('connectOtp', { email, otp })
    },
    // SPEC.md §3: a social login's name is its username, an email login's the email.
    authName: () => provider.user()?.username ?? provider.user()?.email,
    socialRedirect: async (socialProvider) => {
      const { uri } = await (await frame()).request('connectSocial', { provider: socialProvider })
      if (!uri) throw new ConnectionError('Failed to initiate social connection', { details: 'The secure site gave no redirect address' })
      return { uri }
    },
    socialResult: (popup) =>
      new Observable<string>((subscriber) => {
        const window = windowOf()
        const listener = (event: MessageEvent): void => {
          const parsed = parseSocialResult(event, options.secureSiteOrigin, popup)
          if (parsed.ok) subscriber.next(parsed.resultUri)
          else if (parsed.reason !== 'foreign') socialRefused[parsed.reason === 'wrongOrigin' ? 'wrongOrigin' : 'malformed']++
        }
        window.addEventListener('message', listener)
        return () => window.removeEventListener('message', listener)
      }),
    connectSocial: async (socialProvider, resultUri) => {
      const { user } = await (await frame()).request('connectSocial', { provider: socialProvider, resultUri })
      return user?.username !== undefined ? { username: user.username } : {}
    },
    farcasterUri: async () => {
      const { url } = await (await frame()).request('connectFarcaster', {})
      if (!url) throw new ConnectionError('Failed to connect to farcaster', { details: 'The secure site gave no Farcaster URL' })
      return { uri: url }
    },
    // The user approves in their Farcaster app whenever they do: no bound.
    connectFarcaster: async () => {
      const { user } = await (await frame()).request('connectFarcaster', { wait: true }, { timeout: null })
      return user?.username !== undefined ? { username: user.username } : {}
    },
    reload: async () => {
      await (await frame()).request('reload', {})
    },
    updateEmail: async (email) => {
      await (await frame()).request('updateEmail', { email })
    },
    updateEmailPrimaryOtp: async (otp) => {
      await (await frame()).request('updateEmailPrimaryOtp', { otp })
    },
    updateEmailSecondaryOtp: async (otp) => {
      const { newEmail } = await (await frame()).request('updateEmailSecondaryOtp', { otp })
      return { email: newEmail }
    },
  }
  return {
    namespace: 'eip155',
    connectorId: AUTH_CONNECTOR_ID,
    // SPEC.md §3/§4: the embedded wallet lists its smart account beside its EOA and switches between them.
    eip155: (context) =>
      Object.assign(eip1193Connector({ id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', provider })(context), {
        getAccountTypes: async () => (await provider.accountTypes()).map((a) => ({ ...a, address: a.address as Address })),
        setPreferredAccountType: async ({ type }: { type: 'eoa' | 'smartAccount' }) => (await provider.setPreferredAccountType(type)) as Address,
      }),
    solana: embeddedSolanaConnector(provider, { id: AUTH_CONNECTOR_ID, name: 'Email' }),
    auth,
    provider,
    frame,
    socialRefused,
    setup(context) {
      emit = context.emit
      chain = followChainOfOtherTabs(options.secureSiteOrigin, provider)
      return () => {
        emit = undefined
        chain?.close()
        chain = undefined
        void frame().then(
          (f) => f.destroy(),
          () => undefined,
        )
      }
    },
    connect: async () => notRouted(),
    disconnect: async () => undefined,
    switchNetwork: async () => notRouted(),
    abortApproval: (requestId) => provider.abortApproval(requestId),
  }
}

/**
 * The secure site keeps one chain for all its frames (its own storage), so a switch in one tab of
 * the origin moves every tab's wallet; each page's provider remembers the chain its calls go to,
 * and follows the other tabs' switches here (SPEC.md §3 Connection: one connection per origin;
 * the modal's state follows through tab sync). Undefined without BroadcastChannel.
 */
export function followChainOfOtherTabs(secureSiteOrigin: string, provider: EmbeddedProvider): BroadcastChannel | undefined {
  const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel
  if (!Channel) return undefined
  const channel = new Channel(`latch/embedded/chain/${secureSiteOrigin}`)
  channel.onmessage = (event: MessageEvent) => {
    if (typeof event.data === 'string' && /^eip155:\d+$/.test(event.data)) provider.followChain(event.data)
  }
  // Node's channel would hold a test process open; a page's never ends before the page.
  ;(channel as { unref?(): void }).unref?.()
  return channel
}
