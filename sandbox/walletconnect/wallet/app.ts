/**
 * The test mobile wallet: a page served by the sandbox relay at `/wallet`, built on
 * @reown/walletkit. Paste a `wc:` URI (or open `/wallet?uri=wc:…` as a deep link would), see the
 * proposal and approve or reject it; session requests then show the dev wallet's prompt
 * (`[data-dev-wallet-approve]`) and are signed and sent for real on the sandbox chains. Sessions
 * are listed with a Disconnect button. Hooks for tests: `[data-wc-uri]`, `[data-wc-pair]`,
 * `[data-wc-proposal]` with `[data-wc-approve]` / `[data-wc-reject]`, `[data-wc-session]` with
 * `[data-wc-disconnect]`, `[data-wc-status]`.
 */
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { installDevWallet } from '../../dev-wallet/index.ts'
import type { WalletPageConfig } from '../walletPage.ts'
import { answer, type WcError } from './requests.ts'
import { approvedNamespaces, type ProposalNamespace } from './namespaces.ts'

type PageWindow = Window & { LATCH_WC_WALLET_CONFIG: WalletPageConfig; latchWcWallet?: unknown }
const win = window as unknown as PageWindow
const config = win.LATCH_WC_WALLET_CONFIG
const $ = <T extends HTMLElement>(selector: string): T => document.querySelector(selector) as T
const status = (text: string): void => {
  $('[data-wc-status]').textContent = text
}

const dev = installDevWallet({
  window: win as unknown as Window & { CustomEvent: typeof CustomEvent },
  evm: { chains: config.evm.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: `Anvil ${c.chainId}` })) },
  solana: config.solana ? { rpcUrl: config.solana.rpcUrl, chains: [config.solana.chainId as `${string}:${string}`] } : false,
  autoApprove: false,
})
const evmChains = config.evm.map((c) => `eip155:${c.chainId}`)

const core = new Core({ projectId: config.projectId, relayUrl: config.relayUrl, customStoragePrefix: 'latch-test-wallet' })
;(core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = config.verifyUrl
const kit = await WalletKit.init({
  core,
  metadata: { name: 'Latch Test Wallet', description: 'The sandbox test mobile wallet', url: location.origin, icons: [] },
})
win.latchWcWallet = { kit, dev }

kit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => showProposal(proposal))
kit.on('session_request', (event: WalletKitTypes.SessionRequest) => void onRequest(event))
kit.on('session_delete', () => renderSessions())

function showProposal(proposal: WalletKitTypes.SessionProposal): void {
  const box = $('[data-wc-proposals]')
  const el = document.createElement('section')
  el.setAttribute('data-wc-proposal', String(proposal.id))
  const { proposer, requiredNamespaces, optionalNamespaces } = proposal.params
  const requested = { ...optionalNamespaces, ...requiredNamespaces } as Record<string, ProposalNamespace>
  el.innerHTML = `<h3></h3><p data-wc-origin></p><pre data-wc-namespaces></pre><button data-wc-approve>Approve</button> <button data-wc-reject>Reject</button>`
  el.querySelector('h3')!.textContent = `${proposer.metadata.name} wants to connect`
  el.querySelector('[data-wc-origin]')!.textContent = `${proposer.metadata.url} (verify: ${proposal.verifyContext.verified.validation})`
  el.querySelector('[data-wc-namespaces]')!.textContent = JSON.stringify(requested, null, 1)
  el.querySelector('[data-wc-approve]')!.addEventListener('click', () => void approve(proposal, requested, el))
  el.querySelector('[data-wc-reject]')!.addEventListener('click', () => {
    el.remove()
    void kit.rejectSession({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } }).then(() => status('Rejected'))
  })
  box.append(el)
  status('Proposal received')
}

async function approve(proposal: WalletKitTypes.SessionProposal, requested: Record<string, ProposalNamespace>, el: HTMLElement): Promise<void> {
  el.remove()
  // Approving the session is the connect: the dev wallet connects without a second prompt.
  dev.setAutoApprove(true)
  try {
    const [address] = (await dev.provider!.request({ method: 'eth_requestAccounts' })) as string[]
    const solana = dev.solanaWallet && config.solana ? (await dev.solanaWallet.features['standard:connect'].connect()).accounts[0]?.address : undefined
    const namespaces = approvedNamespaces(requested, {
      eip155: { chains: evmChains, address: address! },
      ...(solana && config.solana ? { solana: { chains: [config.solana.chainId], address: solana } } : {}),
    })
    await kit.approveSession({ id: proposal.id, namespaces })
    status('Connected')
  } catch (error) {
    status(`Approve failed: ${(error as Error).message}`)
  } finally {
    dev.setAutoApprove(false)
  }
  renderSessions()
}

async function onRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
  const { topic, id, params } = event
  status(`Request ${params.request.method}`)
  try {
    const result = await answer(dev, { chainId: params.chainId, method: params.request.method, params: params.request.params })
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    if (params.request.method === 'wallet_switchEthereumChain') {
      const chainId = Number.parseInt((params.request.params as [{ chainId: string }])[0].chainId, 16)
      await kit.emitSessionEvent({ topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: chainId } })
    }
    status(`Approved ${params.request.method}`)
  } catch (error) {
    const e = error as WcError
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code: e.code, message: e.message } } })
    status(`Rejected ${params.request.method}`)
  }
}

function renderSessions(): void {
  const list = $('[data-wc-sessions]')
  list.replaceChildren()
  for (const session of Object.values(kit.getActiveSessions())) {
    const li = document.createElement('li')
    li.setAttribute('data-wc-session', session.topic)
    li.textContent = `${session.peer.metadata.name} — ${Object.values(session.namespaces)
      .flatMap((n) => n.accounts)
      .join(', ')} `
    const button = document.createElement('button')
    button.setAttribute('data-wc-disconnect', '')
    button.textContent = 'Disconnect'
    button.addEventListener('click', () => {
      void kit.disconnectSession({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }).then(() => {
        status('Disconnected')
        renderSessions()
      })
    })
    li.append(button)
    list.append(li)
  }
}

async function pair(uri: string): Promise<void> {
  status('Pairing…')
  try {
    await kit.pair({ uri: uri.trim() })
    status('Paired, waiting for the proposal')
  } catch (error) {
    status(`Pairing failed: ${(error as Error).message}`)
  }
}

$('[data-wc-pair]').addEventListener('click', () => void pair($<HTMLTextAreaElement>('[data-wc-uri]').value))
renderSessions()
status('Ready')
const deepLink = new URLSearchParams(location.search).get('uri')
if (deepLink) void pair(deepLink)
