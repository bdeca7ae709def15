/** A path into a JSON value, keys and array indexes joined by dots: `accounts.eip155.address`. */
export type JsonPath = string

export interface JsonChange {
  readonly path: JsonPath
  readonly before: unknown
  readonly after: unknown
}

export interface JsonDiff {
  readonly added: readonly JsonChange[]
  readonly removed: readonly JsonChange[]
  readonly changed: readonly JsonChange[]
}

const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`)

/**
 * The paths added, removed and changed between two JSON values (Redux DevTools' Diff tab). Walks
 * into objects and arrays on both sides; a leaf, or a container meeting a leaf or a container of
 * the other kind, is one change. Subtrees that are the same object are skipped: immer shares
 * whatever an event left alone, so diffing two consecutive states visits only what changed.
 *
 * @example
 * diffJson({ a: 1, b: { c: 2 } }, { b: { c: 3 }, d: 4 })
 * // { added: [{ path: 'd', … }], removed: [{ path: 'a', … }], changed: [{ path: 'b.c', before: 2, after: 3 }] }
 */
export function diffJson(before: unknown, after: unknown): JsonDiff {
  const added: JsonChange[] = []
  const removed: JsonChange[] = []
  const changed: JsonChange[] = []
  const walk = (path: string, a: unknown, b: unknown): void => {
    if (a === b) return
    if (isContainer(a) && isContainer(b) && Array.isArray(a) === Array.isArray(b)) {
      for (const key of Object.keys(a)) {
        if (Object.hasOwn(b, key)) walk(join(path, key), a[key], b[key])
        else removed.push({ path: join(path, key), before: a[key], after: undefined })
      }
      for (const key of Object.keys(b)) {
        if (!Object.hasOwn(a, key)) added.push({ path: join(path, key), before: undefined, after: b[key] })
      }
      return
    }
    // Equal leaves of different identity (two equal strings are ===; NaN is not JSON).
    changed.push({ path, before: a, after: b })
  }
  walk('', before, after)
  return { added, removed, changed }
}
