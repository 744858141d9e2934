import { EMPTY, catchError, filter, forkJoin, map, mergeMap, of, timeout } from 'rxjs'
import { imagesLoaded } from '../events/assets.ts'
import { initialized } from '../events/app.ts'
import { remoteConfigLoaded } from '../events/features.ts'
import type { ModalState } from '../reducers/state.ts'
import { isConnectFlowOffered } from '../rules/connectFlows.ts'
import { networkImageId } from '../rules/networkImageId.ts'
import { WALLET_IMAGE_PRELOAD_TIMEOUT_MS } from '../rules/walletListConstants.ts'
import type { Epic } from '../store.ts'

/**
 * Network icons and social-provider icons from the wallet-list service's asset images (SPEC.md
 * §7 `/public/getAssetImage/{id}`): fetched once the modal is configured (the network button
 * shows its icon before any open) and again for what a remote config adds, each given 2 s (the
 * §9 image timeout). One `assets/imagesLoaded` per batch. Without the service, letter avatars.
 */
export const assetImagesEpic: Epic = (event$, state$, deps) => {
  const api = deps.walletApi
  const toUrl = deps.window?.URL
  if (!api || !toUrl) return EMPTY
  const asked = new Set<string>()
  return event$.pipe(
    filter((event) => initialized.match(event) || remoteConfigLoaded.match(event)),
    map(() => wantedImages(state$.value).filter((id) => !asked.has(id))),
    filter((ids) => ids.length > 0),
    // mergeMap: a remote config's icons load alongside the first batch.
    mergeMap((ids) => {
      for (const id of ids) asked.add(id)
      return forkJoin(
        ids.map((id) =>
          api.getImage('asset', id).pipe(
            timeout({ first: WALLET_IMAGE_PRELOAD_TIMEOUT_MS, scheduler: deps.scheduler }),
            map((blob): [string, string] => [id, toUrl.createObjectURL(blob)]),
            // A missing image keeps the letter avatar.
            catchError(() => of(undefined)),
          ),
        ),
      ).pipe(
        map((pairs) => Object.fromEntries(pairs.filter((p): p is [string, string] => p !== undefined))),
        filter((found) => Object.keys(found).length > 0),
        map((found) => imagesLoaded({ images: found })),
      )
    }),
  )
}

/** Asset ids the modal can show: configured networks without an image URL, and offered socials. */
function wantedImages(state: ModalState): string[] {
  const networks = state.config.networks.flatMap((n) => (n.assets?.imageUrl ? [] : [networkImageId(n)]))
  const socials = state.features.socials && isConnectFlowOffered('social', state.config.previewFlows) ? state.features.socials : []
  return [...new Set([...networks, ...socials].filter((id): id is string => id !== undefined && state.assetImages[id] === undefined))]
}
