/**
 * `latch/devtools` — a panel over a modal's session: its event log, each state and what changed,
 * a timeline over the modal's real views, and a user's saved log opened offline. The panel itself
 * is a lazy chunk: importing this entry costs the mount code only; a page that never imports it
 * pays nothing.
 */
// Chunk grouping (scripts/build.ts): this entry reaches no module of the core or the renderer
// statically — the panel's chunk loads them — so no chunk another entry loads is split for it.
export { LatchDevtools, type LatchDevtoolsProps } from './LatchDevtools.tsx'
export { mountDevtools } from './mountDevtools.tsx'
