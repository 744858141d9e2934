import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createModal, type CaipNetworkId, type ChainNamespace, type CreateModalOptions, type Modal, type ModalState } from '../../core/index.ts'
import { ModalProvider } from '../ModalProvider.tsx'

/** The DOM events `<latch-modal>` dispatches (they bubble and cross no shadow root: there is none). */
export type LatchModalEventMap = {
  /** The modal exists (from the `modal` or `options` property, or from the attributes). */
  'latch-ready': CustomEvent<{ modal: Modal }>
  'latch-open': CustomEvent<{ view: string }>
  'latch-close': CustomEvent<Record<string, never>>
  'latch-connect': CustomEvent<{ namespace: ChainNamespace; address: string; caipNetworkId: CaipNetworkId | undefined }>
  'latch-disconnect': CustomEvent<Record<string, never>>
  'latch-network': CustomEvent<{ caipNetworkId: CaipNetworkId }>
}

const HTMLElementBase: typeof HTMLElement = (globalThis as { HTMLElement?: typeof HTMLElement }).HTMLElement ?? (class {} as typeof HTMLElement)

/**
 * `<latch-modal>`: renders the modal (portalled to `document.body`) and is the modal the buttons use.
 *
 * - `modal` property: a modal made with `createModal` (the host keeps it and destroys it);
 * - or `options` property: the element calls `createModal(options)` with the attributes below
 *   filled in, and destroys that modal when it leaves the page;
 * - attributes: `project-id`, `locale`, `default-network` (read when the element makes the modal),
 *   `prefetch` (`interaction`: the dialog waits for the visitor to go for a
 *   button; default `idle`, as `<ModalProvider prefetch>`; read when the element renders), `theme-mode` (`dark` | `light`, live) and `open` (present:
 *   open; removed: closed; live);
 * - events: `latch-ready`, `latch-open`, `latch-close`, `latch-connect`, `latch-disconnect`,
 *   `latch-network` (`LatchModalEventMap`).
 */
export class LatchModalElement extends HTMLElementBase {
  static observedAttributes = ['theme-mode', 'open']
  #modal: Modal | undefined
  #owned = false
  #options: Partial<CreateModalOptions> | undefined
  #root: Root | undefined
  #mount: HTMLElement | undefined
  #unsubscribe: (() => void) | undefined

  /** The modal the element renders; `undefined` until it has one. */
  get modal(): Modal | undefined {
    return this.#modal
  }

  set modal(modal: Modal | undefined) {
    this.#detach()
    this.#modal = modal
    this.#owned = false
    if (this.isConnected) this.#attach()
  }

  /** `createModal` options (networks, adapters, endpoints…); the attributes fill the rest. */
  get options(): Partial<CreateModalOptions> | undefined {
    return this.#options
  }

  set options(options: Partial<CreateModalOptions> | undefined) {
    this.#options = options
    if (this.#modal && !this.#owned) return
    this.#detach()
    this.#modal = undefined
    if (this.isConnected) this.#attach()
  }

  /** Whether the modal is open. */
  get open(): boolean {
    return this.#modal?.getState().open ?? false
  }

  set open(open: boolean) {
    this.toggleAttribute('open', open)
  }

  disconnectedCallback(): void {
    this.#detach()
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const modal = this.#modal
    if (!modal) return
    if (name === 'theme-mode' && (value === 'dark' || value === 'light')) modal.setThemeMode(value)
    if (name === 'open') {
      if (value !== null && !modal.getState().open) modal.open()
      if (value === null && modal.getState().open) modal.close()
    }
  }

  connectedCallback(): void {
    // A page's script sets `modal` or `options` right after the element is defined (the markup's
    // elements are upgraded by `define`): made from the attributes alone, the modal waits a
    // microtask so it is made once, with those options.
    if (this.#modal || this.#options) this.#attach()
    else queueMicrotask(() => this.isConnected && this.#attach())
  }

  #attach(): void {
    if (this.#root) return
    if (!this.#modal) {
      if (!this.#options && !this.hasAttribute('project-id')) return
      this.#modal = createModal(this.#createOptions())
      this.#owned = true
    }
    const modal = this.#modal
    this.#mount = this.ownerDocument.createElement('div')
    this.#mount.setAttribute('data-latch-mount', '')
    this.append(this.#mount)
    this.#root = createRoot(this.#mount)
    const attribute = this.getAttribute('prefetch')
    const prefetch = attribute === 'interaction' || attribute === 'intent' ? 'interaction' : attribute === 'idle' ? 'idle' : undefined
    this.#root.render(createElement(ModalProvider, { modal, ...(prefetch ? { prefetch } : {}) }))
    this.#unsubscribe = this.#relayEvents(modal)
    this.dispatchEvent(new CustomEvent('latch-ready', { bubbles: true, detail: { modal } }))
    if (this.hasAttribute('open') && !modal.getState().open) modal.open()
  }

  #detach(): void {
    this.#unsubscribe?.()
    this.#unsubscribe = undefined
    this.#root?.unmount()
    this.#root = undefined
    this.#mount?.remove()
    this.#mount = undefined
    if (this.#owned) {
      this.#modal?.destroy()
      this.#modal = undefined
      this.#owned = false
    }
  }

  #createOptions(): CreateModalOptions {
    const attribute = (name: string) => this.getAttribute(name) ?? undefined
    const themeMode = attribute('theme-mode')
    const locale = attribute('locale')
    const defaultNetwork = attribute('default-network') as CaipNetworkId | undefined
    return {
      networks: [],
      ...this.#options,
      projectId: attribute('project-id') ?? this.#options?.projectId ?? '',
      ...(themeMode === 'dark' || themeMode === 'light' ? { themeMode } : {}),
      ...(locale ? { locale } : {}),
      ...(defaultNetwork ? { defaultNetwork } : {}),
    }
  }

  /** The state changes a host page listens for, as DOM events on the element. */
  #relayEvents(modal: Modal): () => void {
    let last: ModalState = modal.getState()
    return modal.subscribeState((state) => {
      const before = last
      last = state
      const emit = <K extends keyof LatchModalEventMap>(type: K, detail: LatchModalEventMap[K]['detail']) => this.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }))
      if (state.open !== before.open) {
        if (state.open) emit('latch-open', { view: state.view })
        else emit('latch-close', {})
      }
      if (state.status !== before.status) {
        const namespace = state.activeNamespace
        const address = namespace ? state.accounts[namespace]?.address : undefined
        if (state.status === 'connected' && namespace && address) emit('latch-connect', { namespace, address, caipNetworkId: state.activeCaipNetworkId })
        if (before.status === 'connected' && state.status !== 'connected') emit('latch-disconnect', {})
      }
      if (state.activeCaipNetworkId && state.activeCaipNetworkId !== before.activeCaipNetworkId) emit('latch-network', { caipNetworkId: state.activeCaipNetworkId })
    })
  }
}
