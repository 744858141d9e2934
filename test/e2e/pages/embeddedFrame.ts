/**
 * Browser page for the hostile-frame tests: a bare FrameManager on this page's origin,
 * pointed at the secure site (or a rogue one) named in `window.__frameConfig`.
 */
import { FrameManager } from '../../../adapters/embedded/frameManager.ts'

type Config = { secureSiteOrigin: string; sdkUrl: string; timeoutMs: number }
const config = (window as unknown as { __frameConfig: Config }).__frameConfig
const alerts: string[] = []
const frame = new FrameManager({ ...config, window, onAlert: (alert) => alerts.push(alert) })

const settle = (promise: Promise<unknown>): Promise<{ ok: true; value: unknown } | { ok: false; error: string; name: string }> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: Error) => ({ ok: false as const, error: (error as { shortMessage?: string }).shortMessage ?? error.message, name: error.name }),
  )

Object.assign(window, {
  __frame: frame,
  __alerts: alerts,
  __request: (type: string, payload: unknown, timeout?: number | null) => settle(frame.request(type as never, payload as never, timeout === undefined ? {} : { timeout })),
  __ready: () => settle(frame.ready()),
  __refused: () => ({ ...frame.refused }),
})
document.body.dataset['ready'] = 'true'
