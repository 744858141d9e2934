import { cleanup, createTestModal, render, run, waitUntil, $ } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { useProvider } from './useProvider.ts'
import { useSolanaSigner } from './useSolanaSigner.ts'
import { useWalletClient } from '../viem/useWalletClient.ts'
import { AccountButton } from '../components/AccountButton.tsx'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { truncateAddress } from '../../core/index.ts'

test.after.each(cleanup)

const evm = (chainId: number) => events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:${chainId}:${EVM_ADDRESS}` })

test("behavior: useProvider is the modal's one provider per namespace (API.md getProvider)", async () => {
  const modal = createTestModal()
  const seen: unknown[] = []
  function Probe() {
    seen.push(useProvider('eip155'), useProvider('solana'))
    return null
  }
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  assert.is(seen[0], modal.getProvider('eip155'))
  assert.is(seen[1], modal.getProvider('solana'))
})

test('behavior: useWalletClient is undefined while disconnected, then a viem client with the account on the current chain, renewed on a network switch', async () => {
  const modal = createTestModal()
  function Probe() {
    const client = useWalletClient()
    return <pre id="out">{client ? `${client.account?.address}@${client.chain?.id}` : 'none'}</pre>
  }
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  assert.is($('#out').textContent, 'none')
  await run(() => dispatchInternal(modal, evm(1)))
  await waitUntil(() => $('#out').textContent !== 'none', 'the client')
  assert.is($('#out').textContent, `${EVM_ADDRESS}@1`)
  await run(() => dispatchInternal(modal, events.networks.switched({ caipNetworkId: 'eip155:137' })))
  await waitUntil(() => $('#out').textContent === `${EVM_ADDRESS}@137`, 'the client on Polygon')
  await run(() => dispatchInternal(modal, events.connection.disconnected({ namespace: 'eip155' })))
  assert.is($('#out').textContent, 'none')
})

test('behavior: useSolanaSigner is the signer once a Solana wallet is connected, undefined before', async () => {
  const modal = createTestModal()
  function Probe() {
    const signer = useSolanaSigner()
    return <pre id="out">{signer ? String(signer.address) : 'none'}</pre>
  }
  await render(
    <ModalProvider modal={modal}>
      <Probe />
    </ModalProvider>,
  )
  assert.is($('#out').textContent, 'none')
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'phantom', namespace: 'solana', caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}` })))
  assert.is($('#out').textContent, SOLANA_ADDRESS)
})

test('behavior: while an app request waits for a WalletConnect wallet (SPEC.md §6 approval), the AccountButton says "Approve in your wallet"; an injected wallet prompts on the page itself', async () => {
  let answer: (value: string) => void = () => undefined
  let asked = 0
  const eip155 = {
    ...createTestAdapter('eip155'),
    request: () => {
      asked++
      return new Promise<string>((resolve) => (answer = resolve))
    },
  }
  const modal = createTestModal({ adapters: [eip155] })
  await render(
    <ModalProvider modal={modal}>
      <AccountButton />
    </ModalProvider>,
  )
  const label = () => $('[data-latch-account-button] [data-label]').textContent
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'walletConnect', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` })))
  assert.is(label(), truncateAddress(EVM_ADDRESS))
  let signed: Promise<unknown> = Promise.resolve()
  await run(() => {
    signed = modal.getProvider('eip155').request({ method: 'personal_sign', params: ['0x00', EVM_ADDRESS] })
  })
  await waitUntil(() => label() === 'Approve in your wallet' && asked === 1, 'the waiting label and the wallet asked')
  assert.is($('[data-latch-account-button]').getAttribute('aria-busy'), 'true')
  await run(async () => {
    answer('0xsigned')
    await signed
  })
  assert.is(label(), truncateAddress(EVM_ADDRESS))
  // The same request to an injected wallet: its own prompt shows on the page, the button stays.
  await run(() => dispatchInternal(modal, evm(1)))
  await run(() => {
    signed = modal.getProvider('eip155').request({ method: 'personal_sign', params: ['0x00', EVM_ADDRESS] })
  })
  await waitUntil(() => asked === 2, 'the wallet asked')
  assert.is(label(), truncateAddress(EVM_ADDRESS))
  await run(async () => {
    answer('0xsigned')
    await signed
  })
})

test.run()
