import { initialized } from './events/app.ts'
import type { EventOfType } from './events/index.ts'
import { detectMobile, missingEndpointsWarning, readSystemTheme, serviceIsOn, snapshotOf, type CreateModalOptions } from './modalOptions.ts'
import { isRestrictedRegion, pageTimeZone } from './rules/restrictedRegion.ts'
import { telegramPlatform, type TelegramWindowLike } from './rules/telegram.ts'
import { defaultStorage, type KeyValueStorage } from './storage.ts'
import type { WindowLike } from './store.ts'

/** What `createModal` settles before the core exists: checked options, the first event, the window and storage. */
export type PreparedModal = {
  /** `app/initialized`: the checked configuration and the page's environment, the log's first event. */
  initialized: EventOfType<'app/initialized'>
  window: WindowLike | undefined
  storage: KeyValueStorage
}

/**
 * The synchronous half of `createModal` (what the button page loads): checks the options (a bad one
 * throws `ValidationError` here, as before), reads the environment once, warns once about missing
 * endpoints, and builds the `app/initialized` event the core's log starts with. Both the
 * deferred modal's first state (core/preState.ts) and the core's store are made from that one event.
 *
 * @example
 * const prepared = prepareModal({ projectId: 'demo', networks: [mainnet] })
 * prepared.initialized.config.projectId // 'demo'
 */
export function prepareModal(options: CreateModalOptions): PreparedModal {
  const config = snapshotOf(options)
  const window = options.deps?.window ?? (globalThis as { window?: WindowLike }).window
  const unnamed = missingEndpointsWarning(options)
  if (unnamed) globalThis.console?.warn(unnamed)
  const systemTheme = readSystemTheme(window)
  const telegram = telegramPlatform(window as TelegramWindowLike | undefined)
  const restrictedRegion = isRestrictedRegion(options.deps?.timeZone ?? pageTimeZone())
  return {
    initialized: initialized({
      // The state records that no blockchain service exists (Activity and NFTs say so).
      config: serviceIsOn(options, 'blockchainApi') ? config : { ...config, noBlockchainApi: true },
      env: { isMobile: detectMobile(window), ...(systemTheme ? { systemTheme } : {}), ...(telegram ? { telegram } : {}), ...(restrictedRegion ? { restrictedRegion } : {}) },
    }),
    window,
    storage: options.deps?.storage ?? options.storage ?? defaultStorage(),
  }
}
