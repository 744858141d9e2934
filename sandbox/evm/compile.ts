/**
 * Compiles the sandbox's Solidity sources with solc-js (offline) and writes one artifact JSON per
 * contract next to the sources: `npx tsx sandbox/evm/compile.ts`. The artifacts are committed so
 * start-up does not pay the ~1 s compile; `compile.test.ts` recompiles and checks they match.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi } from 'viem'

export type Artifact = { contractName: string; sourceName: string; compiler: string; abi: Abi; bytecode: `0x${string}` }

export const contractsDir = fileURLToPath(new URL('./contracts/', import.meta.url))

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}
type Solc = { compile(input: string): string; version(): string }

/** Compiles every `.sol` file in `contracts/` and returns the artifacts, keyed by contract name. */
export function compileContracts(): Record<string, Artifact> {
  const solc = createRequire(import.meta.url)('solc') as Solc
  const sources: Record<string, { content: string }> = {}
  for (const file of readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: readFileSync(join(contractsDir, file), 'utf8') }
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'paris',
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash: keeps the bytecode identical across machines and paths.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const artifacts: Record<string, Artifact> = {}
  for (const [sourceName, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [contractName, c] of Object.entries(contracts)) {
      if (!c.evm.bytecode.object) continue // interfaces
      artifacts[contractName] = {
        contractName,
        sourceName,
        compiler: `solc-js ${solc.version()}`,
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
      }
    }
  }
  return artifacts
}

/** The JSON text written for an artifact (stable formatting, so the check is a string compare). */
export function artifactText(artifact: Artifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const artifact of Object.values(compileContracts())) {
    const path = join(contractsDir, `${artifact.contractName}.json`)
    writeFileSync(path, artifactText(artifact))
    console.log(`wrote ${path} (${(artifact.bytecode.length - 2) / 2} bytes)`)
  }
}
