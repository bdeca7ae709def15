export type Answer<T> = { readonly answered: true; readonly value: T } | { readonly answered: false }

/**
 * Waits at most `ms` for `promise`: its value (or its rejection) when it settles in time, else
 * `{ answered: false }`. The promise itself is left running, so a late answer can still be followed:
 * a wallet that signs after the wait ended has sent a transaction all the same.
 *
 * @example
 * const answer = await answerWithin(chain.send(parameters), WALLET_ANSWER_TIMEOUT_MS)
 * if (!answer.answered) // say so, and follow `sending` when it answers
 */
export function answerWithin<T>(promise: Promise<T>, ms: number): Promise<Answer<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Answer<T>>(resolve => {
    timer = setTimeout(() => resolve({ answered: false }), ms)
  })
  return Promise.race([promise.then(value => ({ answered: true, value }) as const), late]).finally(() => clearTimeout(timer))
}
