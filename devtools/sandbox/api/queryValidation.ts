import { z } from 'zod'
import type { RouteResponse } from './router'

/** Fields that must also be non-empty, not merely present: an empty project id identifies no project. */
const NON_EMPTY_FIELDS = new Set(['projectId', 'chainId'])

export function badRequest(error: string): RouteResponse {
  return { status: 400, body: { error } }
}

/**
 * Checks the query fields a route requires (SPEC §7: "All provider calls add the
 * query fields project id, st and sv"). Returns the 400 response to send, or
 * undefined when all are there.
 */
export function checkRequiredQuery(query: Record<string, string>, required: readonly string[]): RouteResponse | undefined {
  const shape = Object.fromEntries(required.map(field => [field, NON_EMPTY_FIELDS.has(field) ? z.string().min(1) : z.string()]))
  const result = z.object(shape).safeParse(query)
  if (result.success) return undefined
  const field = String(result.error.issues[0]?.path[0] ?? required[0])
  return badRequest(`missing query field ${field}`)
}

/** Parses a route's own query fields; the error names the first bad field. */
export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  query: Record<string, string>,
): { ok: true; value: z.infer<Schema> } | { ok: false; response: RouteResponse } {
  const result = schema.safeParse(query)
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') || 'query'
  return { ok: false, response: badRequest(`invalid query field ${field}: ${issue?.message ?? 'invalid'}`) }
}
