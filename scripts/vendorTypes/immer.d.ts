/**
 * The part of Immer's types that Latch's public types name (Immer is bundled into Latch's
 * JavaScript, not a dependency): a draft is the state with `readonly` removed, deeply.
 */
export type Draft<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer U>
    ? Draft<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Draft<T[K]> }
      : T
