import type { Epic } from '../store.ts'
import { adaptersEpic } from './adapters.ts'
import { balancesEpic } from './balances.ts'
import { connectEpic, switchConnectionEpic } from './connect.ts'
import { sessionEpic } from './session.ts'
import { authConnectorReloadEpic } from './authConnectorReload.ts'
import { disconnectEpic } from './disconnect.ts'
import { shakeEpic } from './shake.ts'
import { snackbarEpic } from './snackbar.ts'
import { switchNetworkEpic } from './switchNetwork.ts'
import { systemThemeEpic } from './systemTheme.ts'
import { lazyEpic } from '../lazy.ts'
import { maxRequested, submitted } from '../events/send.ts'

/** The core's epics, by name (names appear in `app/effectFailed` events). */
export const coreEpics: Readonly<Record<string, Epic>> = {
  shakeEpic,
  snackbarEpic,
  systemThemeEpic,
  authConnectorReloadEpic,
  disconnectEpic,
  switchNetworkEpic,
  adaptersEpic,
  connectEpic,
  switchConnectionEpic,
  sessionEpic,
  // The wallet lists' epic (the biggest) loads in a chunk of its own right after start: the
  // `latch` entry stays within its 30 KB gzip; events that arrive meanwhile are handed over in order.
  walletListEpic: lazyEpic(() => import('./walletList.ts').then((m) => m.walletListEpic)),
  // Network and social icons (asset images): small, and only useful once something renders.
  assetImagesEpic: lazyEpic(() => import('./assetImages.ts').then((m) => m.assetImagesEpic)),
  balancesEpic,
  // Sending comes long after start, if ever: its epics load when a send is submitted or its Max
  // asked for (issue 10: nothing a button-only page does not use is fetched before the first click).
  sendEpic: lazyEpic(() => import('./send.ts').then((m) => m.sendEpic), { startsOn: submitted.match }),
  sendMaxEpic: lazyEpic(() => import('./send.ts').then((m) => m.sendMaxEpic), { startsOn: maxRequested.match }),
}
