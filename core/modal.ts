import { LatchError } from './errors/LatchError.ts'
import { initialized } from './events/app.ts'
import type { ModalEvent } from './events/index.ts'
import { createFacade, type Modal } from './modalFacade.ts'
import { createModalWiring } from './modalDeps.ts'
import { detectMobile, readSystemTheme, snapshotOf, type ConfigSnapshot, type CreateModalOptions } from './modalOptions.ts'
import { telegramPlatform, type TelegramWindowLike } from './rules/telegram.ts'
import { isRestrictedRegion, pageTimeZone } from './rules/restrictedRegion.ts'
import { createStore } from './store.ts'

export type { CreateModalOptions } from './modalOptions.ts'
export { missingEndpointsWarning } from './modalOptions.ts'
export type { Modal } from './modalFacade.ts'

/**
 * Creates a modal: the store, its epics, and the facade of API.md. Three concerns, three files:
 * the options and their snapshot (core/modalOptions.ts), the effects' deps and epics
 * (core/modalDeps.ts), the public methods (core/modalFacade.ts); this is the wiring.
 *
 * @example
 * const modal = createModal({ projectId: 'demo', networks: [mainnet] })
 * modal.open()
 */
export function createModal(options: CreateModalOptions): Modal {
  const config = snapshotOf(options)
  const { deps, epics, lifetime } = createModalWiring(options, config)
  const store = createStore({ epics, deps, logCapacity: options.logCapacity ?? 10_000 })
  const systemTheme = readSystemTheme(deps.window)
  const telegram = telegramPlatform(deps.window as TelegramWindowLike | undefined)
  const restrictedRegion = isRestrictedRegion(options.deps?.timeZone ?? pageTimeZone())
  // Issue 15: the state records that no blockchain service exists (Activity and NFTs say so).
  const recorded: ConfigSnapshot = deps.blockchainApi ? config : { ...config, noBlockchainApi: true }
  store.dispatch(
    initialized({
      config: recorded,
      env: { isMobile: detectMobile(deps.window), ...(systemTheme ? { systemTheme } : {}), ...(telegram ? { telegram } : {}), ...(restrictedRegion ? { restrictedRegion } : {}) },
    }),
  )
  const modal = createFacade(store, () => lifetime.abort())
  internalDoors.set(modal, store.dispatch)
  return modal
}

const internalDoors = new WeakMap<Modal, (event: ModalEvent) => void>()

/**
 * The store's own door, which epics use: any valid event, facts included. Not exported from the
 * package (core/index.ts); Latch's tests use it to play an effect's part (a wallet's answer, a
 * service's page) without running the effect.
 */
export function dispatchInternal(modal: Modal, event: ModalEvent): void {
  const door = internalDoors.get(modal)
  if (!door) throw new LatchError('Not a modal of this Latch')
  door(event)
}
