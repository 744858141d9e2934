/**
 * `latch/elements` — web components for hosts without React (API.md "Other entries"):
 * `<latch-modal>` (the modal), `<latch-button>`, `<latch-account-button>`, `<latch-network-button>`,
 * `<latch-wallet-button wallet=… namespace=…>` (one wallet, connected straight, API.md).
 * `defineLatchElements()` defines them (a tag already defined is left alone). The entry itself has
 * no import-time side effect, as every dist file (bundlers may drop an unused import).
 *
 * ```html
 * <latch-modal id="wallet" project-id="my-project" theme-mode="dark" locale="ar"></latch-modal>
 * <latch-button for="wallet"></latch-button>
 * <script type="module">
 *   import { defineLatchElements } from 'latch/elements'
 *   import { eip155Adapter } from 'latch/eip155'
 *   defineLatchElements()
 *   document.getElementById('wallet').options = { networks: [mainnet], adapters: [eip155Adapter()] }
 * </script>
 * ```
 *
 * Light DOM, no shadow root: the dialog is portalled to `document.body` as with `<ModalProvider>`,
 * so API.md's DOM contract (`[data-latch-modal]`, `[data-view]`, `--latch-*`) holds unchanged and
 * a host's tests reach it with `document.querySelector`; the style sheet's class names are all
 * `latch-` prefixed, and themes go through the `--latch-*` properties.
 */
// Chunk grouping: every entry reaches the whole core (one shared core chunk).
import '../../core/index.ts'
import { LatchAccountButtonElement, LatchButtonElement, LatchNetworkButtonElement, LatchWalletButtonElement } from './buttonElements.ts'
import { LatchModalElement } from './LatchModalElement.ts'

export { LatchModalElement, type LatchModalEventMap } from './LatchModalElement.ts'
export { LatchAccountButtonElement, LatchButtonElement, LatchNetworkButtonElement, LatchWalletButtonElement } from './buttonElements.ts'

/** The tag names and their classes. */
export const LATCH_ELEMENTS = {
  'latch-modal': LatchModalElement,
  'latch-button': LatchButtonElement,
  'latch-account-button': LatchAccountButtonElement,
  'latch-network-button': LatchNetworkButtonElement,
  'latch-wallet-button': LatchWalletButtonElement,
} as const

/**
 * Defines the elements in `registry` (default `customElements`); a tag already defined is left
 * as it is.
 *
 * @example
 * defineLatchElements()
 */
export function defineLatchElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return
  for (const [tag, element] of Object.entries(LATCH_ELEMENTS)) if (!registry.get(tag)) registry.define(tag, element)
}
