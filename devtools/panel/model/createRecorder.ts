import { type AppKit, type VestibuleEvent } from '../../../core'
import type { AppKitInternals } from '../../../core/appkit/appKitInternals'
// Redaction is core's (exportLog uses it); the panel shares the same rules, not a public API.
import { createEventRedactor } from '../../../core/log/redactLog'

/** Events the panel keeps; past it, the oldest tenth is dropped at once. */
export const RECORDER_CAPACITY = 100_000

export interface Recorder {
  /** Recorded events, oldest first (the real ones: replay, hashes and the generator use these). */
  events(): readonly VestibuleEvent[]
  /** The same events redacted, index for index, for display. */
  redactedEvents(): readonly VestibuleEvent[]
  /** Bumped on every change, for `useSyncExternalStore`. */
  readonly version: number
  readonly paused: boolean
  setPaused(paused: boolean): void
  clear(): void
  subscribe(listener: () => void): () => void
  destroy(): void
}

/** What the recorder reads: the instance's events, and its log and redaction rules (`internalsOf(appKit)`). */
export type RecorderSource = Pick<AppKit, 'events$'> & Pick<AppKitInternals, 'log' | 'redaction'>

/**
 * Records the instance's events for the panel, from what its log already holds, whether the panel
 * is open or not. Listeners are told once per microtask, not once per event: a burst of events
 * renders once.
 */
export function createRecorder(source: RecorderSource, capacity = RECORDER_CAPACITY): Recorder {
  let raw: VestibuleEvent[] = []
  let redacted: VestibuleEvent[] = []
  let redact = createEventRedactor(source.redaction)
  let paused = false
  let version = 0
  let scheduled = false
  const listeners = new Set<() => void>()

  const notify = () => {
    version += 1
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      for (const listener of [...listeners]) listener()
    })
  }
  const append = (event: VestibuleEvent) => {
    raw.push(event)
    redacted.push(redact(event))
    if (raw.length > capacity) {
      const drop = Math.ceil(capacity / 10)
      raw = raw.slice(drop)
      redacted = redacted.slice(drop)
    }
  }

  for (const event of source.log.events()) append(event)
  const subscription = source.events$.subscribe(event => {
    if (paused) return
    append(event)
    notify()
  })

  return {
    events: () => raw,
    redactedEvents: () => redacted,
    get version() {
      return version
    },
    get paused() {
      return paused
    },
    setPaused(next) {
      paused = next
      notify()
    },
    clear() {
      raw = []
      redacted = []
      redact = createEventRedactor(source.redaction)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      subscription.unsubscribe()
      listeners.clear()
    },
  }
}
