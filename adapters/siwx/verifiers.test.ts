/**
 * Sign-in verifiers against a real chain: EIP-191 (a plain account), ERC-1271 (a deployed smart
 * account) and ERC-6492 (one not deployed yet) through viem's verifyMessage on a sandbox anvil;
 * ed25519 for Solana with WebCrypto. Valid, tampered and expired signatures.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, createWalletClient, encodeDeployData, encodeFunctionData, getContractAddress, http, keccak256, serializeErc6492Signature, toHex, type Address } from 'viem'
import { startAnvil, type Anvil } from '../../sandbox/evm/anvil.ts'
import { testAccount } from '../../sandbox/evm/accounts.ts'
import { artifacts } from '../../sandbox/evm/artifacts.ts'
import type { SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { base58Encode } from '../solana/base58.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { DefaultSIWX } from './DefaultSIWX.ts'
import { formatMessage } from './formatMessage.ts'
import { LocalStorage } from './storage.ts'
import { EIP155Verifier, SolanaVerifier } from './verifiers.ts'

const CHAIN_ID = 31_414
let anvil: Anvil
let networks: CaipNetwork[]
const owner = testAccount(1)

test.before(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  networks = [
    {
      id: CHAIN_ID,
      caipNetworkId: `eip155:${CHAIN_ID}`,
      chainNamespace: 'eip155',
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    },
  ]
})
test.after(async () => anvil?.stop())

function evmSessionData(address: string, extra: Partial<SIWXSession['data']> = {}): SIWXSession['data'] {
  return {
    domain: 'app.example',
    uri: 'https://app.example/',
    version: '1',
    nonce: 'abcdef123456',
    accountAddress: address,
    chainId: `eip155:${CHAIN_ID}`,
    issuedAt: '2026-11-23T10:00:00.000Z',
    ...extra,
  }
}

async function evmSession(address: string, extra: Partial<SIWXSession['data']> = {}, sign = (m: string) => owner.signMessage({ message: m })) {
  const data = evmSessionData(address, extra)
  const message = formatMessage(data)
  return { data, message, signature: await sign(message) } satisfies SIWXSession
}

function tamper(session: SIWXSession): SIWXSession {
  return { ...session, message: session.message.replace('Nonce: abcdef123456', 'Nonce: abcdef123457') }
}

async function deploy(data: `0x${string}`): Promise<Address> {
  const deployer = testAccount(2)
  const wallet = createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const nonce = await client.getTransactionCount({ address: deployer.address })
  const hash = await wallet.sendTransaction({ data, chain: null, gas: 3_000_000n })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
}

test("behavior: EIP-191 — a plain account's signature verifies; a tampered message does not", async () => {
  const verifier = new EIP155Verifier({ networks })
  const session = await evmSession(owner.address)
  assert.ok(await verifier.verify(session))
  assert.not.ok(await verifier.verify(tamper(session)))
  assert.not.ok(await verifier.verify({ ...session, data: { ...session.data, accountAddress: testAccount(3).address } }), 'another account')
  assert.not.ok(await verifier.verify({ ...session, signature: '0x1234' }), 'a malformed signature is false, not a throw')
})

test('behavior: ERC-1271 — a deployed smart account (owner-signed) verifies on chain; another signer does not', async () => {
  const { SandboxSmartAccount } = artifacts
  const account = await deploy(encodeDeployData({ abi: SandboxSmartAccount.abi, bytecode: SandboxSmartAccount.bytecode, args: [owner.address] }))
  const verifier = new EIP155Verifier({ networks })
  const session = await evmSession(account)
  assert.ok(await verifier.verify(session), 'ERC-1271 isValidSignature')
  assert.not.ok(await verifier.verify(tamper(session)))
  const stranger = await evmSession(account, {}, (m) => testAccount(4).signMessage({ message: m }))
  assert.not.ok(await verifier.verify(stranger))
})

test('behavior: ERC-6492 — a smart account not deployed yet verifies through its factory call', async () => {
  const { SandboxSmartAccount, SandboxSmartAccountFactory } = artifacts
  const factory = await deploy(SandboxSmartAccountFactory.bytecode)
  const salt = keccak256(toHex('siwx-6492'))
  const account = getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt,
    bytecode: encodeDeployData({ abi: SandboxSmartAccount.abi, bytecode: SandboxSmartAccount.bytecode, args: [owner.address] }),
  })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  assert.is(await client.getCode({ address: account }), undefined, 'counterfactual: no code yet')
  const factoryData = encodeFunctionData({ abi: SandboxSmartAccountFactory.abi, functionName: 'deploy', args: [owner.address, salt] })
  const session = await evmSession(account, {}, async (m) => serializeErc6492Signature({ address: factory, data: factoryData, signature: await owner.signMessage({ message: m }) }))
  const verifier = new EIP155Verifier({ networks })
  assert.ok(await verifier.verify(session))
  assert.not.ok(await verifier.verify(tamper(session)))
})

async function solanaKeys() {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const address = base58Encode(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)))
  const sign = async (message: string) => base58Encode(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(message))))
  return { address, sign }
}

test("behavior: ed25519 — a Solana account's signature verifies; tampered message, signature or account do not", async () => {
  const { address, sign } = await solanaKeys()
  const data = { ...evmSessionData(address), chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const }
  const message = formatMessage(data)
  const session = { data, message, signature: await sign(message) }
  const verifier = new SolanaVerifier()
  assert.ok(await verifier.verify(session))
  assert.not.ok(await verifier.verify(tamper(session)))
  assert.not.ok(await verifier.verify({ ...session, signature: await sign('something else') }))
  assert.not.ok(await verifier.verify({ ...session, data: { ...data, accountAddress: (await solanaKeys()).address } }))
  assert.not.ok(await verifier.verify({ ...session, signature: 'not-base58-0OIl' }))
})

test('behavior: DefaultSIWX — addSession keeps a valid session, refuses a tampered or expired one; getSessions skips expired ones', async () => {
  let now = Date.UTC(2026, 10, 23, 10)
  const siwx = new DefaultSIWX({ networks, storage: new LocalStorage({ storage: createMemoryStorage() }), now: () => now })
  const fresh = await evmSession(owner.address, { expirationTime: '2026-11-23T11:00:00.000Z' })
  await siwx.addSession(fresh)
  assert.is((await siwx.getSessions(`eip155:${CHAIN_ID}`, owner.address.toLowerCase())).length, 1, 'found by a lower-case address too')
  let tampered = false
  await siwx.addSession(tamper(fresh)).catch(() => (tampered = true))
  assert.ok(tampered, 'a tampered message is refused')
  const expired = await evmSession(owner.address, { expirationTime: '2026-11-23T09:59:59.000Z' })
  let refused = false
  await siwx.addSession(expired).catch(() => (refused = true))
  assert.ok(refused, 'an expired message is refused')
  now = Date.UTC(2026, 10, 23, 11)
  assert.equal(await siwx.getSessions(`eip155:${CHAIN_ID}`, owner.address), [], 'expired at its Expiration Time: treated as none')
})

test('behavior: DefaultSIWX — revokeSession forgets the account on that network only; setSessions replaces (valid ones only)', async () => {
  const siwx = new DefaultSIWX({ networks, storage: new LocalStorage({ storage: createMemoryStorage() }) })
  const a = await evmSession(owner.address)
  const b = await evmSession(testAccount(3).address, {}, (m) => testAccount(3).signMessage({ message: m }))
  await siwx.setSessions([a, b, tamper(a)])
  assert.is((await siwx.getSessions(`eip155:${CHAIN_ID}`, owner.address)).length, 1)
  await siwx.revokeSession(`eip155:${CHAIN_ID}`, owner.address)
  assert.is((await siwx.getSessions(`eip155:${CHAIN_ID}`, owner.address)).length, 0)
  assert.is((await siwx.getSessions(`eip155:${CHAIN_ID}`, testAccount(3).address)).length, 1)
})

test.run()
