import { EVM_METHODS, SOLANA_METHODS } from './requests.ts'

export type ProposalNamespace = { chains?: string[]; methods?: string[]; events?: string[] }
export type SessionNamespace = { chains: string[]; methods: string[]; events: string[]; accounts: string[] }

/**
 * The namespaces the test wallet approves for a proposal: every requested namespace it can sign
 * for (eip155, solana), on the requested chains it has (all of its chains when none are named),
 * with all of its methods and the two standard events.
 * @example approvedNamespaces({ eip155: { chains: ['eip155:31337'] } }, { eip155: { chains: ['eip155:31337'], address: '0xf39F…' } })
 */
export function approvedNamespaces(
  requested: Record<string, ProposalNamespace>,
  ours: { eip155?: { chains: string[]; address: string }; solana?: { chains: string[]; address: string } },
): Record<string, SessionNamespace> {
  const out: Record<string, SessionNamespace> = {}
  for (const [key, ns] of Object.entries(requested)) {
    const namespace = key.split(':')[0] as string
    const mine = namespace === 'eip155' ? ours.eip155 : namespace === 'solana' ? ours.solana : undefined
    if (!mine) continue
    const wanted = ns.chains ?? (key.includes(':') ? [key] : [])
    const chains = [...new Set([...wanted.filter((c) => mine.chains.includes(c)), ...(namespace === 'eip155' ? mine.chains : [])])]
    if (chains.length === 0) continue
    const prior = out[namespace]
    out[namespace] = {
      chains: [...new Set([...(prior?.chains ?? []), ...chains])],
      methods: namespace === 'eip155' ? [...EVM_METHODS] : [...SOLANA_METHODS],
      events: ['accountsChanged', 'chainChanged'],
      accounts: [...new Set([...(prior?.accounts ?? []), ...chains.map((c) => `${c}:${mine.address}`)])],
    }
  }
  return out
}
