// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * Who a send's receiver is (SPEC.md §3 receiverProfileName / receiverProfileImageUrl,
 * §7 identity and profile calls, §9 names on eip155, identity cached 5 min by the client): a typed
 * address gets its name and avatar; a typed name with one of SPEC.md §9's suffixes resolves to the
 * address it is filed under for the active chain (or 'Error resolving name', §8). Debounced on
 * `deps.scheduler`; loaded at the first receiver typed.
 */
import { catchError, debounceTime, EMPTY, filter, map, of, switchMap } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { receiverResolved, receiverResolveFailed } from '../events/names.ts'
import { receiverChanged } from '../events/send.ts'
import { NAME_ZONES, nameCoinType, parseAccountName } from '../rules/accountName.ts'
import { isAddress } from '../rules/isAddress.ts'
import type { Epic } from '../store.ts'
import type { NameRecord } from '../clients/blockchainApi.ts'

/** Typing pauses this long before the receiver is looked up. */
export const RECEIVER_LOOKUP_DEBOUNCE_MS = 300

/** The address `record` files for `chainId` (its ENSIP-11 coin type), else for Ethereum (60), else its first. */
export function addressForChain(record: NameRecord, chainId: number): string | undefined {
  const coinType = nameCoinType(chainId)
  const byType = record.addresses
  return (coinType !== undefined ? byType[String(coinType)]?.address : undefined) ?? byType['60']?.address ?? Object.values(byType)[0]?.address
}

export const receiverIdentityEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY
  return event$.pipe(
    filter(receiverChanged.match),
    debounceTime(RECEIVER_LOOKUP_DEBOUNCE_MS, deps.scheduler),
    // switchMap: only the receiver typed now matters (the reducer drops older answers too).
    switchMap(() => {
      const state = state$.value
      const receiver = state.send.receiver
      const typed = receiver?.trim() ?? ''
      if (!receiver || state.activeNamespace !== 'eip155' || typed === '') return EMPTY
      const sender = state.accounts.eip155?.address
      if (isAddress('eip155', typed)) {
        return api.getIdentity({ address: typed, ...(sender ? { sender } : {}) }).pipe(
          filter((identity) => Boolean(identity.name || identity.avatar)),
          map((identity) => receiverResolved({ receiver, ...(identity.name ? { name: identity.name } : {}), ...(identity.avatar ? { avatar: identity.avatar } : {}) })),
          // No name is no failure: the address is the label (SPEC.md §8 names no identity error).
          catchError(() => EMPTY),
        )
      }
      const hasSuffix = NAME_ZONES.some((zone) => typed.toLowerCase().endsWith(`.${zone}`))
      const parsed = parseAccountName(typed)
      if (!hasSuffix || 'problem' in parsed) return EMPTY
      const chainId = Number(state.activeCaipNetworkId?.split(':')[1])
      return api.lookupName(parsed.full).pipe(
        map((record) => {
          const address = addressForChain(record, chainId)
          const avatar = record.attributes?.[0]?.avatar
          if (!address) return receiverResolveFailed({ receiver, error: { name: 'ServiceError', shortMessage: 'Error resolving name', code: 'Error resolving name' } })
          return receiverResolved({ receiver, address, name: record.name, ...(avatar ? { avatar } : {}) })
        }),
        catchError((error: unknown) => of(receiverResolveFailed({ receiver, error: toErrorData(error) }))),
      )
    }),
  )
}
