import { type BehaviorSubject, Observable } from 'rxjs'
import type { ModalState } from './reducers/state.ts'

/** `state$` for epics: an Observable that also exposes the current state. */
export class StateObservable extends Observable<ModalState> {
  readonly #subject: BehaviorSubject<ModalState>
  constructor(subject: BehaviorSubject<ModalState>) {
    super((subscriber) => subject.subscribe(subscriber))
    this.#subject = subject
  }
  get value(): ModalState {
    return this.#subject.value
  }
}
