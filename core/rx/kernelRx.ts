/**
 * The RxJS values the first download's modules use (the store, the plugin host, selectors, the
 * instance), each from its own module rather than from `rxjs`. Why: `rxjs` is a barrel, and a
 * bundler that splits by module reach (esbuild) puts every operator any lazy chunk takes from it
 * (timers, schedulers, switchMap, debounceTime…) in a chunk the page loads first, about 2 kB gzip
 * (issue 27). Lazy code imports from `rxjs` as usual; types come from `rxjs` everywhere, so the
 * published declarations name no internal path. `test/unit/build/rxjsFirstDownload.test.ts` keeps
 * the barrel out of the first download.
 */
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject'
export { Observable } from 'rxjs/internal/Observable'
export { Subject } from 'rxjs/internal/Subject'
export { Subscriber } from 'rxjs/internal/Subscriber'
export { Subscription } from 'rxjs/internal/Subscription'
export { defer } from 'rxjs/internal/observable/defer'
export { EMPTY } from 'rxjs/internal/observable/empty'
export { catchError } from 'rxjs/internal/operators/catchError'
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged'
export { filter } from 'rxjs/internal/operators/filter'
export { map } from 'rxjs/internal/operators/map'
export { pairwise } from 'rxjs/internal/operators/pairwise'
export { shareReplay } from 'rxjs/internal/operators/shareReplay'
export { skip } from 'rxjs/internal/operators/skip'
export { switchMap } from 'rxjs/internal/operators/switchMap'
