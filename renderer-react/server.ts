/**
 * `latch/react` as React Server Components resolve it (the `react-server` export condition): only
 * what a server component calls — `initialState` — without the hooks and buttons, which need the
 * client's React (createContext is not in React's server build).
 */
export { initialState, type InitialState } from './initialState.ts'
