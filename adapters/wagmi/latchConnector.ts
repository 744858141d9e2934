import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address } from 'viem'
import type { Modal } from '../../core/modalFacade.ts'
import type { Eip1193Provider } from '../../core/provider/eip1193Provider.ts'

/** `latchConnector`'s options: how the connector shows in wagmi's list. */
export type LatchConnectorParameters = { id?: string; name?: string; icon?: string }

/** Key in wagmi's storage: the Latch eip155 connection was there when the page was left. */
const CONNECTED_KEY = 'latch.connected'
/** How long a reload's `isAuthorized` waits for Latch to start restoring a saved connection. */
const RESTORE_START_MS = 3_000

/**
 * A wagmi connector over a Latch modal (API.md "Other entries"): every wagmi action and hook speaks
 * through `modal.getProvider('eip155')`, and Latch stays the source of truth — wagmi's account and
 * chain follow the modal's eip155 connection (connect, network switch, connection switch,
 * disconnect, reload) through the provider's EIP-1193 events; `connect` opens the modal
 * (`eth_requestAccounts`), `switchChain` and `disconnect` go through `modal.switchNetwork` and
 * `modal.disconnect` (SPEC.md §4), so the modal shows what wagmi asked for.
 *
 * Reload: `isAuthorized` never opens the modal. When wagmi's storage says Latch was connected, it
 * waits for the modal's silent restore (SPEC.md §3 Connection) so wagmi reconnects to it rather than
 * flashing "disconnected".
 *
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [latchConnector(modal)], transports: { [mainnet.id]: http() } })
 * await connect(config, { connector: config.connectors[0] }) // opens the modal
 */
export function latchConnector(modal: Modal, parameters: LatchConnectorParameters = {}) {
  return createConnector<Eip1193Provider>((config) => {
    const provider = () => modal.getProvider('eip155')
    const accounts = async () => ((await provider().request({ method: 'eth_accounts' })) as string[]).map((a) => getAddress(a))
    const chainId = async () => Number(await provider().request({ method: 'eth_chainId' }))
    const remember = (connected: boolean) => void Promise.resolve(connected ? config.storage?.setItem(CONNECTED_KEY, true) : config.storage?.removeItem(CONNECTED_KEY)).catch(() => undefined)
    let listening = false

    /** Resolves once a reload's restore has settled: connected, or not restoring after all. */
    const restored = async (): Promise<boolean> => {
      await modal.load().catch(() => undefined)
      return new Promise<boolean>((resolve) => {
        let seenConnecting = false
        let stop = () => {}
        const timer = setTimeout(() => settle(false), RESTORE_START_MS)
        const settle = (value: boolean) => {
          clearTimeout(timer)
          stop()
          resolve(value)
        }
        const check = () => {
          const account = modal.getState().accounts.eip155
          if (account?.status === 'connected' && account.address) return settle(true)
          if (account?.status === 'connecting') {
            seenConnecting = true
            clearTimeout(timer)
          } else if (seenConnecting) settle(false)
        }
        stop = modal.subscribeState(check)
        check()
      })
    }

    /** Connections made in the modal itself reach wagmi too (its config listens for `connect`). */
    async function setup() {
      if (listening) return
      listening = true
      provider()
        .on('connect', onConnect as never)
        .on('accountsChanged', onAccountsChanged as never)
        .on('chainChanged', onChainChanged as never)
        .on('disconnect', onDisconnect as never)
    }
    function onConnect({ chainId: id }: { chainId: string }) {
      const account = modal.getState().accounts.eip155?.address
      if (!account) return
      remember(true)
      config.emitter.emit('connect', { accounts: [getAddress(account) as Address], chainId: Number(id) })
    }
    function onAccountsChanged(list: string[]) {
      // An empty list is followed by the provider's `disconnect`.
      if (list.length > 0) config.emitter.emit('change', { accounts: list.map((a) => getAddress(a)) })
    }
    function onChainChanged(id: string) {
      config.emitter.emit('change', { chainId: Number(id) })
    }
    function onDisconnect() {
      remember(false)
      config.emitter.emit('disconnect')
    }

    return {
      id: parameters.id ?? 'latch',
      name: parameters.name ?? 'Latch',
      type: 'latch',
      ...(parameters.icon ? { icon: parameters.icon } : {}),

      setup,

      async connect({ chainId: wanted, isReconnecting, withCapabilities } = {}) {
        await setup()
        let list = await accounts()
        if (list.length === 0) {
          // A reload never prompts: wagmi's reconnect only takes a connection Latch restored.
          if (isReconnecting) throw new Error('Latch is not connected')
          try {
            list = ((await provider().request({ method: 'eth_requestAccounts' })) as string[]).map((a) => getAddress(a))
          } catch (error) {
            if ((error as { code?: unknown }).code === 4001) throw new UserRejectedRequestError(error as Error)
            throw error
          }
        }
        if (wanted !== undefined && wanted !== (await chainId())) await modal.switchNetwork(`eip155:${wanted}`).catch(() => undefined)
        remember(true)
        const result = withCapabilities ? list.map((address) => ({ address, capabilities: {} })) : list
        return { accounts: result as never, chainId: await chainId() }
      },

      async disconnect() {
        await modal.disconnect('eip155')
        remember(false)
      },

      getAccounts: accounts,
      getChainId: chainId,
      async getProvider() {
        return provider()
      },

      async isAuthorized() {
        if ((await accounts()).length > 0) return true
        const wasConnected = await Promise.resolve(config.storage?.getItem(CONNECTED_KEY)).catch(() => undefined)
        return wasConnected ? restored() : false
      },

      async switchChain({ chainId: id }) {
        const chain = config.chains.find((c) => c.id === id)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          await modal.switchNetwork(`eip155:${id}`)
        } catch (error) {
          const { code, shortMessage } = error as { code?: unknown; shortMessage?: unknown }
          if (code === 4001 || shortMessage === 'Modal closed') throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        return chain
      },

      onConnect,
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
