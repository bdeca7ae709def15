/** A promise that is also AppKit's `ready()` method: `await appKit.ready()` and `await appKit.ready` both wait. */
export type Ready = Promise<void> & (() => Promise<void>)

/**
 * AppKit's `ready` is a method; ours was a promise, which apps and our own code await as it is.
 * A function carrying the promise's methods is both, so neither form breaks.
 */
export function callableReady(promise: Promise<void>): Ready {
  const ready = () => promise
  return Object.assign(ready, {
    // biome-ignore lint/suspicious/noThenProperty: this function is meant to be awaited as the promise it carries
    then: promise.then.bind(promise),
    catch: promise.catch.bind(promise),
    finally: promise.finally.bind(promise),
    [Symbol.toStringTag]: 'Promise',
  }) as unknown as Ready
}
