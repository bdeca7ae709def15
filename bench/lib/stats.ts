/** The value below which `p` percent of `values` lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

/** The middle value (the upper one of an even count). */
export function median(values: readonly number[]): number {
  return percentile(values, 50)
}

/** One line of timings: median, min, max and the number of runs. */
export function describeTimings(values: readonly number[]): string {
  return `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, ${values.length} runs)`
}
