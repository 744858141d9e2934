import { catchError, filter, forkJoin, map, mergeMap, type Observable, of, timer } from 'rxjs'
import type { ModalEvent } from '../events/index.ts'
import * as rpc from '../events/rpc.ts'
import type { Epic } from '../store.ts'
import { endpointsKey } from './rpcBatchEpic.ts'
import type { RpcHttp } from './rpcHttp.ts'

/** SPEC.md §9 fallback ranking constants. */
export const FALLBACK_PING_INTERVAL_MS = 4000
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const

export type PingSample = { ok: boolean; latencyMs: number }
export type RankedEndpoint = { url: string; score: number; stability: number; latencyMs: number }

/**
 * Scores endpoints from their last samples: stability = share of successful pings, latency score
 * = 1 − mean latency / slowest mean latency; score = 0.7 × stability + 0.3 × latency score
 * (SPEC.md §9). Best first; ties keep the configured order.
 *
 * @example
 * rankEndpoints(['a', 'b'], new Map([['a', [{ ok: false, latencyMs: 0 }]], ['b', [{ ok: true, latencyMs: 5 }]]]))[0].url // 'b'
 */
export function rankEndpoints(urls: readonly string[], samples: ReadonlyMap<string, readonly PingSample[]>): RankedEndpoint[] {
  const stats = urls.map((url) => {
    const list = samples.get(url) ?? []
    const good = list.filter((sample) => sample.ok)
    const stability = list.length ? good.length / list.length : 0
    const latencyMs = good.length ? good.reduce((sum, sample) => sum + sample.latencyMs, 0) / good.length : 0
    return { url, stability, latencyMs, reachable: good.length > 0 }
  })
  const slowest = Math.max(0, ...stats.map((stat) => stat.latencyMs))
  return stats
    .map((stat, index) => {
      const latencyScore = !stat.reachable ? 0 : slowest === 0 ? 1 : 1 - stat.latencyMs / slowest
      const score = FALLBACK_WEIGHTS.stability * stat.stability + FALLBACK_WEIGHTS.latency * latencyScore
      return { entry: { url: stat.url, score, stability: stat.stability, latencyMs: stat.latencyMs }, index }
    })
    .sort((a, b) => b.entry.score - a.entry.score || a.index - b.index)
    .map(({ entry }) => entry)
}

/**
 * The fallback ranking epic: for every endpoint list with more than one URL seen in
 * `rpc/requested`, pings each URL (`eth_blockNumber`, no retries) every 4000 ms, keeps the last
 * 10 samples and emits `rpc/endpointsRanked` after each round (SPEC.md §9). The batching epic
 * sends to the best-ranked URL first.
 *
 * @example
 * createStore({ epics: { rpcBatch: createRpcBatchEpic({ rpc }), rpcRanking: createRpcRankingEpic({ rpc }) }, deps })
 */
export function createRpcRankingEpic(options: { rpc: RpcHttp; intervalMs?: number; sampleCount?: number }): Epic {
  const intervalMs = options.intervalMs ?? FALLBACK_PING_INTERVAL_MS
  const sampleCount = options.sampleCount ?? FALLBACK_SAMPLE_COUNT
  return (event$, _state$, deps) => {
    const { scheduler } = deps
    const seen = new Set<string>()
    return event$.pipe(
      filter(rpc.requested.match),
      filter((event) => {
        const key = endpointsKey(event.urls)
        if (event.urls.length < 2 || seen.has(key)) return false
        seen.add(key)
        return true
      }),
      // mergeMap: each endpoint list keeps its own ping loop for the modal's lifetime.
      mergeMap((event) => {
        const urls = [...event.urls]
        const samples = new Map<string, PingSample[]>(urls.map((url) => [url, []]))
        const ping = (url: string): Observable<PingSample> => {
          const started = scheduler.now()
          return options.rpc.postBatch(url, [{ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' }], { retry: false }).pipe(
            map((responses) => ({ ok: responses.some((r) => 'result' in r), latencyMs: scheduler.now() - started })),
            catchError(() => of({ ok: false, latencyMs: scheduler.now() - started })),
          )
        }
        return timer(intervalMs, intervalMs, scheduler).pipe(
          // Rounds do not overlap in practice (timeout 10 s > 4 s is rare); mergeMap keeps ticks regular.
          mergeMap(() => forkJoin(urls.map(ping))),
          map((round): ModalEvent => {
            round.forEach((sample, index) => {
              const list = samples.get(urls[index] as string) ?? []
              list.push(sample)
              if (list.length > sampleCount) list.shift()
            })
            return rpc.endpointsRanked({ urls, ranking: rankEndpoints(urls, samples) })
          }),
        )
      }),
    )
  }
}
