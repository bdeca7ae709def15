/**
 * What a test arms for the next `times` matching uses: faults, RPC faults, tampered answers. The
 * first armed entry that matches wins and is used up after its `times` uses.
 *
 * @example
 * const faults = createArmedQueue<{ status: number }>('fault')
 * faults.add({ status: 429 }, 2)
 * faults.take() // { status: 429 }, twice; then undefined
 */
export function createArmedQueue<T>(what: string) {
  const entries: { value: T; remaining: number }[] = []
  return {
    add(value: T, times = 1): void {
      if (!Number.isInteger(times) || times < 1) throw new Error(`${what} times must be a positive integer`)
      entries.push({ value, remaining: times })
    },
    /** Consumes one use of the first entry `matches` accepts, if any. */
    take(matches: (value: T) => boolean = () => true): T | undefined {
      const index = entries.findIndex(entry => matches(entry.value))
      const entry = entries[index]
      if (!entry) return undefined
      entry.remaining -= 1
      if (entry.remaining === 0) entries.splice(index, 1)
      return entry.value
    },
    clear(): void {
      entries.length = 0
    },
  }
}
