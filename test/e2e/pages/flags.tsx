/**
 * The flags page (SPEC.md §6 legalCheckbox, collapseWallets, reownBranding): a host that builds the
 * modal from the options `window.latchFlags.create` is given, against the sandbox's wallet-list
 * service (its remote config per project id), with test adapters and the browser's own storage
 * (IndexedDB: the legal consent is remembered for this origin). `test/e2e/flags.test.ts` drives it.
 */
import { createModal, type Modal } from '../../../core/index.ts'
import type { CreateModalOptions } from '../../../core/modalOptions.ts'

type FeaturesPatch = NonNullable<CreateModalOptions['features']>
import { mountModal } from '../../../renderer-react/index.ts'
import { createTestAdapter } from '../../fixtures/testAdapter.ts'
import { mainnet } from '../../fixtures/networks.ts'

export type FlagsPage = {
  create(options: { projectId: string; walletApi: string; features: FeaturesPatch; termsConditionsUrl?: string; privacyPolicyUrl?: string }): void
  open(): void
  state(): unknown
}

let modal: Modal | undefined
let unmount: (() => void) | undefined

const page: FlagsPage = {
  create({ projectId, walletApi, features, termsConditionsUrl, privacyPolicyUrl }) {
    unmount?.()
    modal?.destroy()
    modal = createModal({
      projectId,
      networks: [mainnet],
      adapters: [createTestAdapter('eip155')],
      features,
      ...(termsConditionsUrl ? { termsConditionsUrl } : {}),
      ...(privacyPolicyUrl ? { privacyPolicyUrl } : {}),
      previewFlows: ['email', 'social'],
      endpoints: { walletApi },
      deps: { blockchainApi: null, analytics: null },
    })
    unmount = mountModal(modal)
  },
  open: () => void modal?.open(),
  state: () => modal?.getState(),
}

;(window as unknown as { latchFlags: FlagsPage }).latchFlags = page
