/**
 * Waits for a promise to settle, at most `ms`; never rejects. For acknowledgements from
 * the dapp (a session update), which the client rejects only after 5 minutes: a dapp tab
 * that is gone must not freeze the phone, and a late rejection must not go unhandled.
 */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    promise.catch(() => undefined),
    new Promise<void>(resolve => {
      timer = setTimeout(resolve, ms)
    }),
  ])
  clearTimeout(timer)
}
