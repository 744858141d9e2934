import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readmeBlocks, repositoryReadmeBlocks } from './readmeBlocks.ts'
import { ROOT } from './hostApp.ts'

const readme = [
  '# X',
  '```ts',
  'before()',
  '```',
  '## Use it',
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
  '## Entry points',
  '```ts',
  'after()',
  '```',
].join('\n')

test('behavior: the usage section gives its ts/tsx blocks: titled ones as files, the placeholder marked, untitled ones numbered', () => {
  assert.equal(
    readmeBlocks(readme).map((b) => [b.file, b.lang, b.titled, b.placeholder, b.code.trim()]),
    [
      ['src/sandbox.ts', 'ts', true, true, 'export const endpoints = {}'],
      ['src/App.tsx', 'tsx', true, false, 'export const App = () => <p />'],
      ['src/readme-block-3.ts', 'ts', false, false, 'alone()'],
    ],
  )
})

test('error: a README without the usage section is refused', () => {
  assert.throws(() => readmeBlocks('# nothing here'), /no "## Use it" section/)
})

test("behavior: the repository README's usage section has exactly one placeholder, src/sandbox.ts", () => {
  assert.equal(repositoryReadmeBlocks(ROOT).filter((b) => b.placeholder).map((b) => b.file), ['src/sandbox.ts'])
})

test.run()
