import type { StampedEvent } from '../events/index.ts'
import type { Draft } from './draft.ts'
import type { ModalState } from './state.ts'
import { NO_CHANGE } from './noChange.ts'

/** What reduces one event type: edits the draft (an Immer-style recipe), or says nothing changed. */
// biome-ignore lint/suspicious/noConfusingVoidType: a route edits the draft and returns nothing, or NO_CHANGE
export type Route<E extends StampedEvent> = (draft: Draft<ModalState>, event: E, base: ModalState) => void | typeof NO_CHANGE

/**
 * One route per event type of `E`, exhaustive: a type without its route, or a route for a type
 * outside `E`, fails to compile (as a switch's `assertNever` default would).
 */
export type Routes<E extends StampedEvent> = { readonly [T in E['type']]: Route<Extract<E, { type: T }>> }

/** The domains (the part of an event's type before the slash) each route table covers. */
type AppDomain = 'app' | 'features' | 'project' | 'modal' | 'router' | 'ui' | 'connection' | 'connectors' | 'networks' | 'theme' | 'snackbar' | 'tabs' | 'legal' | 'pay'
type AccountDomain = 'balances' | 'send' | 'wallets' | 'assets' | 'connections' | 'accounts' | 'activity' | 'nfts' | 'identity' | 'names' | 'sessions' | 'storage' | 'rpc' | 'analytics' | 'provider'
type SignInDomain = 'embedded' | 'social' | 'pairing' | 'siwx'
type TradeDomain = 'swap' | 'onramp'
type InDomain<D extends string> = Extract<StampedEvent, { type: `${D}/${string}` }>

/** The modal's own events (app, project, modal, router, ui, connection, networks, theme, snackbar, tabs, legal, pay). */
export type AppEvent = InDomain<AppDomain>
/** The account's events (balances, send, wallets, accounts, Activity, NFTs, identity, names, sessions) and the transport facts. */
export type AccountEvent = InDomain<AccountDomain>
/** The sign-in's events: the embedded wallet, social login, WalletConnect pairing, SIWX. */
export type SignInEvent = InDomain<SignInDomain>
/** The trade's events: swap and onramp (Buy). */
export type TradeEvent = InDomain<TradeDomain>

// Every event type is in exactly one domain's table (a compile error names an event of a new domain).
type Unrouted = Exclude<StampedEvent, AppEvent | AccountEvent | SignInEvent | TradeEvent>['type']
const _everyEventInADomain: [Unrouted] extends [never] ? true : Unrouted = true
void _everyEventInADomain

/** The route of a fact recorded for effects and debugging: the state does not change. */
export const noChange = (): typeof NO_CHANGE => NO_CHANGE
