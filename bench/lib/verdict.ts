/** `budget ≤ 60 kB: PASS`, as every budgeted figure of the host-page bench ends. */
export function verdict(value: number, budget: number, shown: string): string {
  return `budget ≤ ${shown}: ${value <= budget ? 'PASS' : 'FAIL'}`
}
