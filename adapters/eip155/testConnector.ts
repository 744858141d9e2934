import type { Address, Hex } from 'viem'
import { concat, numberToHex, stringToHex } from './hex.ts'
import { keccak256 } from './keccak256.ts'
import { SwitchChainError } from '../../core/errors/SwitchChainError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import { isUserRejection } from '../../core/rules/toConnectionError.ts'
import type { ConnectorType } from '../../core/types.ts'
import type { Connector, ConnectorContext, CreateConnectorFn } from './createConnector.ts'
import type { Eip1193Request } from './Eip1193Provider.ts'
import { providerRequest } from './providerRequest.ts'
import { toProviderError } from './toProviderError.ts'

/**
 * Flags and answers of `testConnector` (after wagmi's mock connector).
 *
 * @example
 * testConnector({ chainId: 137, switchChainError: true })
 */
export type TestConnectorParameters = {
  /** Default `'test'`. */
  id?: string
  /** Default `'Test Wallet'`. */
  name?: string
  /** Default `'EXTERNAL'`. */
  type?: ConnectorType
  icon?: string
  /** Accounts the wallet grants (default: the first anvil test account). */
  accounts?: readonly Address[]
  /** The wallet's chain before any switch (default 1). */
  chainId?: number
  /** `connect` fails: `true` is a rejected prompt (4001 → 'Connection rejected'), or this error. */
  connectError?: boolean | Error
  /** `switchChain` fails: `true` is a 4902 SwitchChainError, or this error (`{ code: 4001 }` = declined). */
  switchChainError?: boolean | Error
  /** The user rejects every signature and transaction (4001), app requests included (SPEC.md §6 approval methods). */
  rejectSign?: boolean
  /** The wallet still grants access after a reload: `getAccounts` answers without `connect`. */
  reconnect?: boolean
  /**
   * An EIP-1193 `request` to a real node (e.g. anvil, whose unlocked accounts sign
   * `eth_sendTransaction` and `eth_signTypedData_v4`): transactions, an app's requests and reads
   * go there. Without it, transactions get deterministic fake hashes, `personal_sign` a
   * deterministic signature, and other methods are unsupported (4200).
   */
  request?: Eip1193Request
}

/**
 * Wallet-side actions a test can trigger on a `testConnector` once the adapter created it.
 *
 * @example
 * const wallet = testConnector(); eip155Adapter({ connectors: [wallet] })
 * wallet.controls.setAccounts([]) // → connection/disconnected once connected
 */
export type TestConnectorControls = {
  /** The wallet switched accounts (`accountsChanged`; empty = access revoked). */
  setAccounts(accounts: readonly Address[]): void
  /** The wallet changed chain on its own (`chainChanged`). */
  setChainId(chainId: number): void
  /** The wallet went away (`disconnect`). */
  disconnect(): void
  /** The requests the connector got, by method name, oldest first. */
  readonly calls: readonly string[]
}

/**
 * A test connector: a connector factory plus its wallet-side controls.
 *
 * @example
 * const wallet: TestConnector = testConnector({ rejectSign: true })
 */
export type TestConnector = CreateConnectorFn & { readonly controls: TestConnectorControls }

const ANVIL_ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** SPEC.md §6 eip155 methods needing the user's approval (with EIP-5792's bundle send). */
const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/**
 * A connector with no wallet behind it and failure flags, so host apps can test their flows
 * through the real modal: rejected connection, failed switch, rejected signature.
 * Signatures are deterministic 65-byte values (not valid ECDSA signatures).
 *
 * @example
 * const rejecting = testConnector({ connectError: true })
 * const modal = createModal({ projectId, networks, adapters: [eip155Adapter({ connectors: [rejecting] })] })
 * await modal.connect('test').catch((e) => e.shortMessage) // 'Connection rejected'
 */
export function testConnector(parameters: TestConnectorParameters = {}): TestConnector {
  let accounts: readonly Address[] = parameters.accounts ?? [ANVIL_ACCOUNT_0]
  let chainId = parameters.chainId ?? 1
  let connected = false
  let sent = 0
  let bound: { ctx: ConnectorContext; connector: Connector } | undefined
  const calls: string[] = []

  const failure = (flag: boolean | Error | undefined, fallback: () => Error): Error | undefined =>
    flag === undefined || flag === false ? undefined : flag === true ? fallback() : toProviderError(flag)

  const factory = (ctx: ConnectorContext): Connector => {
    const connector: Connector = {
      id: parameters.id ?? 'test',
      name: parameters.name ?? 'Test Wallet',
      type: parameters.type ?? 'EXTERNAL',
      ...(parameters.icon !== undefined ? { icon: parameters.icon } : {}),
      async connect({ chainId: wanted } = {}) {
        calls.push('connect')
        const error = failure(parameters.connectError, () => new UserRejectedRequestError({ details: 'testConnector: connectError' }))
        if (error) throw error
        connected = true
        if (wanted !== undefined && wanted !== chainId) {
          try {
            await connector.switchChain({ chainId: wanted })
          } catch (switchError) {
            if (isUserRejection(switchError)) throw switchError
          }
        }
        return { accounts: [...accounts], chainId }
      },
      async disconnect() {
        calls.push('disconnect')
        connected = false
      },
      async getAccounts() {
        calls.push('getAccounts')
        return connected || parameters.reconnect ? [...accounts] : []
      },
      async getChainId() {
        calls.push('getChainId')
        return chainId
      },
      async switchChain({ chainId: target }) {
        calls.push('switchChain')
        const error = failure(parameters.switchChainError, () => new SwitchChainError({ details: 'testConnector: switchChainError' }))
        if (error) throw error
        if (target === chainId) return
        chainId = target
        connector.onChainChanged(target)
      },
      async signMessage({ message, account }) {
        calls.push('signMessage')
        if (parameters.rejectSign) throw new UserRejectedRequestError({ details: 'testConnector: rejectSign' })
        return concat([keccak256(stringToHex(message)), keccak256(account), '0x1b'])
      },
      async sendTransaction(transaction) {
        calls.push('sendTransaction')
        if (parameters.rejectSign) throw new UserRejectedRequestError({ details: 'testConnector: rejectSign' })
        const params = {
          from: transaction.from,
          to: transaction.to,
          ...(transaction.value !== undefined ? { value: numberToHex(transaction.value) } : {}),
          ...(transaction.data !== undefined ? { data: transaction.data } : {}),
        }
        if (parameters.request) {
          return (await providerRequest({ request: parameters.request }, { method: 'eth_sendTransaction', params: [params] })) as Hex
        }
        return keccak256(stringToHex(`${JSON.stringify(params)}#${++sent}`))
      },
      async request(args) {
        calls.push(args.method)
        // SPEC.md §6: every method needing the user's approval is what `rejectSign` declines.
        if (parameters.rejectSign && APPROVAL_METHODS.has(args.method)) {
          throw new UserRejectedRequestError({ details: `testConnector: rejectSign (${args.method})` })
        }
        if (parameters.request) return providerRequest({ request: parameters.request }, args)
        const params = Array.isArray(args.params) ? (args.params as readonly unknown[]) : []
        switch (args.method) {
          case 'personal_sign':
            return concat([keccak256(typeof params[0] === 'string' ? (params[0] as Hex) : '0x'), keccak256(typeof params[1] === 'string' ? (params[1] as Hex) : (accounts[0] ?? '0x')), '0x1b'])
          case 'eth_sendTransaction':
            return keccak256(stringToHex(`${JSON.stringify(params[0] ?? null)}#${++sent}`))
          default:
            // No node behind it: reads and other wallet methods are not offered.
            throw new UnsupportedProviderMethodError({ details: `testConnector: ${args.method} needs the request option (a node)` })
        }
      },
      onAccountsChanged(next) {
        ctx.emit({ type: 'accountsChanged', accounts: next as Address[] })
      },
      onChainChanged(next) {
        ctx.emit({ type: 'chainChanged', chainId: Number(next) })
      },
      onDisconnect() {
        ctx.emit({ type: 'disconnected' })
      },
    }
    bound = { ctx, connector }
    return connector
  }

  const controls: TestConnectorControls = {
    setAccounts(next) {
      accounts = [...next]
      if (next.length === 0) connected = false
      bound?.connector.onAccountsChanged(next)
    },
    setChainId(next) {
      chainId = next
      bound?.connector.onChainChanged(next)
    },
    disconnect() {
      connected = false
      bound?.connector.onDisconnect()
    },
    get calls() {
      return calls
    },
  }
  return Object.assign(factory, { controls })
}
