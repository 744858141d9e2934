// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { merge } from 'rxjs'
import type { StampedEvent } from '../events/index.ts'
import type { Epic } from '../store.ts'
import { analyticsEpic } from './analytics.ts'
import { projectConfigEpic } from './projectConfig.ts'

/**
 * The project's remote checks and the analytics epic, loaded together in one lazy chunk
 * at the first interaction: one entry in the start bundle instead of two (fewer bytes before the first click).
 */
export const projectEpics =
  (isStart: (event: StampedEvent) => boolean): Epic =>
  (event$, state$, deps) =>
    merge(projectConfigEpic(isStart)(event$, state$, deps), analyticsEpic(event$, state$, deps))
