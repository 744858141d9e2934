import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { artifactText, compileContracts, contractsDir } from './compile.ts'

const fresh = compileContracts()

/** Walks the opcodes (skipping PUSH data) and reports whether PUSH0 (0x5f, Shanghai) appears. */
function usesPush0(bytecode: string): boolean {
  const bytes = Buffer.from(bytecode.slice(2), 'hex')
  for (let i = 0; i < bytes.length; i++) {
    const op = bytes[i]!
    if (op === 0x5f) return true
    if (op >= 0x60 && op <= 0x7f) i += op - 0x5f
  }
  return false
}

test('behavior: the committed ABI+bytecode artifacts are exactly what solc-js compiles from the committed sources', () => {
  const committed = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
  assert.equal(
    committed,
    Object.keys(fresh)
      .map((n) => `${n}.json`)
      .sort(),
    'one artifact per contract, no strays',
  )
  for (const artifact of Object.values(fresh)) {
    const text = readFileSync(join(contractsDir, `${artifact.contractName}.json`), 'utf8')
    assert.ok(text === artifactText(artifact), `${artifact.contractName}.json is stale: run node --import tsx sandbox/evm/compile.ts`)
  }
})

test('parameters: artifacts target evmVersion paris (no PUSH0 opcode anywhere in the bytecode)', () => {
  assert.ok(usesPush0('0x6001605f5f'), 'the check sees a real PUSH0 after PUSH data')
  assert.not.ok(usesPush0('0x605f'), 'PUSH1 0x5f is data, not PUSH0')
  for (const artifact of Object.values(fresh)) assert.not.ok(usesPush0(artifact.bytecode), artifact.contractName)
})

test.run()
