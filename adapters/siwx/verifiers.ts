import type { SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetwork, ChainNamespace } from '../../core/types.ts'
import { base58Decode } from '../solana/base58.ts'

/** Checks a session's signature for one namespace (`DefaultSIWX`'s second part). */
export interface SIWXVerifier {
  readonly chainNamespace: ChainNamespace
  /** True when `session.signature` is the account's signature of `session.message`. */
  verify(session: SIWXSession): Promise<boolean>
}

/** A viem public client's slice the EVM verifier uses (viem's `verifyMessage` action). */
export type MessageVerifyingClient = {
  verifyMessage(parameters: { address: `0x${string}`; message: string; signature: `0x${string}` }): Promise<boolean>
}

/**
 * EVM sessions, through viem's `verifyMessage` against the session's chain: EIP-191 for plain
 * accounts, ERC-1271 for deployed smart accounts, ERC-6492 for counterfactual ones — so smart
 * accounts verify. viem (a peer dependency) loads at the first verification, not with the page.
 *
 * @example
 * new EIP155Verifier({ networks })
 */
export class EIP155Verifier implements SIWXVerifier {
  readonly chainNamespace = 'eip155' as const
  readonly #networks: readonly CaipNetwork[]
  readonly #client: ((chainId: string) => Promise<MessageVerifyingClient>) | undefined

  constructor(options: { networks?: readonly CaipNetwork[]; client?: (chainId: string) => Promise<MessageVerifyingClient> } = {}) {
    this.#networks = options.networks ?? []
    this.#client = options.client
  }

  async verify(session: SIWXSession): Promise<boolean> {
    const { chainId, accountAddress } = session.data
    if (!/^0x[0-9a-fA-F]{40}$/.test(accountAddress) || !/^0x[0-9a-fA-F]*$/.test(session.signature)) return false
    if (session.message !== undefined && typeof session.message !== 'string') return false
    try {
      const client = this.#client ? await this.#client(chainId) : await this.#publicClient(chainId)
      return await client.verifyMessage({
        address: accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      })
    } catch {
      return false
    }
  }

  async #publicClient(chainId: string): Promise<MessageVerifyingClient> {
    const network = this.#networks.find((n) => n.caipNetworkId === chainId)
    const url = network?.rpcUrls.default.http[0]
    if (!url) throw new Error(`EIP155Verifier: no RPC URL for ${chainId}`)
    const { createPublicClient, http } = await import('viem')
    return createPublicClient({ transport: http(url) })
  }
}

/**
 * Solana sessions: the signature is the account's ed25519 signature of the message's UTF-8
 * bytes (Wallet Standard `solana:signMessage`), base58 as the adapter returns it. WebCrypto's
 * Ed25519 (every current browser and Node 20): no library code at all.
 *
 * @example
 * new SolanaVerifier()
 */
export class SolanaVerifier implements SIWXVerifier {
  readonly chainNamespace = 'solana' as const

  async verify(session: SIWXSession): Promise<boolean> {
    return verifyEd25519({
      publicKey: base58Decode(session.data.accountAddress),
      signature: base58Decode(session.signature),
      message: new TextEncoder().encode(session.message),
    })
  }
}

/** Ed25519 verification with WebCrypto; false for malformed keys or signatures. */
export async function verifyEd25519(input: { publicKey: Uint8Array | undefined; signature: Uint8Array | undefined; message: Uint8Array }): Promise<boolean> {
  const { publicKey, signature, message } = input
  if (publicKey?.length !== 32 || signature?.length !== 64) return false
  try {
    const subtle = globalThis.crypto.subtle
    const key = await subtle.importKey('raw', publicKey as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, ['verify'])
    return await subtle.verify({ name: 'Ed25519' }, key, signature as Uint8Array<ArrayBuffer>, message as Uint8Array<ArrayBuffer>)
  } catch {
    return false
  }
}
