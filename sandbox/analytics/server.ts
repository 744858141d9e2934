import { appendFile, mkdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { HttpError, route, startHttpService, type HttpService } from '../http/server.ts'

export type AnalyticsSink = HttpService & {
  file: string
  /** Every request that reached POST /e (stored or refused), oldest first: the request log tests read. */
  requests(): { projectId: string | null; status: number; events: number }[]
}

/**
 * The analytics sink (SPEC §7 "Analytics service"): `POST /e` appends the JSON event (eventId, url,
 * domain, timestamp, props) — or each event of a JSON array of them (a batch) — as one
 * line of a JSON-lines file; `GET /e` lists the stored events. Malformed JSON or a body that is not
 * an object or an array of objects gets a 400 and stores nothing.
 * @example const sink = await startAnalytics(); await fetch(`${sink.url}/e`, { method: 'POST', body: '{}' })
 */
export async function startAnalytics(options: { file?: string; port?: number } = {}): Promise<AnalyticsSink> {
  const file = options.file ?? join(tmpdir(), `latch-analytics-${process.pid}-${Date.now()}.jsonl`)
  await mkdir(dirname(file), { recursive: true })
  // Appends are chained so concurrent posts never interleave lines.
  let writes: Promise<void> = Promise.resolve()
  const log: { projectId: string | null; status: number; events: number }[] = []

  const service = await startHttpService(
    [
      route('POST', '/e', async (ctx) => {
        const entry = { projectId: ctx.query.get('projectId'), status: 202, events: 0 }
        log.push(entry)
        try {
          // Test hook shared with the other services: projectId `status-NNN` forces that status
          // (e.g. 403 for SPEC §8 'Invalid App Configuration'); nothing is stored.
          const forced = /^status-([45]\d\d)$/.exec(ctx.query.get('projectId') ?? '')
          if (forced) throw new HttpError(Number(forced[1]), `Forced status ${forced[1]} for projectId ${ctx.query.get('projectId')}`)
          const body = ctx.json()
          const events = Array.isArray(body) ? body : [body]
          for (const event of events) checkEvent(event)
          entry.events = events.length
          const lines = events.map((e) => `${JSON.stringify({ ...(e as object), receivedAt: Date.now(), projectId: entry.projectId })}\n`).join('')
          writes = writes.then(() => appendFile(file, lines))
          await writes
        } catch (error) {
          entry.status = error instanceof HttpError ? error.status : 500
          throw error
        }
        return { status: 202, json: { ok: true } }
      }),
      route('GET', '/e', async () => {
        await writes
        const text = await readFile(file, 'utf8').catch(() => '')
        const events = text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as unknown)
        return { json: { events } }
      }),
    ],
    { port: options.port, name: 'analytics' },
  )
  return {
    ...service,
    file,
    requests: () => log.map((entry) => ({ ...entry })),
    close: async () => {
      await service.close()
      if (!options.file) await rm(file, { force: true })
    },
  }
}

function checkEvent(event: unknown): void {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    throw new HttpError(400, 'An event must be a JSON object')
  }
  const e = event as Record<string, unknown>
  if (e.eventId !== undefined && typeof e.eventId !== 'string') throw new HttpError(400, 'eventId must be a string')
  if (e.timestamp !== undefined && typeof e.timestamp !== 'number') throw new HttpError(400, 'timestamp must be a number')
}
