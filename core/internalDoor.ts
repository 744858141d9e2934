import { LatchError } from './errors/LatchError.ts'
import type { ModalEvent } from './events/index.ts'
import type { Modal } from './modalFacade.ts'

const internalDoors = new WeakMap<Modal, (event: ModalEvent) => void>()

/** Gives a live modal its store's own door (core/engine.ts). */
export function openInternalDoor(modal: Modal, door: (event: ModalEvent) => void): void {
  internalDoors.set(modal, door)
}

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
