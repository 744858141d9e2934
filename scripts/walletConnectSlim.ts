/**
 * The WalletConnect chunk within 150 KB gzip. In a host page built with the package's
 * esbuild settings, @walletconnect/universal-provider 2.25 weighed 385 KB gzip:
 *
 * 1. The build's `conditions: ['es2015']` (rxjs's ES2015 build) replaces esbuild's default
 *    `module` condition, so @walletconnect/* resolved to their CommonJS builds, which esbuild
 *    cannot shake: all of `ox` (~156 KB min), a second @noble/curves, abitype, ens-normalize, every
 *    @scure/bip39 wordlist (~243 KB) and es-toolkit's whole compat index (~143 KB) came along.
 *    Their ESM builds (package.json `module`, what Vite and webpack pick): 142.8 KB gzip.
 * 2. `@walletconnect/utils` imports `{ Signature, Secp256k1 }` from `ox` (0.9, its own
 *    @noble/curves 1.9.1) for one check: the EIP-191 signature of a one-click-auth CACAO. The
 *    stand-in below does it with the @noble/curves and @noble/hashes copies utils already bundles:
 *    129.1 KB gzip.
 *
 * The plugin is in every page built from source (scripts/buildHostPage.ts: chunk test, bench;
 * scripts/bundlePage.ts: demo, e2e). The package build lists it too but keeps @walletconnect/*
 * external (a peer the host bundles): there it does nothing. A host's Vite or webpack picks the
 * ESM builds by itself (142.8 KB gzip); the `ox` stand-in is ours only.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type * as esbuild from 'esbuild'

const NAMESPACE = 'latch-walletconnect-slim'

/**
 * `ox`'s `Signature.fromHex` and `Secp256k1.recoverAddress`, the only two calls @walletconnect/utils
 * makes (EIP-191 CACAO check): recover the signer of a 65-byte signature over a 32-byte hash.
 */
export const OX_STAND_IN = `
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
const bytes = (hex) => {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}
const toHex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
export const Signature = {
  fromHex(hex) {
    const b = bytes(hex)
    if (b.length !== 65) throw new Error('Invalid signature length')
    const v = b[64]
    return { r: BigInt('0x' + toHex(b.subarray(0, 32))), s: BigInt('0x' + toHex(b.subarray(32, 64))), yParity: v >= 27 ? v - 27 : v }
  },
}
export const Secp256k1 = {
  recoverAddress({ payload, signature }) {
    const point = new secp256k1.Signature(signature.r, signature.s).addRecoveryBit(signature.yParity).recoverPublicKey(bytes(payload))
    return '0x' + toHex(keccak_256(point.toRawBytes(false).subarray(1)).subarray(-20))
  },
}
`

/** A package's folder (its package.json need not be exported). */
function packageDir(require: NodeRequire, name: string): string {
  const entry = require.resolve(name)
  return entry.slice(0, entry.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}`.length)
}

/** Bare imports routed to a smaller module, by importer package. */
function standIns(require: NodeRequire): Record<string, { contents: string; resolveDir: string }> {
  const utilsDir = packageDir(require, '@walletconnect/utils')
  return {
    ox: { contents: OX_STAND_IN, resolveDir: utilsDir },
  }
}

/**
 * The esbuild plugin: @walletconnect/* packages resolve to their ESM builds, and inside them `ox`
 * resolves to the stand-in above. Imports from anywhere else (viem's own ox) are untouched.
 *
 * @example
 * await esbuild.build({ ...options, plugins: [walletConnectSlimPlugin(root)] })
 */
export function walletConnectSlimPlugin(root: string): esbuild.Plugin {
  const require = createRequire(join(root, 'package.json'))
  return {
    name: NAMESPACE,
    setup(build) {
      // The package build keeps @walletconnect/* external (a peer the host bundles): nothing to cut.
      if (build.initialOptions.external?.includes('@walletconnect/*')) return
      let modules: ReturnType<typeof standIns> | undefined
      // The build's `conditions: ['es2015']` replaces esbuild's default `module` condition, so
      // @walletconnect/* packages resolved to their CommonJS builds, which esbuild cannot shake:
      // their ESM builds (package.json `module`) instead, as Vite and webpack pick.
      build.onResolve({ filter: /^@walletconnect\/[^/]+$/ }, (args) => {
        const dir = packageDir(createRequire(join(args.resolveDir || root, 'importer.js')), args.path)
        const pkg = require(join(dir, 'package.json')) as { module?: string }
        return pkg.module ? { path: join(dir, pkg.module) } : undefined
      })
      build.onResolve({ filter: /^ox$/ }, (args) => {
        if (!args.importer.includes('/node_modules/@walletconnect/')) return undefined
        return { path: args.path, namespace: NAMESPACE }
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        modules ??= standIns(require)
        const module = modules[args.path]!
        return { contents: module.contents, resolveDir: module.resolveDir, loader: 'js' }
      })
    },
  }
}
