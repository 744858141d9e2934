import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { until } from '../../test/fixtures/until.ts'
import { startAnvil } from './anvil.ts'

const run = promisify(execFile)

async function answers(url: string): Promise<boolean> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}', signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  )
}

test('behavior: startAnvil reads the free port anvil prints and stop() ends the process', async () => {
  const anvil = await startAnvil({ chainId: 31401 })
  assert.match(anvil.rpcUrl, /^http:\/\/127\.0\.0\.1:\d+$/)
  assert.ok(await answers(anvil.rpcUrl))
  await anvil.stop()
  await anvil.stop()
  assert.not.ok(await answers(anvil.rpcUrl))
})

test('behavior: an anvil does not outlive a process that exits without stopping it', async () => {
  const module = fileURLToPath(new URL('./anvil.ts', import.meta.url))
  const script = `import(${JSON.stringify(module)}).then(async (m) => { const a = await m.startAnvil({ chainId: 31402 }); console.log(a.rpcUrl); process.exit(0) })`
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', script])
  const url = stdout.trim().split('\n').pop()!
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/)
  // The orphan goes when it sees its parent gone: wait for that (the limit only guards a hang).
  await until(async () => !(await answers(url)), 'the orphaned anvil stops', 5000)
})

test.run()
