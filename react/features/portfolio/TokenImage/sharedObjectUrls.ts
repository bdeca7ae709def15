/**
 * Object URLs shared by every row that shows the same image: made when the first row shows it,
 * revoked when the last one stops (a long list scrolled leaves no URL behind). Sharing matters: a
 * new URL per row would make the browser decode the same image again for each row scrolled in.
 */
const shared = new Map<string, { url: string; refs: number }>()

/** The URL of an image some row shows already, not counted: a first render draws it at once. */
export function peekObjectUrl(key: string): string | undefined {
  return shared.get(key)?.url
}

/** The URL of an image some row shows already, counted as one more user; undefined when none does. */
export function reuseObjectUrl(key: string): string | undefined {
  const entry = shared.get(key)
  if (!entry) return undefined
  entry.refs += 1
  return entry.url
}

/** The URL for `blob`, made now unless another row made it meanwhile; counted as one user. */
export function acquireObjectUrl(key: string, blob: Blob): string {
  const known = reuseObjectUrl(key)
  if (known) return known
  const url = URL.createObjectURL(blob)
  shared.set(key, { url, refs: 1 })
  return url
}

/** One user fewer; the last one revokes the URL. */
export function releaseObjectUrl(key: string): void {
  const entry = shared.get(key)
  if (!entry) return
  entry.refs -= 1
  if (entry.refs > 0) return
  shared.delete(key)
  URL.revokeObjectURL(entry.url)
}

/** How many object URLs are alive (tests check none is left behind). */
export function liveObjectUrls(): number {
  return shared.size
}
