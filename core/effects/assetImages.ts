// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../coreEntry.ts'
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
    map(() => [...wantedImages(state$.value)].filter(([id]) => !asked.has(id))),
    filter((wanted) => wanted.length > 0),
    // mergeMap: a remote config's icons load alongside the first batch.
    mergeMap((wanted) => {
      for (const [id] of wanted) asked.add(id)
      return forkJoin(
        wanted.map(([id, keys]) =>
          api.getImage('asset', id).pipe(
            timeout({ first: WALLET_IMAGE_PRELOAD_TIMEOUT_MS, scheduler: deps.scheduler }),
            map((blob) => {
              const url = toUrl.createObjectURL(blob)
              return keys.map((key): [string, string] => [key, url])
            }),
            // A missing image keeps the letter avatar.
            catchError(() => of([])),
          ),
        ),
      ).pipe(
        map((pairs) => Object.fromEntries(pairs.flat())),
        filter((found) => Object.keys(found).length > 0),
        map((found) => imagesLoaded({ images: found })),
      )
    }),
  )
}

/**
 * Asset image id → the keys it is shown under (`assetImages`): a configured network without an
 * image URL by its CAIP network id, an offered social provider by its id. Keyed by what the
 * renderer has at hand, so the well-known ids stay out of the entry chunk.
 */
function wantedImages(state: ModalState): Map<string, string[]> {
  const wanted = new Map<string, string[]>()
  const add = (id: string | undefined, key: string) => {
    if (id === undefined || state.assetImages[key] !== undefined) return
    wanted.set(id, [...(wanted.get(id) ?? []), key])
  }
  for (const network of state.config.networks) if (!network.assets?.imageUrl) add(networkImageId(network), network.caipNetworkId)
  const socials = state.features.socials && isConnectFlowOffered('social', state.config.previewFlows) ? state.features.socials : []
  for (const provider of socials) add(provider, provider)
  return wanted
}
