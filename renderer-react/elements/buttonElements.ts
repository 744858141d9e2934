import { createElement, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Modal } from '../../core/index.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { AccountButton } from '../components/AccountButton.tsx'
import { ConnectButton } from '../components/ConnectButton.tsx'
import { NetworkButton } from '../components/NetworkButton.tsx'
import { WalletButton, type WalletButtonProps } from '../components/WalletButton.tsx'
import { CHAIN_NAMESPACES } from '../../core/types.ts'
import type { LatchModalElement } from './LatchModalElement.ts'

const HTMLElementBase: typeof HTMLElement = (globalThis as { HTMLElement?: typeof HTMLElement }).HTMLElement ?? (class {} as typeof HTMLElement)

/**
 * A Latch button as a custom element: renders the React button inside itself (light DOM) for the
 * modal of the `<latch-modal>` named by its `for` attribute (an id), else the page's first
 * `<latch-modal>`, else its own `modal` property. It waits for that modal (`latch-ready`).
 */
abstract class LatchButtonBase extends HTMLElementBase {
  static observedAttributes = ['for']
  protected abstract readonly button: ComponentType
  /** The button's props from the element's attributes (`<latch-wallet-button wallet namespace>`). */
  protected props(): object | null {
    return null
  }
  #modal: Modal | undefined
  #root: Root | undefined
  #rendered: Modal | undefined
  /** A `<latch-modal>` that gets (or changes) its modal re-renders this button with it. */
  readonly #onReady = () => this.isConnected && this.#render()

  /** The modal this button opens; set it to use a modal without a `<latch-modal>`. */
  get modal(): Modal | undefined {
    return this.#modal ?? this.#source()?.modal
  }

  set modal(modal: Modal | undefined) {
    this.#modal = modal
    this.#render()
  }

  connectedCallback(): void {
    this.ownerDocument.addEventListener('latch-ready', this.#onReady)
    this.#render()
  }

  disconnectedCallback(): void {
    this.ownerDocument.removeEventListener('latch-ready', this.#onReady)
    this.#root?.unmount()
    this.#root = undefined
    this.#rendered = undefined
  }

  attributeChangedCallback(): void {
    // An attribute that is a prop renders the button again with the same modal.
    if (this.isConnected) this.#render(true)
  }

  #source(): LatchModalElement | undefined {
    const id = this.getAttribute('for')
    const found = id ? this.ownerDocument.getElementById(id) : this.ownerDocument.querySelector('latch-modal')
    return found && found.localName === 'latch-modal' ? (found as LatchModalElement) : undefined
  }

  #render(again = false): void {
    // No modal yet (its element is defined or configured after this button): `latch-ready` brings it.
    const modal = this.modal
    if (!modal || (modal === this.#rendered && !again)) return
    this.#rendered = modal
    this.#root ??= createRoot(this)
    // The dialog is the `<latch-modal>`'s (or the host's): the button only provides the modal.
    this.#root.render(createElement(ModalProvider, { modal, renderModal: false }, createElement(this.button, this.props())))
  }
}

/** `<latch-button>`: the ConnectButton ("Connect wallet", then the address; opens the modal). */
export class LatchButtonElement extends LatchButtonBase {
  protected readonly button = ConnectButton
}

/** `<latch-account-button>`: the AccountButton (balance and address once connected). */
export class LatchAccountButtonElement extends LatchButtonBase {
  protected readonly button = AccountButton
}

/** `<latch-network-button>`: the NetworkButton (the active network; opens Networks). */
export class LatchNetworkButtonElement extends LatchButtonBase {
  protected readonly button = NetworkButton
}

/**
 * `<latch-wallet-button wallet="dev.latch.wallet" namespace="eip155">`: the WalletButton — connects
 * straight to that wallet (a connector id, a listed wallet's id, `walletConnect`, `email`, a social
 * provider); the `<latch-modal>` appears only where a step needs it (a QR code, the email code).
 */
export class LatchWalletButtonElement extends LatchButtonBase {
  static override observedAttributes = ['for', 'wallet', 'namespace']
  // Its props come from `props()` (the attributes), not from the base class's prop-less call.
  protected readonly button = WalletButton as unknown as ComponentType
  protected override props(): WalletButtonProps {
    const namespace = CHAIN_NAMESPACES.find((ns) => ns === this.getAttribute('namespace'))
    return { wallet: this.getAttribute('wallet') ?? '', ...(namespace ? { namespace } : {}) }
  }
}
