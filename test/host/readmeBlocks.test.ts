import { existsSync, readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DOC_PAGES, pageBlocks, repositoryDocBlocks, repositoryReadmeBlocks } from './readmeBlocks.ts'
import { ROOT } from './hostApp.ts'

const page = [
  '# X',
  '```sh',
  'npm i latch',
  '```',
  '```ts title="src/sandbox.ts" placeholder',
  'export const endpoints = {}',
  '```',
  '```tsx title="src/App.tsx"',
  'export const App = () => <p />',
  '```',
  '```ts',
  'alone()',
  '```',
  '```tsx file="examples/wagmi/src/App.tsx"',
  'copied()',
  '```',
].join('\n')

test('behavior: a page gives its ts/tsx blocks: titled ones as files, the placeholder marked, snippets numbered per page, example copies named by their file', () => {
  assert.equal(
    pageBlocks(page, 'docs/getting-started.md').map((b) => [b.file, b.lang, b.titled, b.placeholder, b.example ?? null, b.code.trim()]),
    [
      ['src/sandbox.ts', 'ts', true, true, null, 'export const endpoints = {}'],
      ['src/App.tsx', 'tsx', true, false, null, 'export const App = () => <p />'],
      ['src/doc-getting-started-1.ts', 'ts', false, false, null, 'alone()'],
      ['examples/wagmi/src/App.tsx', 'tsx', false, false, 'examples/wagmi/src/App.tsx', 'copied()'],
    ],
  )
})

test('behavior: the docs have exactly one placeholder, src/sandbox.ts, and no host file twice', () => {
  const blocks = repositoryReadmeBlocks(ROOT)
  assert.equal(
    blocks.filter((b) => b.placeholder).map((b) => b.file),
    ['src/sandbox.ts'],
  )
  const files = blocks.map((b) => b.file)
  assert.equal(
    files.filter((f, i) => files.indexOf(f) !== i),
    [],
    'each host file is written by one block',
  )
})

test('behavior: every docs page exists, and the README links each one', () => {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8')
  for (const page of DOC_PAGES) {
    assert.ok(existsSync(`${ROOT}${page}`), `${page} exists`)
    if (page !== 'README.md') assert.ok(readme.includes(`(${page})`), `the README links ${page}`)
  }
})

test('behavior: a block copying an example equals the example file, so the page shows code that runs', () => {
  const copies = repositoryDocBlocks(ROOT).filter((b) => b.example)
  for (const block of copies) {
    const path = `${ROOT}${block.example}`
    assert.ok(existsSync(path), `${block.page}: ${block.example} exists`)
    assert.fixture(block.code, readFileSync(path, 'utf8'), `${block.page}: the copy of ${block.example} is the file as it is`)
  }
})

test.run()
