import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { hostBase, nodeModulesAbove, ROOT } from './hostApp.ts'

test('behavior: a host folder sits where Node finds no node_modules above it (it must resolve only what it installed)', () => {
  assert.is(nodeModulesAbove(hostBase()), undefined)
  assert.is(nodeModulesAbove(join(ROOT, 'test/host')), join(ROOT, 'node_modules'), "inside the repository, the repository's node_modules")
})

test('parameters: nodeModulesAbove finds the nearest node_modules up the tree', () => {
  const base = mkdtempSync(join(tmpdir(), 'latch-above-'))
  try {
    mkdirSync(join(base, 'node_modules'))
    mkdirSync(join(base, 'a/b'), { recursive: true })
    assert.is(nodeModulesAbove(join(base, 'a/b')), join(base, 'node_modules'))
  } finally {
    rmSync(base, { recursive: true, force: true })
  }
})

test.run()
