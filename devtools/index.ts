/**
 * `latch/devtools` — a panel over a modal's session: its event log, each state and what changed,
 * a timeline over the modal's real views, and a user's saved log opened offline. The panel itself
 * is a lazy chunk: importing this entry costs the mount code only; a page that never imports it
 * pays nothing.
 */
// Chunk grouping (scripts/build.ts): a public entry reaches the renderer's barrel (and through it the
// light `latch` one), so the files it shares with `latch/react` stay in that entry's chunks.
import '../renderer-react/index.ts'
export { LatchDevtools, type LatchDevtoolsProps } from './LatchDevtools.tsx'
export { mountDevtools } from './mountDevtools.tsx'
