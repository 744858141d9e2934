import type { Epic } from '../store.ts'
import { adaptersEpic } from './adapters.ts'
import { balancesEpic } from './balances.ts'
import { sendEpic, sendMaxEpic } from './send.ts'
import { connectEpic, switchConnectionEpic } from './connect.ts'
import { sessionEpic } from './session.ts'
import { authConnectorReloadEpic } from './authConnectorReload.ts'
import { disconnectEpic } from './disconnect.ts'
import { shakeEpic } from './shake.ts'
import { snackbarEpic } from './snackbar.ts'
import { switchNetworkEpic } from './switchNetwork.ts'
import { systemThemeEpic } from './systemTheme.ts'
import { walletListEpic } from './walletList.ts'

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
  walletListEpic,
  balancesEpic,
  sendEpic,
  sendMaxEpic,
}
