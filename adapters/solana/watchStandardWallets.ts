import type { StandardWallet, WalletsRegisterApi } from './walletStandard.ts'

/** The window members the registration protocol needs (a browser window or happy-dom's). */
export type StandardWalletsWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  CustomEvent?: typeof CustomEvent
}

/**
 * The app side of the Wallet Standard window-event protocol (what @wallet-standard/app's
 * `getWallets` does): wallets that load later announce themselves with
 * `wallet-standard:register-wallet` (a callback we call with our API); wallets already on the page
 * answer the `wallet-standard:app-ready` event we dispatch. `onRegister` gets each wallet once;
 * `onUnregister` when a wallet withdraws. Returns the teardown: no listener is left and later
 * calls to the API are ignored.
 *
 * @example
 * const stop = watchStandardWallets(window, { onRegister: (wallets) => console.log(wallets) })
 * stop()
 */
export function watchStandardWallets(win: StandardWalletsWindow, handlers: { onRegister(wallets: StandardWallet[]): void; onUnregister?(wallets: StandardWallet[]): void }): () => void {
  const registered = new Set<StandardWallet>()
  let stopped = false

  const api: WalletsRegisterApi = Object.freeze({
    register(...wallets: StandardWallet[]) {
      if (stopped) return () => {}
      const fresh = wallets.filter((w) => w && typeof w === 'object' && !registered.has(w))
      for (const wallet of fresh) registered.add(wallet)
      if (fresh.length > 0) handlers.onRegister(fresh)
      return () => {
        if (stopped) return
        const gone = fresh.filter((w) => registered.delete(w))
        if (gone.length > 0) handlers.onUnregister?.(gone)
      }
    },
  })

  const onRegisterWallet = (event: Event): void => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch (error) {
      // A broken wallet must not stop discovery of the others.
      console.error('[latch/solana] a wallet failed to register', error)
    }
  }
  win.addEventListener('wallet-standard:register-wallet', onRegisterWallet)

  const EventClass = win.CustomEvent ?? globalThis.CustomEvent
  try {
    win.dispatchEvent(new EventClass('wallet-standard:app-ready', { detail: api }) as Event)
  } catch (error) {
    console.error('[latch/solana] wallet-standard:app-ready could not be dispatched', error)
  }

  return () => {
    stopped = true
    registered.clear()
    win.removeEventListener('wallet-standard:register-wallet', onRegisterWallet)
  }
}
