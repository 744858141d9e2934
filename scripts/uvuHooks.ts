/**
 * Preloaded into every suite process by `npm test` (scripts/test.ts). uvu runs `before`/`after`
 * hooks inside a `finally` that returns, so an error thrown by a hook vanishes: the file reports
 * "(0 / 12)" and nothing else (CI once spent 180 s that way with no word of why). This wraps the
 * default suite's hook registrars so a throwing hook prints what it threw, then fails as before.
 */
import { test } from 'uvu'
import * as engine from '../core/engine.ts'
import { provideEngine } from '../core/engineSlot.ts'
import { sliceDraftStats } from '../core/reducers/index.ts'

// Node suites run with the modal's core loaded (as a page has it after the first interaction):
// `createModal` returns a live modal at once. The deferred modal that loads it lazily is tested on
// its own (core/deferredModal.test.ts) and by every browser journey.
provideEngine(engine)

type Hook = (handler: (context: unknown) => unknown) => void

function reporting(kind: string, register: Hook): Hook {
  return (handler) =>
    register(async (context) => {
      try {
        await handler(context)
      } catch (error) {
        console.error(`\nuvu ${kind} hook threw (uvu does not report it; its tests count as failed):`)
        console.error(error)
        throw error
      }
    })
}

const hooks = test as unknown as { before: Hook & { each: Hook }; after: Hook & { each: Hook } }
const { before, after } = hooks
hooks.before = Object.assign(reporting('test.before', before), { each: reporting('test.before.each', before.each) })
hooks.after = Object.assign(reporting('test.after', after), { each: reporting('test.after.each', after.each) })

// An event whose handler writes below the depth core/reducers/slices.ts copies falls back
// to the whole-state path: right, but slow. Every Node suite's events (the reducers' own tests, the
// store's, the journeys') must take the slice path, so a handler that starts writing deeper is
// caught here, whichever test happens to reach it.
process.on('exit', () => {
  if (sliceDraftStats.fallbacks === 0) return
  console.error(`\n${sliceDraftStats.fallbacks} event(s) fell back to the whole-state reduce (core/reducers/slices.ts copies too shallow); last: ${sliceDraftStats.last}`)
  process.exitCode = 1
})
