/**
 * The stand-in for `ox` inside @walletconnect/utils recovers an EIP-191 signer exactly as
 * ox does (the one-click-auth CACAO check), and the build resolves WalletConnect's ESM builds.
 */
import * as esbuild from 'esbuild'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { hashMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { OX_STAND_IN, walletConnectSlimPlugin } from './walletConnectSlim.ts'

const root = new URL('..', import.meta.url).pathname
type OxStandIn = {
  Signature: { fromHex(hex: string): { r: bigint; s: bigint; yParity: number } }
  Secp256k1: { recoverAddress(args: { payload: string; signature: { r: bigint; s: bigint; yParity: number } }): string }
}

/** The stand-in's module, bundled with the @noble copies @walletconnect/utils resolves. */
async function loadStandIn(): Promise<OxStandIn> {
  const utils = `${root}node_modules/@walletconnect/utils/dist`
  const result = await esbuild.build({ stdin: { contents: OX_STAND_IN, resolveDir: utils }, bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' })
  const text = result.outputFiles[0]!.text
  return (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as OxStandIn
}

test('behavior: the ox stand-in recovers the EIP-191 signer of a personal_sign signature (the CACAO check of @walletconnect/utils)', async () => {
  const { Signature, Secp256k1 } = await loadStandIn()
  const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  for (const message of ['localhost wants you to sign in', 'nonce 42']) {
    const signature = await account.signMessage({ message })
    const recovered = Secp256k1.recoverAddress({ payload: hashMessage(message), signature: Signature.fromHex(signature) })
    assert.is(recovered, account.address.toLowerCase())
    const other = Secp256k1.recoverAddress({ payload: hashMessage(`${message}!`), signature: Signature.fromHex(signature) })
    assert.is.not(other, account.address.toLowerCase(), 'another message recovers another address')
  }
})

test('error: the ox stand-in rejects a signature that is not 65 bytes', async () => {
  const { Signature } = await loadStandIn()
  assert.throws(() => Signature.fromHex('0x1234'), /Invalid signature length/)
})

test("behavior: @walletconnect/* resolve to their ESM builds (the build sets conditions, which drops esbuild's default `module`)", async () => {
  const result = await esbuild.build({
    stdin: { contents: `export { UniversalProvider } from '@walletconnect/universal-provider'`, resolveDir: root },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['es2015'],
    plugins: [walletConnectSlimPlugin(root)],
    logLevel: 'silent',
  })
  const inputs = Object.keys(result.metafile.inputs)
  assert.ok(
    inputs.some((i) => i.endsWith('@walletconnect/universal-provider/dist/index.js')),
    'the ESM build',
  )
  assert.not.ok(
    inputs.some((i) => /@walletconnect\/[^/]+\/dist\/index\.cjs$/.test(i)),
    'no CommonJS build',
  )
  assert.not.ok(
    inputs.some((i) => i.includes('@scure/bip39/wordlists')),
    'no wordlist',
  )
})

test.run()
