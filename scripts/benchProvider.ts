/**
 * The app's provider (API.md `getProvider('eip155')`) under a dapp's read load: `CONCURRENT`
 * distinct `eth_call`s at once through the provider, against viem's own `http` transport on the
 * same anvil node, alternating rounds, each behind one counting HTTP proxy. Reports the HTTP
 * requests each side sent per round and the median time ratio (goals: ≤ 2 requests, ≤ 1.1×), and
 * the gzip size of the provider facade's own code (goal ≤ 2 KB). No assertions.
 */
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { createPublicClient, http } from 'viem'
import { startAnvil } from '../sandbox/evm/anvil.ts'
import { createModal } from '../core/modal.ts'
import { eip155Adapter } from '../adapters/eip155/index.ts'
import type { CaipNetwork } from '../core/types.ts'

const CONCURRENT = 1_000
const ROUNDS = 7
const root = new URL('..', import.meta.url).pathname

export type ProviderBench = {
  calls: number
  rounds: number
  providerHttpRequests: number
  viemHttpRequests: number
  providerMedianMs: number
  viemMedianMs: number
  ratio: number
  facadeGzip: number
}

/** A proxy to `target` that counts the HTTP requests it forwards. */
async function countingProxy(target: string) {
  const counter = { requests: 0 }
  const server = createServer((req, res) => {
    counter.requests++
    const upstream = httpRequest(target, { method: req.method, headers: { 'content-type': 'application/json' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
      answer.pipe(res)
    })
    req.pipe(upstream)
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counter, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The provider facade's own code (core/provider's synchronous part), minified and gzipped alone. */
export async function facadeGzip(): Promise<number> {
  const own = /core\/provider\/(providers|providerSource|eip1193Provider|solanaSigner)\.ts$|core\/selectors\/namespaceNetwork\.ts$/
  const result = await esbuild.build({
    stdin: {
      contents: `export { createGetProvider } from './core/provider/providers.ts'; export { createEip1193Provider } from './core/provider/eip1193Provider.ts'; export { createSolanaSigner } from './core/provider/solanaSigner.ts'`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    plugins: [
      {
        name: 'facade-only',
        setup(build) {
          // What the facade shares with the rest of the entry (errors, the state's types) is not its own.
          build.onResolve({ filter: /^\./ }, (args) => {
            const path = new URL(args.path, `file://${args.resolveDir}/`).pathname
            return own.test(path) || args.importer === '<stdin>' ? undefined : { path, external: true }
          })
        },
      },
    ],
  })
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length
}

export async function benchProvider(): Promise<ProviderBench> {
  const anvil = await startAnvil({ chainId: 31337 })
  const ours = await countingProxy(anvil.rpcUrl)
  const theirs = await countingProxy(anvil.rpcUrl)
  const network: CaipNetwork = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [ours.url] } },
  }
  const modal = createModal({
    projectId: 'bench',
    networks: [network],
    adapters: [eip155Adapter({ window: undefined })],
    deps: { window: undefined, walletApi: null, blockchainApi: null, analytics: null } as never,
  })
  const provider = modal.getProvider('eip155')
  const client = createPublicClient({ transport: http(theirs.url) })
  // Distinct calls (each its own address), so in-flight sharing of identical reads does not count.
  const call = (i: number) => ({ to: `0x${(i + 0x10000).toString(16).padStart(40, '0')}` as `0x${string}`, data: '0x' as const })
  const providerRound = (offset: number) => Promise.all(Array.from({ length: CONCURRENT }, (_, i) => provider.request({ method: 'eth_call', params: [call(offset + i), 'latest'] })))
  const viemRound = (offset: number) => Promise.all(Array.from({ length: CONCURRENT }, (_, i) => client.request({ method: 'eth_call', params: [call(offset + i), 'latest'] })))
  try {
    await providerRound(0)
    await viemRound(0)
    const times = { provider: [] as number[], viem: [] as number[] }
    const requests = { provider: [] as number[], viem: [] as number[] }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [side, run, proxy] of [
        ['provider', providerRound, ours],
        ['viem', viemRound, theirs],
      ] as const) {
        const before = proxy.counter.requests
        const started = performance.now()
        await run(round * CONCURRENT)
        times[side].push(performance.now() - started)
        requests[side].push(proxy.counter.requests - before)
      }
    }
    const providerMedianMs = Math.round(median(times.provider) * 10) / 10
    const viemMedianMs = Math.round(median(times.viem) * 10) / 10
    return {
      calls: CONCURRENT,
      rounds: ROUNDS,
      providerHttpRequests: Math.max(...requests.provider),
      viemHttpRequests: Math.max(...requests.viem),
      providerMedianMs,
      viemMedianMs,
      ratio: Math.round((providerMedianMs / viemMedianMs) * 100) / 100,
      facadeGzip: await facadeGzip(),
    }
  } finally {
    modal.destroy()
    await ours.close()
    await theirs.close()
    await anvil.stop()
  }
}

/** The bench's lines. */
export function formatProviderBench(b: ProviderBench): string[] {
  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  return [
    `provider: ${b.calls} concurrent eth_call through getProvider('eip155') → ${b.providerHttpRequests} HTTP request(s) per round ${mark(b.providerHttpRequests <= 2)} goal ≤ 2 (viem http: ${b.viemHttpRequests})`,
    `provider: median ${b.providerMedianMs} ms vs viem http ${b.viemMedianMs} ms over ${b.rounds} alternating rounds on one anvil → ${b.ratio}× ${mark(b.ratio <= 1.1)} goal ≤ 1.1×`,
    `provider: facade's own code ${(b.facadeGzip / 1024).toFixed(2)} KB gzip ${mark(b.facadeGzip <= 2048)} goal ≤ 2 KB`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of formatProviderBench(await benchProvider())) console.log(line)
