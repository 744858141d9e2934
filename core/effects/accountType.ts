// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * eoa ⇄ smartAccount (SPEC.md §3 preferredAccountType and `user`, §4 the switch rule,
 * §6 defaults): a switch asks the wallet (`setPreferredAccountType`) or, for a wallet that listed
 * both accounts, uses the listed one; the choice is saved and restored when the namespace
 * connects again. Loaded at the first connection.
 */
import { catchError, concatMap, defer, EMPTY, filter, from, map, merge, mergeMap, of } from 'rxjs'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import { toRpcError } from '../errors/toRpcError.ts'
import { preferenceRestored, switched, switchFailed, switchRequested } from '../events/accountType.ts'
import { accountTypeSwitched as tabAccountTypeSwitched, isConnection } from '../events/tabs.ts'
import { accountOfType, accountTypeSwitchTarget, currentAccountType } from '../rules/accountTypeChoice.ts'
import { selectSmartAccountNetworks } from '../selectors/smartAccountNetworks.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../types.ts'
import type { Epic } from '../store.ts'

/** SPEC.md §3 / §2 storage keys: the preferred account type per namespace. */
export const ACCOUNT_TYPES_KEY = 'latch/preferredAccountTypes'
type Preferences = Partial<Record<ChainNamespace, 'eoa' | 'smartAccount'>>

function parsePreferences(value: unknown): Preferences {
  const out: Preferences = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out
  for (const [ns, type] of Object.entries(value as Record<string, unknown>)) {
    if ((CHAIN_NAMESPACES as readonly string[]).includes(ns) && (type === 'eoa' || type === 'smartAccount')) out[ns as ChainNamespace] = type
  }
  return out
}

function providerError(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code
  if (error instanceof LatchError || typeof code !== 'number') return error
  return toRpcError({ code, message: (error as { message?: string }).message ?? '' })
}

export const accountTypeEpic: Epic = (event$, state$, deps) => {
  const storage = deps.storage
  let saved: Promise<Preferences> | undefined
  const preferences = (): Promise<Preferences> => (saved ??= storage ? storage.get(ACCOUNT_TYPES_KEY).then(parsePreferences, (): Preferences => ({})) : Promise.resolve<Preferences>({}))

  /** The wallet's own switch (SPEC.md §4), when the connected one has it: the account now in use; `undefined` otherwise. */
  const askWallet = async (namespace: ChainNamespace, type: 'eoa' | 'smartAccount', network: CaipNetworkId): Promise<string | undefined> => {
    const adapter = deps.adapters.find((a) => a.namespace === namespace && a.setPreferredAccountType)
    return (await adapter?.setPreferredAccountType?.({ type, caipNetworkId: network }))?.caipAddress
  }
  const networkOf = (namespace: ChainNamespace): CaipNetworkId | undefined => tryParseCaipAddress(state$.value.accounts[namespace]?.caipAddress ?? '')?.caipNetworkId as CaipNetworkId | undefined

  const switch$ = event$.pipe(
    filter(switchRequested.match),
    // concatMap: one wallet question at a time, in the order asked.
    concatMap(({ namespace, accountType: type }) => {
      const account = state$.value.accounts[namespace]
      const network = networkOf(namespace)
      if (account?.status !== 'connected' || !network || accountTypeSwitchTarget(account, selectSmartAccountNetworks(state$.value, namespace)) !== type) return EMPTY
      return defer(async () => {
        const asked = await askWallet(namespace, type, network)
        if (asked) return asked
        const address = accountOfType(account, type)
        if (!address) throw new LatchError('The wallet offers no account of this type', { details: type })
        return `${network}:${address}`
      }).pipe(
        mergeMap((caipAddress) =>
          defer(async () => {
            const next = { ...(await preferences()), [namespace]: type }
            saved = Promise.resolve(next)
            await storage?.set(ACCOUNT_TYPES_KEY, next).catch(() => undefined)
            return switched({ namespace, accountType: type, caipAddress })
          }),
        ),
        // A wallet's provider error (code 4001 …) becomes its SPEC.md §8 class.
        catchError((error: unknown) => of(switchFailed({ namespace, accountType: type, error: toErrorData(providerError(error)) }))),
      )
    }),
  )

  // The saved choice, applied when the wallet offers that account on the namespace just connected;
  // a wallet with a switch of its own is told first, so it acts as the account the modal shows.
  const restore$ = event$.pipe(
    // An adopted connection too: the saved choice holds in every tab (SPEC.md §3 Connection).
    filter(isConnection),
    concatMap(({ namespace }) =>
      from(preferences()).pipe(
        map((prefs) => prefs[namespace]),
        filter((type): type is 'eoa' | 'smartAccount' => type !== undefined && type !== currentAccountType(state$.value.accounts[namespace])),
        concatMap((type) => {
          const network = networkOf(namespace)
          const offered = accountTypeSwitchTarget(state$.value.accounts[namespace], selectSmartAccountNetworks(state$.value, namespace)) === type
          if (!network || !offered) return of(preferenceRestored({ namespace, accountType: type }))
          return defer(() => askWallet(namespace, type, network)).pipe(
            map(() => preferenceRestored({ namespace, accountType: type })),
            catchError((error: unknown) => of(switchFailed({ namespace, accountType: type, error: toErrorData(providerError(error)) }))),
          )
        }),
      ),
    ),
  )
  // Another tab's switch saved its choice in the origin's storage: read again, not this tab's old copy.
  const forget$ = event$.pipe(
    filter(tabAccountTypeSwitched.match),
    mergeMap(() => {
      saved = undefined
      return EMPTY
    }),
  )
  return merge(switch$, restore$, forget$)
}
