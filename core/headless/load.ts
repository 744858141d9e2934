/**
 * Where the own-UI code (core/headless/ownUi.ts) is once loaded, as core/engineSlot.ts is for the
 * core: the light functions of `latch` and latch/react's hooks call it at once when it is in (a
 * click's connect within its gesture, as a social popup needs), else load it first.
 */
import { LatchError } from '../errors/LatchError.ts'
import { lazyChunk } from '../lazy.ts'

/** The own-UI code's functions. */
export type HeadlessImpl = typeof import('./ownUi.ts')

const ownUi = /* @__PURE__ */ lazyChunk<HeadlessImpl>(() => import('./ownUi.ts'))

/** Loads the own-UI chunk once (a failed load is forgotten: the next call tries again). */
export const loadHeadless: () => Promise<HeadlessImpl> = ownUi.load

/** The own-UI code if it has loaded. */
export const loadedHeadless: () => HeadlessImpl | undefined = ownUi.loaded

/**
 * Runs `call` with the own-UI code: at once when it is in, else once it has loaded. Settles as
 * `call` does; a chunk that cannot load rejects with 'Latch could not load', as a core that
 * cannot load does (core/deferredModal.ts).
 *
 * @example
 * withHeadless((impl) => impl.connectWallet(modal, 'dev.latch.wallet'))
 */
export function withHeadless<T>(call: (impl: HeadlessImpl) => T | Promise<T>): Promise<T> {
  const loaded = ownUi.loaded()
  if (!loaded)
    return ownUi.load().then(call, (cause: unknown) => {
      throw new LatchError('Latch could not load', { details: 'the own-UI chunk could not be fetched; the next call tries again', cause })
    })
  try {
    return Promise.resolve(call(loaded))
  } catch (error) {
    return Promise.reject(error)
  }
}

/** An action without a promise to carry its failure: a chunk that could not load is reported. */
export function runHeadless(call: (impl: HeadlessImpl) => unknown): void {
  withHeadless(call).catch((error: unknown) => globalThis.console?.error('Latch:', error))
}
