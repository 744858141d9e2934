import { startAnvil, type Anvil } from './anvil.ts'
import { deploySandbox, type Deployment } from './deploy.ts'

/** The sandbox's EVM chains: a first chain and a second one, so network switching is real. */
export const DEFAULT_CHAIN_IDS = [31337, 31338] as const

export type EvmChain = Deployment & { anvil: Anvil }
export type EvmChains = { chains: EvmChain[]; stop(): Promise<void> }

/**
 * Starts one anvil per chain id and deploys the sandbox contracts on each, in parallel.
 * @example const evm = await startEvmChains(); evm.chains[0].rpcUrl; await evm.stop()
 */
export async function startEvmChains(chainIds: readonly number[] = DEFAULT_CHAIN_IDS): Promise<EvmChains> {
  const started = await Promise.allSettled(chainIds.map((chainId) => startAnvil({ chainId })))
  const anvils = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const stop = async (): Promise<void> => {
    await Promise.all(anvils.map((a) => a.stop()))
  }
  const failure = started.find((s) => s.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  try {
    const deployments = await Promise.all(anvils.map((anvil) => deploySandbox({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl })))
    return { chains: deployments.map((d, i) => ({ ...d, anvil: anvils[i]! })), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
