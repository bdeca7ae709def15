import type { Observable, Observer, Subscription } from 'rxjs'
// The class from the kernel's RxJS (see kernelRx); its type, for the declarations, from rxjs.
import { Observable as RxObservable, Subscriber } from '../rx/kernelRx'

export interface ObservableGuard {
  /** Called with what a plugin's own callback threw, and the value it was handling. */
  readonly onError: (error: unknown, value?: unknown) => void
  /** Ties each subscription to the plugin, so removing the plugin ends it. */
  readonly track: (subscription: Subscription) => void
}

/**
 * What a plugin subscribes to through its context (`ofType`, `select`, `state$`, `events$`), with
 * its callbacks guarded: a throw in `next`, or an error that reaches a subscriber with no `error`
 * callback, goes to `onError` (an `error/raised` naming the plugin) instead of escaping as an
 * unhandled error. `pipe` keeps the guard, so `ctx.ofType(t).pipe(map(f)).subscribe()` is covered.
 * Subscribers made by operators (`combineLatest`, `firstValueFrom`) are passed through untouched:
 * they handle errors themselves, and wrapping them would cut their unsubscription chain.
 */
class GuardedObservable<T> extends RxObservable<T> {
  constructor(
    private readonly inner: Observable<T>,
    private readonly guard: ObservableGuard,
  ) {
    super(subscriber => inner.subscribe(subscriber))
  }

  // biome-ignore lint/suspicious/noExplicitAny: the overloads of Observable.pipe, kept as they are
  override pipe(...operations: any[]): any {
    return new GuardedObservable((this.inner.pipe as (...ops: unknown[]) => Observable<unknown>)(...operations), this.guard)
  }

  override subscribe(observerOrNext?: Partial<Observer<T>> | ((value: T) => void) | null, ...legacy: unknown[]): Subscription {
    if (observerOrNext instanceof Subscriber) return super.subscribe(observerOrNext)
    const observer: Partial<Observer<T>> =
      typeof observerOrNext === 'function'
        ? { next: observerOrNext, error: legacy[0] as Observer<T>['error'] | undefined, complete: legacy[1] as Observer<T>['complete'] | undefined }
        : (observerOrNext ?? {})
    const { onError } = this.guard
    const subscription = super.subscribe({
      next: value => {
        try {
          observer.next?.(value)
        } catch (error) {
          onError(error, value)
        }
      },
      error: error => {
        if (!observer.error) return onError(error)
        try {
          observer.error(error)
        } catch (thrown) {
          onError(thrown)
        }
      },
      complete: () => {
        try {
          observer.complete?.()
        } catch (error) {
          onError(error)
        }
      },
    })
    this.guard.track(subscription)
    return subscription
  }
}

/**
 * Guards an observable a plugin context hands out (see {@link GuardedObservable}).
 *
 * @example
 * ofType: (...types) => guardObservable(delivered$.pipe(filter(e => types.includes(e.type))), guard)
 */
export function guardObservable<T>(source: Observable<T>, guard: ObservableGuard): Observable<T> {
  return new GuardedObservable(source, guard)
}
