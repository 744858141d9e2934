import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'

/** The standard test mnemonic anvil uses; its accounts start with 10,000 ETH each. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export type Anvil = {
  chainId: number
  rpcUrl: string
  port: number
  /** Kills the process and resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Starts the anvil binary shipped by `@foundry-rs/anvil` on 127.0.0.1 with a free port (`--port 0`)
 * and resolves with the port it prints.
 * @example const anvil = await startAnvil({ chainId: 31337 }); await anvil.stop()
 */
export function startAnvil(options: { chainId: number; timeoutMs?: number }): Promise<Anvil> {
  const binary = createRequire(import.meta.url).resolve('@foundry-rs/anvil-linux-amd64/bin/anvil')
  const child = spawn(binary, ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(options.chainId), '--mnemonic', TEST_MNEMONIC], { stdio: ['ignore', 'pipe', 'pipe'] })
  // If the owning process exits without stop() (a crashed test), take the node down with it.
  const killOnExit = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit)
      resolve()
    }),
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`anvil did not start within ${options.timeoutMs ?? 10_000} ms:\n${output}`))
    }, options.timeoutMs ?? 10_000)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      // Keep draining stdout so a chatty anvil never blocks on a full pipe.
      child.stdout?.resume()
      const port = Number(match[1])
      resolve({ chainId: options.chainId, port, rpcUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child, exited) })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil exited with code ${code}:\n${output}`))
    })
  })
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000)
  await exited
  clearTimeout(timer)
}
