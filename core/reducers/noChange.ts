/** What `apply` returns for an event no slice reacts to: no draft, no derive (core/reducers/index.ts). */
export const NO_CHANGE = Symbol('no change')
