import { readFileSync } from 'node:fs'
import type { Artifact } from './compile.ts'

function load(name: string): Artifact {
  return JSON.parse(readFileSync(new URL(`./contracts/${name}.json`, import.meta.url), 'utf8')) as Artifact
}

/** The committed compiled contracts (see compile.ts). */
export const artifacts = {
  SandboxToken: load('SandboxToken'),
  SandboxNFT: load('SandboxNFT'),
  ConstantProductPool: load('ConstantProductPool'),
  SwapRouter: load('SwapRouter'),
  // A smart account (ERC-1271) and its CREATE2 factory (ERC-6492), for sign-in tests.
  SandboxSmartAccount: load('SandboxSmartAccount'),
  SandboxSmartAccountFactory: load('SandboxSmartAccountFactory'),
  // The app contract a dapp's own code calls through the connected wallet (SPEC.md §6; counter.ts).
  SandboxCounter: load('SandboxCounter'),
} as const
