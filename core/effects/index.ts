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
import { pairingEpic } from './pairing.ts'

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
  // WalletConnect pairing expiry (issue 12): small, and it must see the first URI.
  pairingEpic,
  // The wallet lists' epic (the biggest) loads in a chunk of its own right after start: the
  // `latch` entry stays within its 30 KB gzip; events that arrive meanwhile are handed over in order.
  walletListEpic: lazyEpic(() => import('./walletList.ts').then((m) => m.walletListEpic)),
  balancesEpic,
  // Sending comes long after start: its epics load in the background too.
  sendEpic: lazyEpic(() => import('./send.ts').then((m) => m.sendEpic)),
  sendMaxEpic: lazyEpic(() => import('./send.ts').then((m) => m.sendMaxEpic)),
}
