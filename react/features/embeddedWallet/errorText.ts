/** The text a view shows for a failure: the short message (SPEC §8 text), without the details. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
