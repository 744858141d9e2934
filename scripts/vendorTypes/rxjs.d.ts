/**
 * The part of RxJS's types that Latch's public types name. RxJS is bundled into Latch's
 * JavaScript, not a dependency, so its declarations are not installed with it: this file stands
 * in. The objects are real RxJS Observables (interop: `from(modal.state$)` in your own RxJS gives
 * every operator).
 */
export interface Unsubscribable {
  unsubscribe(): void
}
export declare class Subscription implements Unsubscribable {
  get closed(): boolean
  unsubscribe(): void
  add(teardown: Unsubscribable | (() => void) | void): void
}
export interface Observer<T> {
  next: (value: T) => void
  error: (err: unknown) => void
  complete: () => void
}
export interface Subscribable<T> {
  subscribe(observer: Partial<Observer<T>>): Unsubscribable
}
export type OperatorFunction<T, R> = (source: Observable<T>) => Observable<R>
export declare class Observable<T> implements Subscribable<T> {
  subscribe(observerOrNext?: Partial<Observer<T>> | ((value: T) => void)): Subscription
  pipe(): Observable<T>
  pipe<A>(op1: OperatorFunction<T, A>): Observable<A>
  pipe<A, B>(op1: OperatorFunction<T, A>, op2: OperatorFunction<A, B>): Observable<B>
  pipe<A, B, C>(op1: OperatorFunction<T, A>, op2: OperatorFunction<A, B>, op3: OperatorFunction<B, C>): Observable<C>
  pipe(...operations: OperatorFunction<unknown, unknown>[]): Observable<unknown>
}
export declare class Subject<T> extends Observable<T> {
  next(value: T): void
  error(err: unknown): void
  complete(): void
}
export declare class BehaviorSubject<T> extends Subject<T> {
  constructor(value: T)
  get value(): T
  getValue(): T
}
export interface SchedulerAction<T> extends Subscription {
  schedule(state?: T, delay?: number): Subscription
}
export interface SchedulerLike {
  now(): number
  schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay?: number, state?: T): Subscription
}
export declare class VirtualTimeScheduler implements SchedulerLike {
  frame: number
  now(): number
  schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay?: number, state?: T): Subscription
  flush(): void
}
