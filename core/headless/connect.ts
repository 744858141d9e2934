/**
 * Connecting from a host's own UI (API.md "Own UI"): one call for any way in — a connector, a
 * listed wallet, WalletConnect, email, a social provider — and the flow's step as data, read from
 * the state the modal's own views read (connection attempts, the pairing, the email login's and
 * the social login's slices). Every action is an intent through `dispatch` or the facade, so the
 * flow's log replays to the same final state (core/replay.ts). The own-UI chunk's code
 * (core/headless/ownUi.ts); the `latch` barrel's light functions (core/headless/index.ts) call it.
 */
import { LatchError } from '../errors/LatchError.ts'
import type { StampedEvent } from '../events/index.ts'
import type { Modal } from '../modalFacade.ts'
import type { ModalState } from '../reducers/state.ts'
import { selectWalletConnectTarget } from '../selectors/walletConnectTarget.ts'
import { selectVisibleWallets, type ListedWallet } from '../selectors/visibleWallets.ts'
import { SOCIAL_PROVIDERS, type ChainNamespace, type SocialProvider } from '../types.ts'
import type { ConnectOptions, ConnectProgress, WalletFlow } from './types.ts'

const isSocial = (id: string): id is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(id)

/**
 * Which flow `wallet` names on this state, or undefined when it names nothing Latch can connect
 * (no such connector, listed wallet or provider; WalletConnect not configured).
 *
 * @example
 * resolveConnectFlow(state, 'dev.latch.wallet') // { kind: 'wallet', connectorId: 'dev.latch.wallet', namespace: 'eip155', walletConnect: false }
 */
export function resolveConnectFlow(state: ModalState, wallet: string, namespace?: ChainNamespace): WalletFlow | undefined {
  if (wallet === 'email') return { kind: 'email' }
  if (isSocial(wallet)) return { kind: 'social', provider: wallet }
  const pairing = () => {
    const target = selectWalletConnectTarget(namespace ? { ...state, openNamespace: namespace } : state)
    return target && { kind: 'wallet' as const, ...target, walletConnect: true }
  }
  if (wallet === 'walletConnect') return pairing()
  const connectors = state.connectors.filter((c) => c.id === wallet)
  const connector = connectors.find((c) => c.chain === (namespace ?? state.activeNamespace)) ?? (namespace ? undefined : connectors[0])
  if (connector) return { kind: 'wallet', connectorId: connector.id, namespace: connector.chain, walletConnect: connector.type === 'WALLET_CONNECT' }
  // A wallet of the lists: installed, its connector; else WalletConnect pairs it (SPEC.md §2).
  const listed = findListedWallet(state, wallet)
  if (!listed) return undefined
  if (listed.installed && listed.connectorId) return resolveConnectFlow(state, listed.connectorId, namespace)
  return pairing()
}

/**
 * Starts connecting `wallet` (see `resolveConnectFlow`) without the modal's list; resolves once
 * connected, rejects with the SPEC.md §8 error ('Connection rejected', 'Popup closed', …). Email
 * needs `options.email`; the mailed code then goes to `submitOtp`. A listed wallet is remembered
 * first, so the connection makes it a recent one (SPEC.md §9), as choosing it in the modal does.
 *
 * @example
 * await connectWallet(modal, 'dev.latch.wallet')
 * connectWallet(modal, 'email', { email: 'ada@example.com' })
 */
export function connectWallet(modal: Modal, wallet: string, options: ConnectOptions = {}): Promise<void> {
  const state = modal.getState()
  const flow = resolveConnectFlow(state, wallet, options.namespace)
  if (!flow) return Promise.reject(new LatchError('Wallet not found', { details: wallet }))
  rememberListedWallet(modal, findListedWallet(state, wallet))
  return startFlow(modal, flow, options)
}

/** A wallet of the lists the views show (recent, featured, recommended, AllWallets, search), by its list id. */
export function findListedWallet(state: ModalState, id: string): ListedWallet | undefined {
  const lists = selectVisibleWallets(state)
  return [...lists.recent, ...lists.featured, ...lists.recommended, ...lists.all, ...lists.search].find((w) => w.id === id)
}

/** As choosing it in the modal's lists does: a connection made next makes it a recent wallet (SPEC.md §9). */
export function rememberListedWallet(modal: Modal, listed: ListedWallet | undefined): void {
  if (!listed) return
  const { installed: _i, connectorId: _c, namespace: _n, ...wallet } = listed
  modal.dispatch({ type: 'wallets/walletSelected', wallet })
}

/** Starts a resolved flow; the promise settles on its outcome. */
export function startFlow(modal: Modal, flow: WalletFlow, options: ConnectOptions = {}): Promise<void> {
  switch (flow.kind) {
    case 'wallet':
      return modal.connect(flow.connectorId, flow.namespace)
    case 'email': {
      if (!options.email?.trim()) return Promise.reject(new LatchError('Email required'))
      const email = options.email.trim()
      return outcome(
        modal,
        () => modal.dispatch({ type: 'ui/emailSubmitted', email }),
        (event) => (event.type === 'embedded/emailFailed' ? new LatchError(event.error.shortMessage) : undefined),
      )
    }
    case 'social':
      return outcome(
        modal,
        () => modal.dispatch({ type: 'ui/socialChosen', provider: flow.provider }),
        (event) => (event.type === 'social/failed' ? new LatchError(event.error.shortMessage) : event.type === 'social/cancelled' ? new LatchError('Popup closed') : undefined),
      )
  }
}

/** Settles on the AUTH connector connecting (email and social end there), or the failure `failed` names. */
function outcome(modal: Modal, start: () => void, failed: (event: StampedEvent) => LatchError | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = modal.subscribeEvents((event) => {
      const error = failed(event)
      const connected = event.type === 'connection/connected' && modal.getState().connectors.some((c) => c.id === event.connectorId && c.type === 'AUTH')
      if (!error && !connected) return
      stop()
      if (error) reject(error)
      else resolve()
    })
    start()
  })
}

/**
 * The mailed code of the email login under way (SPEC.md §4); a wrong one sets `error` to
 * `invalidOtp` and the step back to `otp`.
 *
 * @example
 * submitOtp(modal, '123456')
 */
export function submitOtp(modal: Modal, otp: string): void {
  const email = modal.getState().embedded?.email
  if (email !== undefined) modal.dispatch({ type: 'embedded/otpSubmitted', email, otp })
}

const EMAIL_STEPS = { email: 'idle', sending: 'sendingEmail', device: 'approveDevice', otp: 'otp', verifying: 'verifyingOtp', connecting: 'connecting' } as const
const SOCIAL_STEPS = { opening: 'popup', popup: 'popup', qr: 'farcasterQr', connecting: 'connecting', failed: 'failed' } as const

/**
 * Where `flow` stands on this state (pure: the same state gives the same answer).
 *
 * @example
 * selectConnectProgress(state, { kind: 'email' }) // { step: 'otp' }
 */
export function selectConnectProgress(state: ModalState, flow: WalletFlow | undefined): ConnectProgress {
  if (!flow) return { step: 'idle' }
  const authConnected = Object.values(state.accounts).some((a) => a?.status === 'connected' && state.connectors.some((c) => c.id === a.connectorId && c.type === 'AUTH'))
  switch (flow.kind) {
    case 'wallet': {
      const account = state.accounts[flow.namespace]
      if (account?.status === 'connected' && account.connectorId === flow.connectorId) return { step: 'connected' }
      if (state.connectAttempts?.[flow.namespace] !== undefined) return { step: flow.walletConnect ? 'scanQr' : 'approveInWallet' }
      if (state.connectError?.namespace === flow.namespace) return { step: 'failed', error: state.connectError.error.code }
      return { step: 'idle' }
    }
    case 'email': {
      const embedded = state.embedded
      if (authConnected && (!embedded || embedded.step === 'connecting' || embedded.step === 'email')) return { step: 'connected' }
      if (!embedded) return { step: 'idle' }
      const problem = embedded.problem?.code
      const step = embedded.step === 'email' && problem ? 'failed' : EMAIL_STEPS[embedded.step]
      return problem ? { step, error: problem } : { step }
    }
    case 'social': {
      const social = state.social
      if (!social || social.provider !== flow.provider) return { step: authConnected ? 'connected' : 'idle' }
      if (authConnected && social.step === 'connecting') return { step: 'connected' }
      return social.problem ? { step: SOCIAL_STEPS[social.step], error: social.problem } : { step: SOCIAL_STEPS[social.step] }
    }
  }
}

/** Starts a WalletConnect pairing (see `startPairing` in core/headless/index.ts). */
export function startPairing(modal: Modal, options: { namespace?: ChainNamespace } = {}): Promise<void> {
  const flow = resolveConnectFlow(modal.getState(), 'walletConnect', options.namespace)
  return flow ? startFlow(modal, flow) : Promise.reject(new LatchError('Wallet not found', { details: 'walletConnect' }))
}
