/**
 * A host page for SPEC.md §6 `pay`, served by `startDemo({ entry })` with the sandbox and the
 * injected dev wallet: the modal on the sandbox's anvil chains with `features.pay` and the sandbox
 * exchange (`endpoints.exchange`). No wallet-list service, so no remote config turns Pay off.
 * `window.latchPay(parameters)` starts `modal.pay` and keeps its outcome in `window.latchPayResult`.
 */
import { createModal, type CaipNetwork, type CaipNetworkId, type Modal } from '../../../core/index.ts'
import { eip155Adapter } from '../../../adapters/eip155/index.ts'
import type { DemoConfig } from '../../../scripts/start.ts'
import { mountModal } from '../../../renderer-react/index.ts'

const sandbox = (await (await fetch('/sandbox.json')).json()) as DemoConfig
const networks: CaipNetwork[] = sandbox.evm.map((c) => ({
  id: c.chainId,
  caipNetworkId: `eip155:${c.chainId}` as CaipNetworkId,
  chainNamespace: 'eip155',
  name: c.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [c.rpcUrl] } },
  testnet: true,
}))
const modal: Modal = createModal({
  projectId: 'latch-pay',
  networks,
  adapters: [eip155Adapter()],
  features: { pay: true },
  metadata: { name: 'Pay host', description: 'Pays', url: location.origin, icons: [] },
  endpoints: { blockchainApi: sandbox.blockchainApi, analytics: sandbox.analytics, ...(sandbox.exchange ? { exchange: sandbox.exchange } : {}) },
})
mountModal(modal)
type PayOutcome = { hash?: string; name?: string; reason?: string }
const host = window as unknown as { latchModal: Modal; latchPay: (p: Parameters<Modal['pay']>[0]) => void; latchPayResult?: PayOutcome }
host.latchModal = modal
host.latchPay = (parameters) => {
  delete host.latchPayResult
  modal.pay(parameters).then(
    ({ hash }) => void (host.latchPayResult = { hash }),
    (error: { name: string; reason?: string }) => void (host.latchPayResult = { name: error.name, ...(error.reason ? { reason: error.reason } : {}) }),
  )
}
